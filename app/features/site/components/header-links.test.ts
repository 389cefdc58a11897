import { describe, expect, test } from 'vitest'
import routes from '../../../routes.ts'
import { headerMenu, type HeaderMenu } from './header-links.ts'

const person = { firstName: 'Emma', lastName: 'Stockton' }
const everyLink = (menu: HeaderMenu) => [...menu.account, ...menu.groups.flatMap((group) => group.links)]
const targets = (menu: HeaderMenu) => new Set(everyLink(menu).map((link) => link.to))

const SEEKER_ONLY = ['/employee-dashboard', '/recommendations', '/quick-apply-setup', '/preferences', '/career-paths']
const EMPLOYER_ONLY = ['/employer-dashboard', '/post-job', '/pricing', '/job-post-warrington']

describe('the header for each kind of visitor (decision 116)', () => {
	test('signed out: both groups, Sign In and Employer Sign In, and the Post Job button', () => {
		const menu = headerMenu(null)
		expect(menu.groups.map((group) => group.title)).toEqual(['Browse', 'For Employees', 'For Employers'])
		expect(menu.account.map((link) => link.label)).toEqual(['Post Jobs', 'Sign In'])
		expect(targets(menu)).toContain('/auth?employer=true')
		expect(menu.postJob).toBe(true)
	})

	test('a job seeker: the seeker’s pages, none of the employer’s, no sign-in and no Post Job', () => {
		const menu = headerMenu({ ...person, userType: 'employee' })
		const links = targets(menu)
		for (const to of SEEKER_ONLY) expect(links).toContain(to)
		expect(links).toContain('/employee-dashboard?tab=saved')
		expect(links).toContain('/employee-dashboard?tab=applications')
		for (const to of [...EMPLOYER_ONLY, '/auth', '/auth?employer=true']) expect(links).not.toContain(to)
		expect(menu.postJob).toBe(false)
	})

	test('an employer: the employer’s pages, none of the seeker’s, no sign-in, and Post Job', () => {
		const menu = headerMenu({ ...person, userType: 'employer' })
		const links = targets(menu)
		for (const to of EMPLOYER_ONLY) expect(links).toContain(to)
		for (const to of [...SEEKER_ONLY, '/profile', '/auth', '/auth?employer=true']) expect(links).not.toContain(to)
		expect(menu.postJob).toBe(true)
	})

	test('an admin: the pages everyone browses, the admin inbox and the blog admin', () => {
		const links = targets(headerMenu({ ...person, userType: 'admin' }))
		for (const to of [...SEEKER_ONLY, ...EMPLOYER_ONLY, '/auth']) expect(links).not.toContain(to)
		for (const to of ['/', '/admin', '/blog-admin']) expect(links).toContain(to)
	})

	test('no link leads to a page the board does not have (decision 128)', () => {
		const pages = new Set(routes.map((route) => `/${route.path ?? ''}`))
		for (const user of [
			null,
			...(['employee', 'employer', 'admin'] as const).map((userType) => ({ ...person, userType })),
		])
			for (const to of targets(headerMenu(user))) expect(pages.has(to.split('?')[0]!), to).toBe(true)
	})

	test('the one navigation lists each link once, across its groups and the account links (decision 169)', () => {
		for (const user of [
			null,
			...(['employee', 'employer', 'admin'] as const).map((userType) => ({ ...person, userType })),
		]) {
			const tos = everyLink(headerMenu(user)).map((link) => link.to)
			expect(new Set(tos).size).toBe(tos.length)
		}
	})
})
