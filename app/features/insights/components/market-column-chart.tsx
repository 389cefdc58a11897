import { ChartFigure } from './chart-figure.tsx'

// A column chart of a series over time (the market trends' months), drawn on the server as SVG
// in a ChartFigure like BarChart, its table with room for one more column (an average salary per
// month, say).

type Column = {
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
	const max = Math.max(0, ...columns.map((column) => column.value))
	const slot = columns.length ? WIDTH / columns.length : WIDTH
	const columnWidth = Math.min(40, slot * 0.6)
	const plotHeight = HEIGHT - LABEL_SPACE - VALUE_SPACE
	const read = (column: Column) => column.display ?? column.value.toLocaleString('en-GB')
	return (
		<ChartFigure
			title={title}
			summary={summary ?? describe(columns)}
			viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
			headings={extraHeading ? [labelHeading, valueHeading, extraHeading] : [labelHeading, valueHeading]}
			rows={columns.map((column) => ({
				label: column.label,
				cells: extraHeading ? [read(column), column.extra ?? ''] : [read(column)],
			}))}
		>
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
							{read(column)}
						</text>
						<text x={centre} y={HEIGHT - 7} textAnchor="middle" className="fill-gray-800 text-[12px]">
							{column.label}
						</text>
					</g>
				)
			})}
		</ChartFigure>
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
