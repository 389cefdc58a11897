import { NOT_ENOUGH_DATA } from '../insight-options.ts'

// Small pieces every insight page shares: a figure tile, and what a figure says when there are too
// few rows to compute it honestly.

/** A headline figure: its name, the value (or "Not enough data yet"), and what it was computed from. */
export function StatTile({ label, value, note }: { label: string; value: string | null; note?: string }) {
	return (
		<div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
			<p className="text-sm font-medium text-gray-700">{label}</p>
			{value === null ? (
				<p className="mt-1 text-base font-semibold text-gray-700">{NOT_ENOUGH_DATA}</p>
			) : (
				<p className="mt-1 text-2xl font-bold text-gray-900">{value}</p>
			)}
			{note ? <p className="mt-1 text-xs text-gray-700">{note}</p> : null}
		</div>
	)
}

/** In place of a chart or list when the sample is too small; `detail` says how small, or what would help. */
export function NotEnoughData({ detail }: { detail?: string }) {
	return (
		<div className="rounded-md border border-dashed border-gray-300 bg-gray-50 p-4 text-gray-800">
			<p className="font-semibold">{NOT_ENOUGH_DATA}</p>
			{detail ? <p className="mt-1 text-sm">{detail}</p> : null}
		</div>
	)
}

/** Whole pounds as the pages show them: "£27,500". */
export function formatPounds(pounds: number) {
	return `£${Math.round(pounds).toLocaleString('en-GB')}`
}
