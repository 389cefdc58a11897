// Which IP addresses the importer may connect to: only public unicast ones. Checked over the
// address's bytes, so that every way of writing one (IPv4-mapped, 6to4, NAT64, an IPv4 address
// spelt in IPv6) meets the same IPv4 table (decision 229).
import { isIPv4, isIPv6 } from 'node:net'

/** Why an address is not public, in the words a refusal may use; null for a public address. */
export type AddressClass =
	| 'unspecified'
	| 'loopback'
	| 'private'
	| 'shared'
	| 'link-local'
	| 'unique-local'
	| 'multicast'
	| 'benchmarking'
	| 'documentation'
	| 'reserved'
	| 'not-an-address'

type Range = readonly [prefix: number[], bits: number, kind: AddressClass]

const V4: readonly Range[] = [
	[[0], 8, 'unspecified'],
	[[10], 8, 'private'],
	[[100, 64], 10, 'shared'],
	[[127], 8, 'loopback'],
	[[169, 254], 16, 'link-local'],
	[[172, 16], 12, 'private'],
	[[192, 0, 0], 24, 'reserved'],
	[[192, 0, 2], 24, 'documentation'],
	[[192, 88, 99], 24, 'reserved'],
	[[192, 168], 16, 'private'],
	[[198, 18], 15, 'benchmarking'],
	[[198, 51, 100], 24, 'documentation'],
	[[203, 0, 113], 24, 'documentation'],
	[[224], 4, 'multicast'],
	[[240], 4, 'reserved'],
]

// IPv6 outside 2000::/3 (global unicast) is refused whole, after the forms that carry an IPv4
// address have been unwrapped; these are the exceptions inside 2000::/3.
const V6: readonly Range[] = [
	[[0x20, 0x01, 0x00, 0x02, 0x00, 0x00], 48, 'benchmarking'],
	[[0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'],
	// 2001::/23: Teredo, ORCHID and other IETF protocol assignments, none a web server's address.
	[[0x20, 0x01, 0x00], 23, 'reserved'],
	[[0x3f, 0xff], 20, 'documentation'],
]

function inRange(bytes: Uint8Array, [prefix, bits]: Range) {
	for (let bit = 0; bit < bits; bit += 8) {
		const index = bit / 8
		const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff
		if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false
	}
	return true
}

function classOf(bytes: Uint8Array, table: readonly Range[]): AddressClass | null {
	return table.find((range) => inRange(bytes, range))?.[2] ?? null
}

/** An address's 4 or 16 bytes; null when the text is not an IP address (zone ids included). */
export function addressBytes(address: string): Uint8Array | null {
	if (isIPv4(address)) return Uint8Array.from(address.split('.').map(Number))
	if (!isIPv6(address) || address.includes('%')) return null
	let text = address.toLowerCase()
	const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
	let tail: number[] = []
	if (dotted) {
		tail = dotted[1]!.split('.').map(Number)
		text = text.slice(0, -dotted[1]!.length)
		if (!text.endsWith('::')) text = text.slice(0, -1)
	}
	const [head, rest] = text.split('::') as [string, string | undefined]
	const words = (part: string | undefined) => (part ? part.split(':').map((word) => parseInt(word, 16)) : [])
	const left = words(head)
	const right = words(rest)
	const groups = 8 - tail.length / 2
	const all =
		rest === undefined ? left : [...left, ...Array<number>(groups - left.length - right.length).fill(0), ...right]
	const bytes = new Uint8Array(16)
	all.slice(0, groups).forEach((word, index) => {
		bytes[index * 2] = word >> 8
		bytes[index * 2 + 1] = word & 0xff
	})
	bytes.set(tail, 12)
	return bytes
}

/** Null when `address` is a public unicast address the importer may connect to; otherwise why not. */
export function classifyAddress(address: string): AddressClass | null {
	const bytes = addressBytes(address)
	if (!bytes) return 'not-an-address'
	if (bytes.length === 4) return classOf(bytes, V4)
	const embedded = embeddedIPv4(bytes)
	if (embedded) return classOf(embedded, V4)
	if (bytes.every((byte) => byte === 0)) return 'unspecified'
	if (bytes.slice(0, 15).every((byte) => byte === 0) && bytes[15] === 1) return 'loopback'
	if ((bytes[0]! & 0xfe) === 0xfc) return 'unique-local'
	if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0x80) return 'link-local'
	if (bytes[0] === 0xff) return 'multicast'
	if ((bytes[0]! & 0xe0) !== 0x20) return 'reserved'
	return classOf(bytes, V6)
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) one. */
function embeddedIPv4(bytes: Uint8Array): Uint8Array | null {
	const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0)
	if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12)
	if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) {
		return bytes.slice(12)
	}
	if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6)
	return null
}
