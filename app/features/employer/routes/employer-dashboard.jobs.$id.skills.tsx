import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { emContext } from '../../../context.ts'
import { requireEmployer } from '../../../platform/auth.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { FormAlert, SubmitButton } from '../../../ui/forms.tsx'
import { findOwnJob, setJobSkills } from '../../jobs/jobs.server.ts'
import { JobSkillsFormSchema } from '../../jobs/job-schemas.ts'
import { otherAdvertsOf, skillsOfForm, storedSkillChoices } from '../../skills/skill-choice.server.ts'
import { SKILLS_ACTION } from '../../skills/skill-choice.ts'
import { SkillsField } from '../components/skills-field.tsx'
import type { Route } from './+types/employer-dashboard.jobs.$id.skills'

const NOT_AN_EMPLOYER = 'You need to be logged in as an employer to change a job’s skills.'

async function ownJob(context: Route.LoaderArgs['context'], request: Request, id: string) {
	const user = await requireEmployer(context, request, { message: NOT_AN_EMPLOYER, signedOut: 'refuse' })
	const jobId = parseJobId(id)
	const job = jobId === null ? null : await findOwnJob(context.get(emContext), user, jobId)
	if (!job) throw data('Job not found', { status: 404 })
	return job
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const job = await ownJob(context, request, params.id)
	return {
		job: { id: job.id, title: job.title },
		skills: await storedSkillChoices(context.get(emContext), job),
	}
}

/**
 * The employer changes a posted job's skills (decision 205): "Add skill" without script answers the
 * list again; Save stores the ticked skills and goes back to the dashboard.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const job = await ownJob(context, request, params.id)
	const form = await request.formData()
	const submission = parseWithZod(form, { schema: JobSkillsFormSchema })
	const otherAdverts = await otherAdvertsOf(context.get(emContext), job.user.id, job.id)
	const skills = skillsOfForm(form, { advert: job, otherAdverts })
	const addErrors = skills.addError ? { addSkill: [skills.addError] } : undefined
	if (form.get(SKILLS_ACTION) || submission.status !== 'success' || addErrors) {
		const initialValue = { ...submission.reply().initialValue }
		if (skills.added) delete initialValue.addSkill
		const failed = submission.status !== 'success' ? submission.reply().error : addErrors
		return data(
			{
				result: failed ? { initialValue, status: 'error' as const, error: failed } : { initialValue },
				skills: skills.choices,
			},
			{ status: failed ? 400 : 200 },
		)
	}
	const chosen = skills.choices.filter((choice) => choice.checked).map((choice) => choice.id)
	await setJobSkills(context.get(emContext), job, chosen)
	throw redirect(`/employer-dashboard#job-${job.id}`, {
		headers: await toastHeaders({
			title: 'Skills Saved',
			description: `“${job.title}” now asks for ${chosen.length} skills.`,
		}),
	})
}

export default function JobSkillsScreen({ loaderData, actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	const [form, fields] = useForm({
		id: 'job-skills',
		lastResult: actionData?.result,
		constraint: formConstraint(JobSkillsFormSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: JobSkillsFormSchema }),
	})
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<p>
				<Link to="/employer-dashboard" className="text-brand-700 underline underline-offset-4">
					Back to your dashboard
				</Link>
			</p>
			<h1 className="mt-4 text-3xl font-bold">Skills for “{loaderData.job.title}”</h1>
			<Form method="post" className="mt-8 flex flex-col gap-6" {...getFormProps(form)}>
				<FormAlert title="Error saving skills" errors={form.errors} />
				<SkillsField
					formId={form.id}
					initial={actionData?.skills ?? loaderData.skills}
					addField={fields.addSkill}
					advertInForm={false}
				/>
				<SubmitButton pending={pending} pendingText="Saving...">
					Save Skills
				</SubmitButton>
			</Form>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{ title: `${loaderData ? `Skills for ${loaderData.job.title}` : 'Job Skills'} | Warrington Jobs` },
		{ name: 'robots', content: 'noindex' },
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ErrorPage error={error} />
}
