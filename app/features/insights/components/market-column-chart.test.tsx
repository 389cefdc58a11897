import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ColumnChart } from './market-column-chart.tsx'

describe('ColumnChart', () => {
	const html = renderToStaticMarkup(
		<ColumnChart
			title="Jobs posted each month"
			labelHeading="Month"
			valueHeading="Jobs posted"
			extraHeading="Average salary"
			columns={[
				{ label: 'Oct 2026', value: 40, extra: '£27,000' },
				{ label: 'Nov 2026', value: 10, extra: 'Not enough data yet' },
			]}
		/>,
	)

	it('draws each column in proportion, the tallest the full height of the plot', () => {
		const heights = [...html.matchAll(/<rect[^>]* height="([\d.]+)"/g)].map((match) => Number(match[1]))
		expect(heights).toEqual([158, 39.5])
	})

	it('names the drawing by its title and a summary, for screen readers', () => {
		expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title [^"]+-desc"/)
		expect(html).toContain('Highest: Oct 2026, 40. Lowest: Nov 2026, 10.')
	})

	it('gives the same figures, and the extra column, as a table that needs no script to open', () => {
		expect(html).toContain('<details')
		expect(html).toContain(
			'<th scope="row" class="py-1 pr-4 font-normal">Nov 2026</th><td class="py-1 pr-4">10</td><td class="py-1 pr-4">Not enough data yet</td>',
		)
	})
})
