// robots.txt as Google documents it (RFC 9309): the group for our user agent, else `*`; Allow and
// Disallow by longest match, `*` for any run of characters and a final `$` for the path's end;
// on a tie Allow wins.

/** The token a robots.txt names the board's importer by. */
export const ROBOTS_AGENT = 'warringtonjobsbot'

export type RobotsRule = { allow: boolean; pattern: string }

/** The rules that apply to the board's importer in a robots.txt. */
export function robotsRules(text: string, agent = ROBOTS_AGENT): RobotsRule[] {
	const groups: { agents: string[]; rules: RobotsRule[] }[] = []
	let current: { agents: string[]; rules: RobotsRule[] } | null = null
	let readingAgents = false
	for (const line of text.split(/\r\n|\r|\n/)) {
		const content = line.replace(/#.*/, '').trim()
		const colon = content.indexOf(':')
		if (colon < 0) continue
		const key = content.slice(0, colon).trim().toLowerCase()
		const value = content.slice(colon + 1).trim()
		if (key === 'user-agent') {
			if (!readingAgents || !current) {
				current = { agents: [], rules: [] }
				groups.push(current)
			}
			current.agents.push(value.toLowerCase())
			readingAgents = true
		} else if (key === 'allow' || key === 'disallow') {
			readingAgents = false
			if (current && value) current.rules.push({ allow: key === 'allow', pattern: value })
		}
	}
	const ours = groups.filter((group) => group.agents.includes(agent))
	const chosen = ours.length > 0 ? ours : groups.filter((group) => group.agents.includes('*'))
	return chosen.flatMap((group) => group.rules)
}

function matchLength(pattern: string, path: string) {
	const anchored = pattern.endsWith('$')
	const body = anchored ? pattern.slice(0, -1) : pattern
	const source = body
		.split('*')
		.map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
		.join('.*')
	return new RegExp(`^${source}${anchored ? '$' : ''}`).test(path) ? pattern.length : -1
}

/** Whether `path` (with its query) may be fetched under `rules`. */
export function isAllowedPath(rules: RobotsRule[], path: string) {
	if (path === '/robots.txt') return true
	let best: RobotsRule | null = null
	let bestLength = -1
	for (const rule of rules) {
		const length = matchLength(rule.pattern, path)
		if (length > bestLength || (length === bestLength && length >= 0 && rule.allow)) {
			best = rule
			bestLength = length
		}
	}
	return best === null || bestLength < 0 ? true : best.allow
}
