// Every mail's template, rendered with its example props (decision 213): both parts, the same links
// in each, real headings, the language and the dark-mode hints. A template is any module in an
// area's `mails/` folder; each exports its component with `PreviewProps`, so a new template is
// rendered here without being listed. Every module that sends mail renders it from a template.
import type { ComponentType } from 'react'
import { describe, expect, test } from 'vitest'
import { renderMail } from './platform/mail/render.server.ts'
import { contrast, MAIL_COLOURS } from './platform/mail/layout.ts'

type Template = ComponentType<object> & { PreviewProps?: object }

const templateModules = import.meta.glob<Record<string, unknown>>('./features/*/mails/*.ts', { eager: true })
const sources = import.meta.glob<string>('./features/**/*.server.ts', { eager: true, query: '?raw', import: 'default' })

const templates = Object.entries(templateModules).flatMap(([path, module]) =>
	Object.entries(module)
		.filter((entry): entry is [string, Template] => typeof entry[1] === 'function')
		.map(([name, component]) => ({ path, name, component })),
)

/** HTML's character references decoded, and the invisible spacing of buttons and previews dropped. */
function decoded(html: string) {
	return html
		.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&quot;', '"')
		.replaceAll('&amp;', '&')
		.replace(/[\u200a-\u200f\u2028\u2029\ufeff\u00ad]|\u034f/g, '')
}

/** Every href of the HTML part. */
function htmlLinks(html: string) {
	return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => decoded(match[1]!))
}

/** Every web address written out in the text part (in angle brackets after a link's words). */
function textLinks(text: string) {
	return [...text.matchAll(/https?:\/\/[^\s<>]+/g)].map((match) => match[0])
}

/** The text of every element named `tag` in the HTML part, a line for each <br>. */
function elementTexts(html: string, tag: string) {
	return [...html.matchAll(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`, 'g'))].map((match) =>
		decoded(
			match[0]
				.replace(/<br\s*\/?>/g, '\n')
				.replace(/<!--[\s\S]*?-->/g, '')
				.replace(/<[^>]+>/g, ''),
		).trim(),
	)
}

test('the areas have their mail templates, each with example props', () => {
	expect(Object.keys(templateModules).length).toBeGreaterThanOrEqual(9)
	for (const [path, module] of Object.entries(templateModules)) {
		const withExample = Object.values(module).filter((value) => typeof value === 'function' && 'PreviewProps' in value)
		expect(withExample, `${path} exports a template with PreviewProps`).toHaveLength(1)
	}
})

describe.each(templates.filter(({ component }) => component.PreviewProps))('$path', ({ component: Template }) => {
	test('renders both parts with the same links, real headings, en-GB and dark-mode hints', async () => {
		const { html, text } = await renderMail(<Template {...Template.PreviewProps!} />)
		expect(html).toMatch(/<html[^>]* lang="en-GB"/)
		expect(html).toContain('<meta name="color-scheme" content="light dark"/>')
		expect(html).toContain('@media (prefers-color-scheme: dark)')
		const [heading, ...moreH1] = elementTexts(html, 'h1')
		expect(heading).toBeTruthy()
		expect(moreH1).toEqual([])
		// The heading is the first line of the text part: a reader of either part meets it first.
		expect(text.split('\n')[0]).toBe(heading)

		const links = htmlLinks(html)
		expect(links.length).toBeGreaterThan(0)
		const web = links.filter((link) => !link.startsWith('mailto:'))
		expect(new Set(textLinks(text))).toEqual(new Set(web))
		// A mail address is its link's words, so the text part says it without the mailto: scheme.
		for (const link of links.filter((link) => link.startsWith('mailto:'))) expect(text).toContain(link.slice(7))
		for (const words of elementTexts(html, 'a')) expect(words).not.toMatch(/^(click )?here$|^link$|^$/i)
		// Every line of every paragraph of the HTML part is in the text part.
		// (the text part's link addresses set aside)
		const flat = text.replace(/ ?<https?:\/\/[^\s<>]+>/g, '').replace(/\s+/g, ' ')
		for (const paragraph of elementTexts(html, 'p'))
			for (const line of paragraph.split('\n')) expect(flat).toContain(line.replace(/\s+/g, ' ').trim())
	})
})

test('every module that sends mail renders it from a template', () => {
	const resolve = (from: string, spec: string) =>
		new URL(spec, `file:///${from.slice(2)}`).pathname.replace(/^\//, './')
	const renders = (path: string, seen = new Set<string>()): boolean => {
		const source = sources[path]
		if (!source || seen.has(path)) return false
		seen.add(path)
		if (/renderMail\(/.test(source)) return true
		return [...source.matchAll(/from '(\.[^']+\.server\.ts)'/g)].some((match) =>
			renders(resolve(path, match[1]!), seen),
		)
	}
	const senders = Object.entries(sources).filter(([, source]) => /\bsendMail\(/.test(source))
	expect(senders.length).toBeGreaterThanOrEqual(7)
	for (const [path] of senders) expect(renders(path), `${path} sends mail from a template`).toBe(true)
})

test('text and links keep a contrast of at least 4.5:1 on the light and the dark page', () => {
	for (const [page, colours] of [
		[MAIL_COLOURS.light.page, MAIL_COLOURS.light],
		[MAIL_COLOURS.dark.page, MAIL_COLOURS.dark],
	] as const) {
		for (const colour of [colours.text, colours.muted, colours.link])
			expect(contrast(colour, page)).toBeGreaterThanOrEqual(4.5)
		expect(contrast(colours.buttonText, colours.button)).toBeGreaterThanOrEqual(4.5)
	}
})
