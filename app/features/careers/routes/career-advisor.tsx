// The career advisor (/career-advisor; docs/product.md §15, decisions 148 and 149), for job seekers:
// three steps (about you, skills, interests), each a plain form post to this page carrying the
// earlier answers in hidden fields, then the results from the board's listed jobs. The latest
// assessment's results are what the page shows when the seeker comes back; "Take Assessment Again"
// (/career-advisor?new) starts from an empty step 1.
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { AdvisorResults } from '../components/advisor-results.tsx'
import { AdvisorWizard } from '../components/advisor-wizard.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { log } from '../../../platform/logger.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import {
	careerAdvice,
	fallbackAdvice,
	latestAssessment,
	saveAssessment,
	skillChoices,
} from '../career-advisor.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import {
	ADVISOR_FOR_SEEKERS,
	AdvisorIntentSchema,
	ASSESSMENT_FAILED,
	completeAnswers,
	EMPTY_DRAFT,
	firstIncompleteStep,
	INCOMPLETE_ASSESSMENT,
	readDraft,
	stepErrors,
	TRY_AGAIN,
	type AdvisorStep,
} from '../career-advisor.ts'
import { LISTING_INDUSTRIES } from '../../jobs/job-options.ts'
import { useToast, type ToastMessage } from '../../../ui/toast.ts'
import type { Route } from './+types/career-advisor'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: ADVISOR_FOR_SEEKERS })
	const em = context.get(emContext)
	const starting = new URL(request.url).searchParams.has('new')
	const [latest, skills] = await Promise.all([starting ? null : latestAssessment(em, user), skillChoices(em, user)])
	let results = null
	if (latest) {
		let advice
		let unavailable = false
		try {
			advice = await careerAdvice(em, latest)
		} catch (error) {
			log().error({ err: error, userId: user.id }, 'Working out career advice failed')
			advice = fallbackAdvice(latest)
			unavailable = true
		}
		results = {
			takenAt: latest.createdAt.toISOString(),
			experienceLevel: latest.experienceLevel,
			skills: latest.skills,
			interests: latest.interests,
			advice,
			unavailable,
		}
	}
	return { results, skillChoices: skills, interestChoices: [...LISTING_INDUSTRIES] }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: ADVISOR_FOR_SEEKERS })
	const form = await request.formData()
	const move = AdvisorIntentSchema.safeParse({ step: form.get('step'), intent: form.get('intent') ?? undefined })
	if (!move.success) throw data('This action could not be understood.', { status: 400 })
	const draft = readDraft(form)
	const step = move.data.step as AdvisorStep
	// The skills step offers the skills of the occupation the current role names (decision 201).
	if (move.data.intent === 'back') {
		const back = Math.max(1, step - 1) as AdvisorStep
		const choices = back === 2 ? await skillChoices(context.get(emContext), user, draft.currentRole || null) : null
		return { step: back, draft, errors: {}, failure: null, toast: null, skillChoices: choices }
	}
	const errors = stepErrors(step, draft)
	if (Object.keys(errors).length) {
		const toast: ToastMessage = {
			title: INCOMPLETE_ASSESSMENT,
			description: Object.values(errors)[0]![0],
			type: 'error',
		}
		const back = firstIncompleteStep(errors)
		const choices = back === 2 ? await skillChoices(context.get(emContext), user, draft.currentRole || null) : null
		return data({ step: back, draft, errors, failure: null, toast, skillChoices: choices }, { status: 400 })
	}
	if (step < 3) {
		const choices = step === 1 ? await skillChoices(context.get(emContext), user, draft.currentRole || null) : null
		return { step: (step + 1) as AdvisorStep, draft, errors: {}, failure: null, toast: null, skillChoices: choices }
	}
	try {
		await saveAssessment(context.get(emContext), user, completeAnswers(draft)!)
	} catch (error) {
		log().error({ err: error, userId: user.id }, 'Storing a career assessment failed')
		const failure = { title: ASSESSMENT_FAILED, description: TRY_AGAIN }
		return data(
			{ step: 3 as AdvisorStep, draft, errors: {}, failure, toast: { ...failure, type: 'error' as const } },
			{ status: 500 },
		)
	}
	throw redirect('/career-advisor', {
		headers: await toastHeaders({
			title: 'Your results are ready',
			description: 'Matched against the jobs listed today.',
		}),
	})
}

/**
 * With JavaScript, moving between steps changes nothing the loader reads (the skills step's choices
 * come with the step): only the last step (a redirect) reloads it.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return actionResult && typeof actionResult === 'object' && 'step' in actionResult ? false : defaultShouldRevalidate
}

export default function CareerAdvisorPage({ loaderData, actionData }: Route.ComponentProps) {
	useToast(actionData?.toast)
	const { results, skillChoices: skills, interestChoices } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">Career Advisor</h1>
			<p className="mt-2 text-gray-700">
				Three short steps about you, your skills and the work you would like, then the roles Warrington&apos;s employers
				are hiring for that suit you best, with live jobs and courses to close the gaps.
			</p>
			{actionData || !results ? (
				<AdvisorWizard
					step={actionData?.step ?? 1}
					draft={actionData?.draft ?? EMPTY_DRAFT}
					errors={actionData?.errors ?? {}}
					failure={actionData?.failure}
					skillChoices={(actionData && 'skillChoices' in actionData ? actionData.skillChoices : null) ?? skills}
					interestChoices={interestChoices}
					moved={Boolean(actionData)}
				/>
			) : (
				<AdvisorResults {...results} />
			)}
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Career Advisor | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

/** An employer or admin is told the advisor is for job seekers, and where their own dashboard is. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
