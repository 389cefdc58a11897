// The drill's reading of deploy/systemd's unit files. systemd is not PID 1 on the machine the drill
// runs on, so it starts each process itself with exactly what the unit declares: ExecStart,
// WorkingDirectory, Environment and EnvironmentFile. Only the deployment's paths are mapped to the
// drill's (the checkout, the env file); anything else the parser does not understand stops the drill
// rather than being skipped, so a unit cannot drift from what was proven.
import { readFileSync } from 'node:fs'

export type UnitProcess = {
	/** The unit's file name with the instance put in: warrington-jobs@3001.service. */
	name: string
	command: string
	args: string[]
	cwd: string
	/** The unit's environment: Environment= lines, then EnvironmentFile= files, which override them. */
	env: Record<string, string>
	/** The settings the drill cannot apply (User=, hardening): named in its report. */
	notApplied: string[]
}

/** The [Service] keys the drill applies; every other key is listed as not applied. */
const APPLIED = new Set(['ExecStart', 'WorkingDirectory', 'Environment', 'EnvironmentFile', 'Type'])

/**
 * Reads a unit file as systemd would start it: `instance` fills `%i` of a template unit, and each
 * entry of `paths` maps a path of the deployment (its start) to the drill's.
 */
export function readUnit(file: string, options: { instance?: string; paths: Record<string, string> }): UnitProcess {
	const base = file.split('/').at(-1)!
	const name = options.instance ? base.replace('@.', `@${options.instance}.`) : base
	const service = serviceSection(readFileSync(file, 'utf8'), file)
	const expand = (value: string) => mapPath(specifiers(value, options.instance, file), options.paths)

	let exec: string[] | undefined
	let cwd: string | undefined
	const declared: Record<string, string> = {}
	const fromFiles: Record<string, string> = {}
	const notApplied: string[] = []
	for (const [key, value] of service) {
		if (key === 'ExecStart') {
			if (/^[-@+!:]/.test(value)) throw new Error(`${file}: ExecStart prefixes are not understood by the drill`)
			exec = words(specifiers(value, options.instance, file)).map((word) => mapPath(word, options.paths))
		} else if (key === 'WorkingDirectory') cwd = expand(value)
		else if (key === 'Environment') {
			for (const assignment of words(specifiers(value, options.instance, file)))
				Object.assign(declared, assignmentOf(assignment, file))
		} else if (key === 'EnvironmentFile') {
			const optional = value.startsWith('-')
			const path = expand(optional ? value.slice(1) : value)
			let text: string
			try {
				text = readFileSync(path, 'utf8')
			} catch (error) {
				if (optional) continue
				throw error
			}
			Object.assign(fromFiles, readEnvironmentFile(text, path))
		} else if (key === 'Type') {
			if (value !== 'simple') throw new Error(`${file}: Type=${value} is not understood by the drill`)
		} else if (!APPLIED.has(key)) notApplied.push(`${key}=${value}`)
	}
	if (!exec?.length) throw new Error(`${file}: no ExecStart`)
	if (!cwd) throw new Error(`${file}: no WorkingDirectory`)
	const [command, ...args] = exec
	return { name, command: command!, args, cwd, env: { ...declared, ...fromFiles }, notApplied }
}

/** An EnvironmentFile's assignments: NAME=value lines, `#` and `;` comments, optional quotes. */
export function readEnvironmentFile(text: string, file = 'environment file') {
	const env: Record<string, string> = {}
	for (const raw of text.split('\n')) {
		const line = raw.trim()
		if (line === '' || line.startsWith('#') || line.startsWith(';')) continue
		Object.assign(env, assignmentOf(line, file))
	}
	return env
}

/** The [Service] section's key=value pairs in order; comments and other sections left out. */
function serviceSection(text: string, file: string) {
	const pairs: [string, string][] = []
	let section = ''
	for (const raw of text.split('\n')) {
		const line = raw.trim()
		if (line === '' || line.startsWith('#') || line.startsWith(';')) continue
		if (line.endsWith('\\')) throw new Error(`${file}: continued lines are not understood by the drill`)
		const header = /^\[(.+)\]$/.exec(line)
		if (header) {
			section = header[1]!
			continue
		}
		if (section !== 'Service') continue
		const equals = line.indexOf('=')
		if (equals < 1) throw new Error(`${file}: not a setting: ${line}`)
		pairs.push([line.slice(0, equals).trim(), line.slice(equals + 1).trim()])
	}
	return pairs
}

function specifiers(value: string, instance: string | undefined, file: string) {
	return value.replace(/%(.)/g, (_, letter: string) => {
		if (letter === '%') return '%'
		if (letter === 'i' && instance !== undefined) return instance
		throw new Error(`${file}: the specifier %${letter} is not understood by the drill`)
	})
}

function mapPath(value: string, paths: Record<string, string>) {
	for (const [from, to] of Object.entries(paths)) {
		if (value === from || value.startsWith(`${from}/`)) return to + value.slice(from.length)
	}
	return value
}

/** Whitespace-separated words, a double- or single-quoted word kept whole (systemd's quoting). */
function words(value: string) {
	return [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((match) =>
		match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? match[3]!),
	)
}

function assignmentOf(text: string, file: string): Record<string, string> {
	const equals = text.indexOf('=')
	const name = text.slice(0, equals).trim()
	if (equals < 1 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`${file}: not an assignment: ${text}`)
	let value = text.slice(equals + 1).trim()
	if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1)
	return { [name]: value }
}
