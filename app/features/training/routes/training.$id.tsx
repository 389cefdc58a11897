// A course's page (/training/{id}; decision 144): what it teaches, its modules in order, dates,
// place and price, places left, the learner's progress, and `Course` structured data for search.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect, useNavigation } from 'react-router'
import { CourseModules } from '../components/course-modules.tsx'
import { CoursePrice, CourseRating } from '../components/course-card.tsx'
import { LearnerPanel } from '../components/learner-panel.tsx'
import { RateCourse } from '../components/rate-course.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser, getOptionalUserOfType, requireSeeker } from '../../../platform/auth.server.ts'
import { config } from '../../../platform/config.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { courseModules, courseView } from '../course-catalogue.server.ts'
import { enrolmentView } from '../course-enrolments.server.ts'
import { CourseNotCompletedError, modulesDone, NotEnrolledError, rateCourse } from '../course-progress.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { paymentsConfigured } from '../../payments/payments.server.ts'
import { courseDatesText } from '../course-format.ts'
import { courseJsonLd } from '../course-json-ld.ts'
import { CourseRatingSchema, ENROLMENT_MESSAGES, placesLeftText } from '../course-search.ts'
import { excerpt } from '../../../ui/format.ts'
import { serializeJsonLd } from '../../jobs/job-posting.ts'
import { useNonce } from '../../../platform/render/nonce.tsx'
import { shareCardMeta } from '../../../platform/share-card.ts'
import type { Route } from './+types/training.$id'
import { canonicalLinkTo } from '../../../platform/canonical.ts'

const NOT_LISTED = 'This course is not in the catalogue. It may have finished or been withdrawn.'

export async function loader({ params, context }: Route.LoaderArgs) {
	const id = parseRecordId(params.id)
	const em = context.get(emContext)
	const course = id === null ? null : await courseView(em, id)
	if (!course) throw data(NOT_LISTED, { status: 404 })
	const modules = await courseModules(em, course.id)
	const user = getOptionalUser(context)
	const seeker = getOptionalUserOfType(context, 'employee')
	const enrolment = seeker ? await enrolmentView(em, seeker, course.id) : null
	const done = enrolment ? [...(await modulesDone(em, enrolment.id))] : []
	return {
		course,
		modules,
		viewer: !user ? ('signed-out' as const) : seeker ? ('seeker' as const) : ('other' as const),
		enrolment,
		done,
		nextModuleId: modules.find((module) => !done.includes(module.id))?.id ?? null,
		paymentsAvailable: paymentsConfigured(),
		canonicalUrl: `${config.appOrigin}/training/${course.id}`,
		workloadMinutes: modules.reduce((sum, module) => sum + module.durationMinutes, 0),
	}
}

/** "Rate this course": a learner who has finished it gives 1-5 stars and a few words. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: ENROLMENT_MESSAGES.seekersOnly })
	const id = parseRecordId(params.id)
	if (id === null) throw data(NOT_LISTED, { status: 404 })
	const submission = parseWithZod(await request.formData(), { schema: CourseRatingSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		await rateCourse(context.get(emContext), user, id, submission.value)
	} catch (error) {
		if (!(error instanceof NotEnrolledError) && !(error instanceof CourseNotCompletedError)) throw error
		return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 })
	}
	return redirect(`/training/${id}`, {
		headers: await toastHeaders({
			title: 'Thank you for rating this course',
			description: `${submission.value.rating} out of 5`,
		}),
	})
}

export default function CourseScreen({ loaderData, actionData }: Route.ComponentProps) {
	const { course, modules, enrolment, done } = loaderData
	const nonce = useNonce()
	const navigation = useNavigation()
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<Link to="/training" className="text-sm font-semibold text-brand-700 underline">
				← All courses
			</Link>
			{/* On a phone the enrolment box follows the course details; on a wide screen it sits beside them. */}
			<div className="mt-4 grid gap-8 lg:grid-cols-[1fr_20rem]">
				<div className="lg:col-start-1">
					<h1 className="text-3xl font-bold">{course.title}</h1>
					<p className="mt-2 text-lg text-gray-700">{course.provider}</p>
					<CourseRating rating={course.rating} reviewCount={course.reviewCount} />
					<p className="mt-4 text-gray-800">{course.description}</p>
					<dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-gray-200 bg-white p-4">
						<dt className="text-gray-600">Dates</dt>
						<dd>{courseDatesText(course.startDate, course.endDate)}</dd>
						<dt className="text-gray-600">Where</dt>
						<dd>{course.location}</dd>
						<dt className="text-gray-600">Length</dt>
						<dd>{course.duration}</dd>
						<dt className="text-gray-600">Format</dt>
						<dd>{course.format}</dd>
						<dt className="text-gray-600">Level</dt>
						<dd>{course.level}</dd>
						<dt className="text-gray-600">Category</dt>
						<dd>{course.category}</dd>
						<dt className="text-gray-600">Price</dt>
						<dd>
							<CoursePrice price={course.price} originalPrice={course.originalPrice} />
						</dd>
						<dt className="text-gray-600">Places left</dt>
						<dd>{placesLeftText(course.placesLeft)}</dd>
					</dl>
				</div>
				<div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
					<LearnerPanel
						course={course}
						viewer={loaderData.viewer}
						enrolment={enrolment}
						nextModuleId={loaderData.nextModuleId}
						paymentsAvailable={loaderData.paymentsAvailable}
					/>
					{enrolment?.completedAt ? (
						<RateCourse
							courseId={course.id}
							current={{ rating: enrolment.rating, review: enrolment.review }}
							lastResult={actionData?.result}
							pending={navigation.state === 'submitting'}
						/>
					) : null}
				</div>
				<div className="lg:col-start-1">
					{course.skills.length ? (
						<section aria-labelledby="skills-heading">
							<h2 id="skills-heading" className="text-xl font-semibold">
								Skills you will learn
							</h2>
							<ul className="mt-3 flex flex-wrap gap-2">
								{course.skills.map((skill) => (
									<li key={skill} className="rounded border border-gray-300 bg-white px-2 py-1 text-sm">
										{skill}
									</li>
								))}
							</ul>
						</section>
					) : null}
					<CourseModules courseId={course.id} modules={modules} done={done} enrolled={!!enrolment} />
				</div>
			</div>
			<script
				type="application/ld+json"
				nonce={nonce}
				dangerouslySetInnerHTML={{
					__html: serializeJsonLd(
						courseJsonLd(course, { url: loaderData.canonicalUrl, workloadMinutes: loaderData.workloadMinutes }),
					),
				}}
			/>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	if (!loaderData) return [{ title: 'Course not found | Warrington Jobs' }]
	const { course, canonicalUrl } = loaderData
	const description = excerpt(course.description, 150)
	return [
		{ title: `${course.title} | Training | Warrington Jobs` },
		{ name: 'description', content: description },
		canonicalLinkTo(canonicalUrl),
		...shareCardMeta({ title: course.title, description, url: canonicalUrl }),
	]
}
