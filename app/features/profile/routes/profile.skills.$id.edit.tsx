// Edit a skill: the page where a skill's "Edit" on /profile leads without JavaScript, and the
// action its dialog posts to with JavaScript (decision 139). Someone else's skill is a 404.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { BackToProfile } from '../components/profile-record-delete.tsx'
import { SkillForm } from '../components/profile-skills-form.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { DuplicateSkillError, skillOf, updateSkill } from '../skills.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { CHECK_FIELDS, PROFILE_FOR_SEEKERS, SkillSchema, SKILLS_ON_PROFILE, SKILL_NOT_FOUND } from '../skill-schemas.ts'
import type { Route } from './+types/profile.skills.$id.edit'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const skill = id === null ? null : await skillOf(context.get(emContext), user, id)
	if (!skill) throw data(SKILL_NOT_FOUND, { status: 404 })
	return { skill }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const submission = parseWithZod(await request.formData(), { schema: SkillSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: [CHECK_FIELDS] }) }, { status: 400 })
	}
	try {
		const skill = id === null ? null : await updateSkill(context.get(emContext), user, id, submission.value)
		if (!skill) throw data(SKILL_NOT_FOUND, { status: 404 })
		return redirect(SKILLS_ON_PROFILE, {
			headers: await toastHeaders({ title: 'Skill saved', description: skill.skillName }),
		})
	} catch (error) {
		if (!(error instanceof DuplicateSkillError)) throw error
		return data(
			{ result: submission.reply({ formErrors: [CHECK_FIELDS], fieldErrors: { skillName: [error.message] } }) },
			{ status: 409 },
		)
	}
}

export default function EditSkillPage({ loaderData, actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<BackToProfile to={SKILLS_ON_PROFILE} />
			<h1 className="mt-4 text-3xl font-bold">Edit skill</h1>
			<p className="mt-2 break-words text-gray-700">{loaderData.skill.skillName}</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<SkillForm id="edit-skill" skill={loaderData.skill} lastResult={actionData?.result} pending={pending} />
			</div>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Edit skill | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
