import { useId } from 'react'

// A horizontal bar chart drawn on the server as SVG: no script, readable on a 360 px phone (the
// drawing is 360 units wide and scales down no further than the page), with its title and a
// short summary for screen readers, and the same figures as a table in a <details> beside it, so
// the exact values can be read (or copied) with JavaScript off and by any assistive technology.

export type Bar = {
	label: string
	value: number
	/** How the value reads (a salary, a percentage); the number itself when not given. */
	display?: string
}

const WIDTH = 360
const ROW = 44
const BAR_HEIGHT = 16
const LABEL_BASELINE = 14
const VALUE_SPACE = 96

export function BarChart({
	title,
	bars,
	valueHeading,
	summary,
	colour = 'fill-brand-600',
}: {
	title: string
	bars: readonly Bar[]
	/** The table's heading for the values column ("Jobs", "Median salary"). */
	valueHeading: string
	/** One sentence saying what the chart shows, for screen readers: the biggest bar, say. */
	summary?: string
	/** A Tailwind fill class for the bars. */
	colour?: string
}) {
	const id = useId()
	const max = Math.max(0, ...bars.map((bar) => bar.value))
	const height = Math.max(ROW, bars.length * ROW)
	const barSpace = WIDTH - VALUE_SPACE
	return (
		<figure className="w-full max-w-xl">
			<figcaption id={`${id}-title`} className="mb-2 font-semibold text-gray-900">
				{title}
			</figcaption>
			<svg
				viewBox={`0 0 ${WIDTH} ${height}`}
				role="img"
				aria-labelledby={`${id}-title ${id}-desc`}
				className="h-auto w-full"
			>
				<desc id={`${id}-desc`}>{summary ?? describe(bars)}</desc>
				{bars.map((bar, index) => {
					const y = index * ROW
					const width = max > 0 ? Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * barSpace) : 0
					return (
						<g key={bar.label} aria-hidden="true">
							<text x={0} y={y + LABEL_BASELINE} className="fill-gray-800 text-[13px]">
								{bar.label}
							</text>
							<rect x={0} y={y + 20} width={width} height={BAR_HEIGHT} rx={3} className={colour} />
							<text x={width + 6} y={y + 20 + 13} className="fill-gray-900 text-[13px] font-semibold">
								{bar.display ?? bar.value.toLocaleString('en-GB')}
							</text>
						</g>
					)
				})}
			</svg>
			<details className="mt-2 text-sm">
				<summary className="cursor-pointer text-brand-700 underline">Show the figures as a table</summary>
				<table className="mt-2 w-full text-left">
					<caption className="sr-only">{title}</caption>
					<thead>
						<tr>
							<th scope="col" className="py-1 pr-4 font-semibold">
								Group
							</th>
							<th scope="col" className="py-1 font-semibold">
								{valueHeading}
							</th>
						</tr>
					</thead>
					<tbody>
						{bars.map((bar) => (
							<tr key={bar.label} className="border-t border-gray-200">
								<th scope="row" className="py-1 pr-4 font-normal">
									{bar.label}
								</th>
								<td className="py-1">{bar.display ?? bar.value.toLocaleString('en-GB')}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}

/** "Largest: Healthcare, 42. 5 groups." */
function describe(bars: readonly Bar[]) {
	if (bars.length === 0) return 'No figures.'
	const largest = bars.reduce((top, bar) => (bar.value > top.value ? bar : top))
	return `Largest: ${largest.label}, ${largest.display ?? largest.value.toLocaleString('en-GB')}. ${bars.length} ${bars.length === 1 ? 'group' : 'groups'}.`
}
