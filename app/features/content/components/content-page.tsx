// A fixed content page: hero, an "On this page" list, its sections, and calls to action. The
// copy lives in app/content; questions expand one at a time with <details name>, no JavaScript.
import { Link } from 'react-router'
import type { ContentLink, ContentPageCopy, ContentSection } from '../copy/content-page.ts'
import { ButtonLink } from '../../../ui/button.tsx'

function ContentAnchor({ link }: { link: ContentLink }) {
	if (link.external) {
		return (
			<a href={link.to} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
				{link.label}
				<span className="sr-only"> (opens in a new tab)</span>
			</a>
		)
	}
	return (
		<Link to={link.to} className="font-medium text-brand-700 underline">
			{link.label}
		</Link>
	)
}

function Section({ section }: { section: ContentSection }) {
	const List = section.ordered ? 'ol' : 'ul'
	return (
		<section aria-labelledby={section.id} className="scroll-mt-4">
			<h2 id={section.id} className="text-2xl font-bold">
				{section.heading}
			</h2>
			{section.paragraphs?.map((paragraph) => (
				<p key={paragraph} className="mt-3 text-gray-800">
					{paragraph}
				</p>
			))}
			{section.items ? (
				<List className={`mt-3 space-y-2 pl-5 text-gray-800 ${section.ordered ? 'list-decimal' : 'list-disc'}`}>
					{section.items.map((item) =>
						typeof item === 'string' ? (
							<li key={item}>{item}</li>
						) : (
							<li key={item.lead}>
								<strong>{item.lead}</strong> {item.text}
							</li>
						),
					)}
				</List>
			) : null}
			{section.table ? (
				// Wide tables scroll sideways on a phone; the region takes focus so a keyboard can scroll it.
				<div
					className="mt-3 overflow-x-auto rounded focus:outline-none focus:ring-2 focus:ring-brand-600"
					tabIndex={0}
					role="region"
					aria-label={`${section.heading} (table)`}
				>
					<table className="w-full min-w-[32rem] border-collapse text-left text-sm">
						<thead>
							<tr>
								{section.table[0]!.map((cell) => (
									<th key={cell} scope="col" className="border-b border-gray-300 p-2 font-semibold">
										{cell}
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							{section.table.slice(1).map((row) => (
								<tr key={row[0]}>
									{row.map((cell, index) =>
										index === 0 ? (
											<th key={cell} scope="row" className="border-b border-gray-200 p-2 align-top font-medium">
												{cell}
											</th>
										) : (
											<td key={`${index}-${cell}`} className="border-b border-gray-200 p-2 align-top">
												{cell}
											</td>
										),
									)}
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : null}
			{section.questions ? (
				<div className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
					{section.questions.map((item) => (
						<details key={item.question} name={`${section.id}-questions`} className="group p-4">
							<summary className="cursor-pointer font-semibold">{item.question}</summary>
							<p className="mt-2 text-gray-800">{item.answer}</p>
						</details>
					))}
				</div>
			) : null}
			{section.links ? (
				<ul className="mt-3 space-y-2">
					{section.links.map((link) => (
						<li key={link.to}>
							<ContentAnchor link={link} />
						</li>
					))}
				</ul>
			) : null}
		</section>
	)
}

export function ContentPage({ copy, children }: { copy: ContentPageCopy; children?: React.ReactNode }) {
	return (
		<div>
			<section className="bg-gradient-to-b from-brand-50 to-gray-50 px-4 pb-8 pt-10">
				<div className="mx-auto max-w-3xl">
					{copy.eyebrow ? <p className="font-semibold text-brand-700">{copy.eyebrow}</p> : null}
					<h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-5xl">{copy.title}</h1>
					<p className="mt-4 text-lg text-gray-800">{copy.intro}</p>
					{copy.updated ? <p className="mt-2 text-sm text-gray-700">Last updated {copy.updated}</p> : null}
				</div>
			</section>
			<div className="mx-auto max-w-3xl px-4 py-8">
				{copy.sections.length > 3 ? (
					<nav aria-label="On this page" className="mb-8 rounded-xl border border-gray-200 bg-white p-4">
						<p className="font-semibold">On this page</p>
						<ul className="mt-2 space-y-1 text-sm">
							{copy.sections.map((section) => (
								<li key={section.id}>
									<a href={`#${section.id}`} className="text-brand-700 underline">
										{section.heading}
									</a>
								</li>
							))}
						</ul>
					</nav>
				) : null}
				<div className="space-y-10">
					{copy.sections.map((section) => (
						<Section key={section.id} section={section} />
					))}
				</div>
				{children}
				{copy.actions?.length ? (
					<div className="mt-10 flex flex-col gap-3 sm:flex-row">
						{copy.actions.map((action, index) => (
							<ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'} size="lg">
								{action.label}
							</ButtonLink>
						))}
					</div>
				) : null}
			</div>
		</div>
	)
}
