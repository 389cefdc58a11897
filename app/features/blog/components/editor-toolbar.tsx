// The formatting toolbar over the post's textarea (with JavaScript): each button wraps the
// selection in Markdown, or starts its lines with a prefix.
type Format = { label: string; text: string; before: string; after?: string; lines?: boolean; placeholder: string }

const FORMATS: Format[] = [
	{ label: 'Bold', text: 'B', before: '**', after: '**', placeholder: 'bold text' },
	{ label: 'Italic', text: 'I', before: '_', after: '_', placeholder: 'italic text' },
	{ label: 'Heading', text: 'H', before: '## ', lines: true, placeholder: 'Heading' },
	{ label: 'Bulleted list', text: '•', before: '- ', lines: true, placeholder: 'List item' },
	{ label: 'Numbered list', text: '1.', before: '1. ', lines: true, placeholder: 'List item' },
	{ label: 'Quote', text: '“', before: '> ', lines: true, placeholder: 'Quote' },
	{ label: 'Link', text: 'Link', before: '[', after: '](https://)', placeholder: 'link text' },
]

function apply(textarea: HTMLTextAreaElement, format: Format) {
	const { selectionStart: start, selectionEnd: end, value } = textarea
	const selected = value.slice(start, end) || format.placeholder
	const replacement = format.lines
		? selected
				.split('\n')
				.map((line) => format.before + line)
				.join('\n')
		: format.before + selected + (format.after ?? '')
	textarea.focus()
	textarea.setRangeText(replacement, start, end, 'select')
	// Conform and React listen for input events; setRangeText alone fires none.
	textarea.dispatchEvent(new Event('input', { bubbles: true }))
}

export function Toolbar({ textarea }: { textarea: React.RefObject<HTMLTextAreaElement | null> }) {
	return (
		<div role="toolbar" aria-label="Formatting" className="mt-2 flex flex-wrap gap-1">
			{FORMATS.map((format) => (
				<button
					key={format.label}
					type="button"
					title={format.label}
					onClick={() => textarea.current && apply(textarea.current, format)}
					className="min-w-10 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm font-semibold text-gray-900 hover:bg-gray-50"
				>
					<span aria-hidden="true">{format.text}</span>
					<span className="sr-only">{format.label}</span>
				</button>
			))}
		</div>
	)
}
