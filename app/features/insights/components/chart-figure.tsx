import { useId, type ReactNode } from 'react'

// What every chart of the insight pages is drawn in: a figure titled by its caption, the SVG named
// by that title and a one-sentence summary for screen readers, and the same figures as a table in
// a <details> beside it, so the exact values can be read (or copied) without script and by any
// assistive technology. BarChart and ColumnChart draw the marks inside it.

type FigureRow = { label: string; cells: readonly string[] }

export function ChartFigure({
	title,
	summary,
	viewBox,
	headings,
	rows,
	children,
}: {
	title: string
	summary: string
	viewBox: string
	/** The table's column headings: the labels' first, then one per cell. */
	headings: readonly string[]
	rows: readonly FigureRow[]
	/** The chart's marks, each group aria-hidden: the title, summary and table speak for them. */
	children: ReactNode
}) {
	const id = useId()
	return (
		<figure className="w-full max-w-xl">
			<figcaption id={`${id}-title`} className="mb-2 font-semibold text-gray-900">
				{title}
			</figcaption>
			<svg viewBox={viewBox} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
				<desc id={`${id}-desc`}>{summary}</desc>
				{children}
			</svg>
			<details className="mt-2 text-sm">
				<summary className="cursor-pointer text-brand-700 underline">Show the figures as a table</summary>
				<table className="mt-2 w-full text-left">
					<caption className="sr-only">{title}</caption>
					<thead>
						<tr>
							{headings.map((heading) => (
								<th key={heading} scope="col" className="py-1 pr-4 font-semibold">
									{heading}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.label} className="border-t border-gray-200">
								<th scope="row" className="py-1 pr-4 font-normal">
									{row.label}
								</th>
								{row.cells.map((cell, index) => (
									<td key={index} className="py-1 pr-4">
										{cell}
									</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}
