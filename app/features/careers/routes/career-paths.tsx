// Career paths (/career-paths, docs/product.md §15, decisions 151 and 152), for job seekers: three
// tabs as links (My Career Paths, Progress Overview, Market Insights), Create Path (a dialog with
// JavaScript, /career-paths/new without) and "Generate a path from my assessment", a form post.
import { data, Form, redirect, useNavigation } from 'react-router'
import { CareerPathForm } from '../components/career-path-form.tsx'
import { PathCard } from '../components/career-path-card.tsx'
import { CareerTabs, MarketTab, ProgressOverview } from '../components/career-tabs.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { ProfileRecordDialog } from '../../profile/components/profile-record-dialog.tsx'
import { buttonClassName } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { generateCareerPath, NoAssessmentError, NoFittingRoleError } from '../career-path-generator.server.ts'
import { marketForRoles } from '../career-path-market.server.ts'
import { CareerPathLimitError, careerPathsOf, careerProgressOf } from '../career-paths.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { CAREER_TABS, careerTabOf, MAX_PATHS_PER_USER, PATH_FAILED, PATHS_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/career-paths'

const ADVISOR = '/career-advisor'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const em = context.get(emContext)
	const tab = careerTabOf(new URL(request.url).searchParams.get('tab'))
	const { items: paths } = await careerPathsOf(em, user)
	return {
		tab,
		paths,
		progress: tab === 'progress' ? await careerProgressOf(em, user) : null,
		markets:
			tab === 'market'
				? await marketForRoles(
						em,
						paths.map((path) => path.targetRole),
					)
				: null,
	}
}

/** "Generate a path from my assessment": the path, or why there is none (409). */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const form = await request.formData()
	if (form.get('intent') !== 'generate') throw data('This action could not be understood.', { status: 400 })
	try {
		const path = await generateCareerPath(context.get(emContext), user)
		return redirect(`/career-paths#path-${path.id}`, {
			headers: await toastHeaders({
				title: 'Career path created',
				description: `${path.currentRole} → ${path.targetRole}, from your assessment`,
			}),
		})
	} catch (error) {
		if (error instanceof NoAssessmentError) return data({ generate: error.message, needsAssessment: true }, 409)
		if (error instanceof NoFittingRoleError || error instanceof CareerPathLimitError) {
			return data({ generate: error.message, needsAssessment: false }, 409)
		}
		throw error
	}
}

function CreatePath({ label, className }: { label: string; className: string }) {
	return (
		<ProfileRecordDialog
			href="/career-paths/new"
			trigger={label}
			triggerClassName={className}
			title="Create a career path"
			description="From the role you have to the one you want."
			failure={PATH_FAILED}
			renderForm={(props) => <CareerPathForm {...props} />}
		/>
	)
}

function GenerateForm({ outcome }: { outcome: { generate: string; needsAssessment: boolean } | undefined }) {
	const generating = useNavigation().formData?.get('intent') === 'generate'
	return (
		<Form method="post" className="flex flex-col gap-2">
			<input type="hidden" name="intent" value="generate" />
			<button type="submit" disabled={generating} className={buttonClassName({ variant: 'secondary' })}>
				{generating ? 'Generating...' : 'Generate a path from my assessment'}
			</button>
			{outcome ? (
				<div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
					<p className="font-semibold">{outcome.generate}</p>
					{outcome.needsAssessment ? (
						<a href={ADVISOR} className="font-semibold text-brand-800 underline">
							Take the career assessment
						</a>
					) : null}
				</div>
			) : null}
		</Form>
	)
}

export default function CareerPathsPage({ loaderData, actionData }: Route.ComponentProps) {
	const { tab, paths, progress, markets } = loaderData
	const full = paths.length >= MAX_PATHS_PER_USER
	const label = CAREER_TABS.find((entry) => entry.value === tab)!.label
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="text-3xl font-bold">Career Paths</h1>
			<p className="mt-2 text-gray-700">
				Plan the move from the job you have to the one you want: the skills to gain, courses that teach them, and
				milestones to tick off as you go.
			</p>
			<div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
				{full ? (
					<p className="text-sm text-gray-700">You have {MAX_PATHS_PER_USER} paths: delete one to add another.</p>
				) : (
					<>
						<CreatePath label="Create Path" className={buttonClassName({ className: 'justify-center' })} />
						<GenerateForm outcome={actionData} />
					</>
				)}
			</div>
			<CareerTabs current={tab} />
			<section aria-labelledby="tab-heading" className="mt-6">
				<h2 id="tab-heading" className="sr-only">
					{label}
				</h2>
				{paths.length === 0 ? (
					<div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
						<h3 className="text-lg font-semibold">No career paths yet</h3>
						<p className="mt-1 text-gray-700">
							Create your first path: where you are now, where you want to be, and the skills in between.
						</p>
						<CreatePath
							label="Create your first path"
							className="mt-4 inline-block font-semibold text-brand-700 underline"
						/>
					</div>
				) : tab === 'progress' && progress ? (
					<ProgressOverview progress={progress} />
				) : tab === 'market' && markets ? (
					<MarketTab markets={markets} />
				) : (
					<ul className="flex flex-col gap-4">
						{paths.map((path) => (
							<PathCard key={path.id} path={path} />
						))}
					</ul>
				)}
			</section>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Career Paths | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
