// /api/docs: the JSON API's reference, read from the OpenAPI document that /api/openapi.json
// serves (decision 165): one heading per area, each call's method, path, summary, who may make it,
// parameters, bodies and answers, and the named schemas. Works without JavaScript.
import { Fields, Html, Operation, schemaAnchor } from '../components/api-reference.tsx'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { referenceView } from '../reference-page.server.ts'
import type { Route } from './+types/api.docs'
import { canonicalLink } from '../../../platform/canonical.ts'

export function loader() {
	return referenceView()
}

/** The same page for everyone: a shared cache may keep it. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
	const { title, version, introHtml, areas, schemas } = loaderData
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="text-3xl font-bold">{title}</h1>
			<p className="mt-1 text-gray-700">
				Version {version}. The machine-readable document:{' '}
				<a className="text-blue-800 underline" href="/api/openapi.json">
					/api/openapi.json
				</a>{' '}
				(OpenAPI 3.1).
			</p>
			<Html as="div" className="prose-api mt-4" html={introHtml} />
			<nav aria-label="API areas" className="mt-6">
				<h2 className="text-xl font-semibold">Areas</h2>
				<ul className="mt-2 list-disc pl-6">
					{areas.map((area) => (
						<li key={area.slug}>
							<a className="text-blue-800 underline" href={`#${area.slug}`}>
								{area.tag}
							</a>{' '}
							({area.operations.length} calls)
						</li>
					))}
					<li>
						<a className="text-blue-800 underline" href="#schemas">
							Schemas
						</a>
					</li>
				</ul>
			</nav>
			{areas.map((area) => (
				<section key={area.slug} aria-labelledby={area.slug} className="mt-10">
					<h2 id={area.slug} className="text-2xl font-bold">
						{area.tag}
					</h2>
					<Html as="div" className="prose-api mt-1 text-gray-800" html={area.descriptionHtml} />
					<h3 className="sr-only">Calls</h3>
					<div className="mt-4 space-y-3">
						{area.operations.map((operation) => (
							<Operation key={operation.id} operation={operation} />
						))}
					</div>
				</section>
			))}
			<section aria-labelledby="schemas" className="mt-10">
				<h2 id="schemas" className="text-2xl font-bold">
					Schemas
				</h2>
				<div className="mt-4 space-y-6">
					{schemas.map(({ name, schema }) => (
						<section key={name} aria-labelledby={schemaAnchor(name)}>
							<h3 id={schemaAnchor(name)} className="text-lg font-semibold">
								{name}
							</h3>
							<Fields fields={schema.fields} />
						</section>
					))}
				</div>
			</section>
		</div>
	)
}

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: 'API reference | Warrington Jobs' },
	canonicalLink(matches, '/api/docs'),
	{ name: 'description', content: 'The Warrington Jobs JSON API: every call, its parameters, bodies and answers.' },
]
