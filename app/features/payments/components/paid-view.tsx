import type { ReactNode } from 'react'

/** The page after a payment went through (a sponsorship or a course place): a tick, a heading, what was bought, where next. */
export function PaidView({ heading, children, actions }: { heading: string; children: ReactNode; actions: ReactNode }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<div
				aria-hidden="true"
				className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700"
			>
				<svg viewBox="0 0 20 20" fill="currentColor" className="size-9">
					<path
						fillRule="evenodd"
						d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
					/>
				</svg>
			</div>
			<h1 className="mt-6 text-3xl font-bold">{heading}</h1>
			{children}
			<div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
		</div>
	)
}
