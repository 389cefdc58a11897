// The pages of a list whose count stopped at its cap (decision 249): "Page 2 of more than 50", and
// a next page while the reader is within the counted pages or on a full page past them.
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { Pagination } from './pagination.tsx'

const draw = (props: Parameters<typeof Pagination>[0]) =>
	renderToString(
		<MemoryRouter initialEntries={[`/?search=warehouse&page=${props.page}`]}>
			<Pagination {...props} />
		</MemoryRouter>,
	).replaceAll('<!-- -->', '')

test('an exact count names the last page and stops there', () => {
	expect(draw({ page: 2, pageCount: 3 })).toContain('Page 2 of 3')
	const last = draw({ page: 3, pageCount: 3 })
	expect(last).toContain('Page 3 of 3')
	expect(last).not.toContain('rel="next"')
	expect(draw({ page: 1, pageCount: 1 })).toBe('')
})

test('a capped count says "more than", and pages go on past it while there are more', () => {
	const first = draw({ page: 1, pageCount: 50, more: true })
	expect(first).toContain('Page 1 of more than 50')
	expect(first).toContain('href="/?search=warehouse&amp;page=2"')
	const atCap = draw({ page: 50, pageCount: 50, more: true })
	expect(atCap).toContain('Page 50 of more than 50')
	expect(atCap).toContain('href="/?search=warehouse&amp;page=51"')
	const past = draw({ page: 51, pageCount: 50, more: true })
	expect(past).toContain('Page 51<')
	expect(past).toContain('rel="next"')
	const end = draw({ page: 52, pageCount: 50, more: true, last: true })
	expect(end).toContain('Page 52<')
	expect(end).not.toContain('rel="next"')
	expect(draw({ page: 1, pageCount: 1, more: true })).toContain('Page 1 of more than 1')
})
