import { ChartFigure } from './chart-figure.tsx'

// A horizontal bar chart drawn on the server as SVG, readable on a 360 px phone (the drawing is
// 360 units wide and scales down no further than the page), in a ChartFigure: its title, a
// summary for screen readers and the figures as a table beside it.

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
	const max = Math.max(0, ...bars.map((bar) => bar.value))
	const height = Math.max(ROW, bars.length * ROW)
	const barSpace = WIDTH - VALUE_SPACE
	const read = (bar: Bar) => bar.display ?? bar.value.toLocaleString('en-GB')
	return (
		<ChartFigure
			title={title}
			summary={summary ?? describe(bars)}
			viewBox={`0 0 ${WIDTH} ${height}`}
			headings={['Group', valueHeading]}
			rows={bars.map((bar) => ({ label: bar.label, cells: [read(bar)] }))}
		>
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
							{read(bar)}
						</text>
					</g>
				)
			})}
		</ChartFigure>
	)
}

/** "Largest: Healthcare, 42. 5 groups." */
function describe(bars: readonly Bar[]) {
	if (bars.length === 0) return 'No figures.'
	const largest = bars.reduce((top, bar) => (bar.value > top.value ? bar : top))
	return `Largest: ${largest.label}, ${largest.display ?? largest.value.toLocaleString('en-GB')}. ${bars.length} ${bars.length === 1 ? 'group' : 'groups'}.`
}
