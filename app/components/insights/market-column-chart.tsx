import { useId } from 'react'

// A column chart of a series over time (the market trends' months), drawn on the server as SVG
// like BarChart: no script, a title and a summary for screen readers, and the figures as a table
// in a <details> beside it, with room for one more column (an average salary per month, say).

export type Column = {
	label: string
	value: number
	/** How the value reads; the number itself when not given. */
	display?: string
	/** The table's extra cell for this column, when the chart has an extra heading. */
	extra?: string
}

const WIDTH = 360
const HEIGHT = 200
const LABEL_SPACE = 24
const VALUE_SPACE = 18

export function ColumnChart({
	title,
	columns,
	labelHeading,
	valueHeading,
	extraHeading,
	summary,
}: {
	title: string
	columns: readonly Column[]
	/** The table's heading for the labels ("Month"). */
	labelHeading: string
	valueHeading: string
	extraHeading?: string
	summary?: string
}) {
	const id = useId()
	const max = Math.max(0, ...columns.map((column) => column.value))
	const slot = columns.length ? WIDTH / columns.length : WIDTH
	const columnWidth = Math.min(40, slot * 0.6)
	const plotHeight = HEIGHT - LABEL_SPACE - VALUE_SPACE
	return (
		<figure className="w-full max-w-xl">
			<figcaption id={`${id}-title`} className="mb-2 font-semibold text-gray-900">
				{title}
			</figcaption>
			<svg
				viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
				role="img"
				aria-labelledby={`${id}-title ${id}-desc`}
				className="h-auto w-full"
			>
				<desc id={`${id}-desc`}>{summary ?? describe(columns)}</desc>
				<line
					x1={0}
					x2={WIDTH}
					y1={HEIGHT - LABEL_SPACE}
					y2={HEIGHT - LABEL_SPACE}
					className="stroke-gray-400"
					aria-hidden="true"
				/>
				{columns.map((column, index) => {
					const height = max > 0 ? Math.max(column.value > 0 ? 2 : 0, (column.value / max) * plotHeight) : 0
					const centre = index * slot + slot / 2
					const top = HEIGHT - LABEL_SPACE - height
					return (
						<g key={column.label} aria-hidden="true">
							<rect
								x={centre - columnWidth / 2}
								y={top}
								width={columnWidth}
								height={height}
								rx={3}
								className="fill-brand-600"
							/>
							<text x={centre} y={top - 5} textAnchor="middle" className="fill-gray-900 text-[12px] font-semibold">
								{column.display ?? column.value.toLocaleString('en-GB')}
							</text>
							<text x={centre} y={HEIGHT - 7} textAnchor="middle" className="fill-gray-800 text-[12px]">
								{column.label}
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
								{labelHeading}
							</th>
							<th scope="col" className="py-1 pr-4 font-semibold">
								{valueHeading}
							</th>
							{extraHeading ? (
								<th scope="col" className="py-1 font-semibold">
									{extraHeading}
								</th>
							) : null}
						</tr>
					</thead>
					<tbody>
						{columns.map((column) => (
							<tr key={column.label} className="border-t border-gray-200">
								<th scope="row" className="py-1 pr-4 font-normal">
									{column.label}
								</th>
								<td className="py-1 pr-4">{column.display ?? column.value.toLocaleString('en-GB')}</td>
								{extraHeading ? <td className="py-1">{column.extra ?? ''}</td> : null}
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}

/** "Highest: Nov 2026, 42. Lowest: Jun 2026, 3." */
function describe(columns: readonly Column[]) {
	if (columns.length === 0) return 'No figures.'
	const read = (column: Column) => `${column.label}, ${column.display ?? column.value.toLocaleString('en-GB')}`
	const highest = columns.reduce((top, column) => (column.value > top.value ? column : top))
	const lowest = columns.reduce((bottom, column) => (column.value < bottom.value ? column : bottom))
	return `Highest: ${read(highest)}. Lowest: ${read(lowest)}.`
}
