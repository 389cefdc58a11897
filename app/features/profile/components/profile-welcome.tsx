// The welcome on /profile (decision 140): shown to a job seeker until they dismiss it once, which
// is remembered on their account. Without JavaScript it is a panel at the top of the page with a
// plain form post, "Dismiss"; with JavaScript the same words open in a modal <dialog>, and
// closing it (the button or Escape) sends the same post.
import { useEffect, useId, useRef } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { useHydrated } from '../../../ui/use-hydrated.ts'
import { Button } from '../../../ui/button.tsx'

const DISMISS_WELCOME_PATH = '/profile/welcome'
const TITLE = 'Welcome to your profile'

function WelcomeText() {
	return (
		<div className="flex flex-col gap-2 text-gray-800">
			<p>This is where you keep what you bring to a job:</p>
			<ul className="list-disc pl-6">
				<li>
					<strong>Your CV</strong>: upload it once and send it with Quick Apply or any application.
				</li>
				<li>
					<strong>Your skills</strong>: what you can do, how well, and the certificates that show it.
				</li>
				<li>
					<strong>Your training history</strong>: courses, workshops and qualifications you have completed.
				</li>
			</ul>
			<p>Add or change any of them whenever you like.</p>
			<p>
				Not sure what to do next?{' '}
				<Link to="/career-advisor" className="font-semibold text-brand-700 underline hover:text-brand-800">
					Try the career advisor
				</Link>
				: three short steps, then the local roles that suit you, with live jobs and courses.
			</p>
		</div>
	)
}

/** The panel at the top of the page, for a browser without JavaScript (and before it runs). */
function WelcomePanel({ headingId }: { headingId: string }) {
	return (
		<section aria-labelledby={headingId} className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-6">
			<h2 id={headingId} className="text-xl font-semibold text-gray-900">
				{TITLE}
			</h2>
			<div className="mt-2">
				<WelcomeText />
			</div>
			<Form method="post" action={DISMISS_WELCOME_PATH} className="mt-4">
				<Button>Dismiss</Button>
			</Form>
		</section>
	)
}

function WelcomeDialog({ headingId }: { headingId: string }) {
	const dialog = useRef<HTMLDialogElement>(null)
	const fetcher = useFetcher({ key: 'profile-welcome' })
	const sent = useRef(false)
	useEffect(() => {
		if (!dialog.current?.open) dialog.current?.showModal()
	}, [])
	const dismiss = () => {
		if (sent.current) return
		sent.current = true
		void fetcher.submit(null, { method: 'post', action: DISMISS_WELCOME_PATH })
	}
	return (
		<dialog
			ref={dialog}
			aria-labelledby={headingId}
			onClose={dismiss}
			className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-6 text-gray-900 shadow-xl backdrop:bg-gray-900/60"
		>
			<h2 id={headingId} className="text-xl font-semibold">
				{TITLE}
			</h2>
			<div className="mt-2">
				<WelcomeText />
			</div>
			<Button type="button" className="mt-4" onClick={() => dialog.current?.close()}>
				Dismiss
			</Button>
		</dialog>
	)
}

export function ProfileWelcome() {
	const hydrated = useHydrated()
	const headingId = useId()
	return hydrated ? <WelcomeDialog headingId={headingId} /> : <WelcomePanel headingId={headingId} />
}
