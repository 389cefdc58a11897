// One module of a course, for a learner enrolled on it (decision 144): its content and a "Mark as
// done" form post that works without JavaScript. Doing the last required module completes the
// course and issues the certificate (decision 146).
import { data, Form, Link, redirect } from 'react-router'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { ProgressBar } from '../components/learner-panel.tsx'
import { Button, ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { courseModule, courseModules } from '../course-catalogue.server.ts'
import { enrolmentView } from '../course-enrolments.server.ts'
import { completeModule, modulesDone, NotEnrolledError } from '../course-progress.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { minutesText } from '../course-format.ts'
import { ENROLMENT_MESSAGES } from '../course-search.ts'
import type { Route } from './+types/training.$id.modules.$moduleId'

const NOT_FOUND = 'There is no such module on this course.'

async function learnerModule({ params, context, request }: Route.LoaderArgs | Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: ENROLMENT_MESSAGES.seekersOnly })
	const courseId = parseRecordId(params.id)
	const moduleId = parseRecordId(params.moduleId)
	const em = context.get(emContext)
	const found = courseId && moduleId ? await courseModule(em, courseId, moduleId) : null
	if (!found) throw data(NOT_FOUND, { status: 404 })
	const enrolment = await enrolmentView(em, user, found.course.id)
	// Not enrolled: back to the course page, which offers the Enrol button.
	if (!enrolment)
		throw redirect(`/training/${found.course.id}`, {
			headers: await toastHeaders({ title: 'Enrol to start this course', type: 'info' }),
		})
	return { user, em, ...found, enrolment }
}

export async function loader(args: Route.LoaderArgs) {
	const { em, course, module, enrolment } = await learnerModule(args)
	const modules = await courseModules(em, course.id)
	const done = await modulesDone(em, enrolment.id)
	const index = modules.findIndex((other) => other.id === module.id)
	return {
		course: { id: course.id, title: course.title },
		module: {
			id: module.id,
			title: module.title,
			description: module.description,
			paragraphs: module.content.split(/\n\s*\n/).filter((paragraph) => paragraph.trim()),
			durationMinutes: module.durationMinutes,
			orderIndex: module.orderIndex,
			isRequired: module.isRequired,
			done: done.has(module.id),
		},
		moduleCount: modules.length,
		previous: modules[index - 1] ?? null,
		next: modules[index + 1] ?? null,
		progress: enrolment.progress,
		certificateUrl: enrolment.certificateUrl,
	}
}

export async function action(args: Route.ActionArgs) {
	const { user, em, course, module } = await learnerModule(args)
	try {
		const outcome = await completeModule(em, user, course.id, module.id)
		if (outcome.certificateNumber)
			return redirect(`/training/${course.id}`, {
				headers: await toastHeaders({
					title: 'Course complete!',
					description: `Your certificate number is ${outcome.certificateNumber}.`,
				}),
			})
		const next = (await courseModules(em, course.id)).find((other) => other.orderIndex > module.orderIndex)
		return redirect(next ? `/training/${course.id}/modules/${next.id}` : `/training/${course.id}`, {
			headers: await toastHeaders({
				title: 'Module done',
				description: `${module.title}: ${outcome.progress}% of the course.`,
			}),
		})
	} catch (error) {
		if (error instanceof NotEnrolledError) throw redirect(`/training/${course.id}`)
		throw error
	}
}

export default function ModuleScreen({ loaderData }: Route.ComponentProps) {
	const { course, module, previous, next } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<Link to={`/training/${course.id}`} className="text-sm font-semibold text-brand-700 underline">
				← {course.title}
			</Link>
			<div className="mt-4">
				<ProgressBar progress={loaderData.progress} label="Course progress" />
			</div>
			<p className="mt-6 text-sm text-gray-700">
				Module {module.orderIndex} of {loaderData.moduleCount} · {minutesText(module.durationMinutes)} ·{' '}
				{module.isRequired ? 'Required' : 'Optional'}
			</p>
			<h1 className="mt-1 text-3xl font-bold">{module.title}</h1>
			<p className="mt-2 text-lg text-gray-700">{module.description}</p>
			<div className="mt-6 space-y-4 text-gray-900">
				{module.paragraphs.map((paragraph, index) => (
					<p key={index}>{paragraph}</p>
				))}
			</div>
			<div className="mt-8 rounded-lg border border-gray-200 bg-white p-4">
				{module.done ? (
					<p className="font-semibold text-green-800">✓ You have done this module.</p>
				) : (
					<Form method="post">
						<Button size="lg">Mark as done</Button>
					</Form>
				)}
			</div>
			<nav aria-label="Modules" className="mt-6 flex flex-wrap justify-between gap-3">
				{previous ? (
					<ButtonLink to={`/training/${course.id}/modules/${previous.id}`} variant="secondary">
						Previous: {previous.title}
					</ButtonLink>
				) : (
					<span />
				)}
				{next ? (
					<ButtonLink to={`/training/${course.id}/modules/${next.id}`} variant="secondary">
						Next: {next.title}
					</ButtonLink>
				) : null}
			</nav>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	if (!loaderData) return [{ title: 'Course module | Warrington Jobs' }]
	return [
		{ title: `${loaderData.module.title} | ${loaderData.course.title} | Warrington Jobs` },
		{ name: 'robots', content: 'noindex' },
	]
}

/** An employer or admin is told courses are for job seekers. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
