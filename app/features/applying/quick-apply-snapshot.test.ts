import { expect, test } from 'vitest'
import {
	isListField,
	profileFieldsOf,
	QUICK_APPLY_PROFILE_FIELDS,
	QuickApplyProfileSchema,
} from './quick-apply-schema.ts'
import { readSnapshotDetails } from './quick-apply-snapshot.ts'

test('the field list is the schema: every field, lists told apart by their empty value', () => {
	expect(QUICK_APPLY_PROFILE_FIELDS).toEqual(Object.keys(QuickApplyProfileSchema.shape))
	expect(QUICK_APPLY_PROFILE_FIELDS.filter(isListField)).toEqual(['skills', 'qualifications'])
})

test('profileFieldsOf gives every field, what was not given as null, lists copied', () => {
	const skills = ['Driving']
	const fields = profileFieldsOf({
		fullName: 'Jo Bloggs',
		phone: null,
		address: undefined,
		city: null,
		postcode: null,
		currentJobTitle: undefined,
		yearsExperience: 2,
		skills,
		qualifications: [],
		defaultCoverLetter: null,
		availabilityNotice: '2weeks',
	})
	expect(fields).toEqual({
		fullName: 'Jo Bloggs',
		phone: null,
		address: null,
		city: null,
		postcode: null,
		currentJobTitle: null,
		yearsExperience: 2,
		skills: ['Driving'],
		qualifications: [],
		defaultCoverLetter: null,
		availabilityNotice: '2weeks',
	})
	expect(fields.skills).not.toBe(skills)
})

test('a snapshot is read defensively: wrong kinds fall back, name, address and letter are not shown', () => {
	expect(
		readSnapshotDetails({
			fullName: 'Jo Bloggs',
			address: '1 High Street',
			phone: '',
			city: 'Warrington',
			postcode: 7,
			yearsExperience: '3',
			skills: ['Driving', 4],
			qualifications: 'NVQ',
			defaultCoverLetter: 'Hello there',
			videoPitchDuration: 30,
		}),
	).toEqual({
		phone: null,
		city: 'Warrington',
		postcode: null,
		currentJobTitle: null,
		yearsExperience: 0,
		skills: ['Driving'],
		qualifications: [],
		availabilityNotice: null,
		videoPitchDuration: 30,
	})
})
