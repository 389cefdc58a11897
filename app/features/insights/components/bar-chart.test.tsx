import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BarChart } from './bar-chart.tsx'

describe('BarChart', () => {
	const html = renderToStaticMarkup(
		<BarChart
			title="Jobs by industry"
			valueHeading="Jobs"
			bars={[
				{ label: 'Healthcare', value: 40 },
				{ label: 'Retail', value: 10, display: '10 jobs' },
			]}
		/>,
	)

	it('draws each bar in proportion, the largest across the space left for its value', () => {
		const widths = [...html.matchAll(/<rect[^>]* width="([\d.]+)"/g)].map((match) => Number(match[1]))
		expect(widths).toEqual([264, 66])
	})

	it('names the drawing by its title and a summary, for screen readers', () => {
		expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title [^"]+-desc"/)
		expect(html).toContain('<desc id="')
		expect(html).toContain('Largest: Healthcare, 40. 2 groups.')
	})

	it('gives the same figures as a table that needs no script to open', () => {
		expect(html).toContain('<details')
		expect(html).toContain(
			'<th scope="row" class="py-1 pr-4 font-normal">Retail</th><td class="py-1 pr-4">10 jobs</td>',
		)
	})
})
