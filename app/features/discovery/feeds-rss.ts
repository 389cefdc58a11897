// The RSS 2.0 writer for listing searches' feeds (routes/jobs.rss.ts). Only what RSS 2.0 and
// feed readers need: the channel with its own address (atom:link rel="self", as the RSS Advisory
// Board recommends), and per job a title, link, permalink guid, date and an HTML summary.
import { rfc822, XML_DECLARATION, xmlCdata, xmlText } from './xml.ts'

export type RssChannel = {
	title: string
	/** The listing page of the search, absolute. */
	link: string
	/** Plain text. */
	description: string
	/** This feed's own address, absolute. */
	selfUrl: string
	lastBuildDate: Date
}

export type RssItem = {
	title: string
	/** The job's page, absolute; also its guid (a permalink). */
	link: string
	pubDate: Date | string
	/** HTML already made safe: the caller escaped every text it holds. */
	descriptionHtml: string
}

export function rssXml(channel: RssChannel, items: RssItem[]) {
	const lines = [
		XML_DECLARATION,
		'<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
		'<channel>',
		`<title>${xmlText(channel.title)}</title>`,
		`<link>${xmlText(channel.link)}</link>`,
		`<description>${xmlText(channel.description)}</description>`,
		`<atom:link href="${xmlText(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
		'<language>en-gb</language>',
		`<lastBuildDate>${rfc822(channel.lastBuildDate)}</lastBuildDate>`,
		...items.map(
			(item) =>
				`<item><title>${xmlText(item.title)}</title><link>${xmlText(item.link)}</link>` +
				`<guid isPermaLink="true">${xmlText(item.link)}</guid><pubDate>${rfc822(item.pubDate)}</pubDate>` +
				`<description>${xmlCdata(item.descriptionHtml)}</description></item>`,
		),
		'</channel>',
		'</rss>',
	]
	return `${lines.join('\n')}\n`
}

/** What a feed answers with: RSS's own media type, so readers and browsers know it. */
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'
