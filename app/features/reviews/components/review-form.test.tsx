// A refused review says why, and only why (decision 189): not "Please try again" beside a reason
// that trying again will not change.
import { describe, expect, test } from 'vitest'
import { renderedHtml } from '../../../../tests/fixtures/render.tsx'
import { ReviewForm } from './review-form.tsx'

const REASON =
	'You have already reviewed Orford Logistics in the last 12 months. You can review it again from 3 March 2027.'

describe('the Write Review form’s alert', () => {
	test('a second review of a company shows the reason alone', async () => {
		const html = await renderedHtml(
			<ReviewForm
				companyName="Orford Logistics"
				pending={false}
				lastResult={{ status: 'error', initialValue: { companyName: 'Orford Logistics' }, error: { '': [REASON] } }}
			/>,
		)
		const alert = html.match(/<div role="alert"[\s\S]*?<\/div>/)?.[0] ?? ''
		expect(alert).toContain(REASON)
		expect(alert.replace(/<[^>]+>/g, '')).toBe(REASON)
		expect(html).not.toMatch(/try again/i)
	})
})
