import { useState } from 'react'

/**
 * Share a post: the device's share sheet (Web Share API) where there is one, else the link copied
 * to the clipboard; without JavaScript, or when neither works, a plain link to the post's address.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
	const [copied, setCopied] = useState(false)
	const share = async (event: React.MouseEvent<HTMLAnchorElement>) => {
		if (typeof navigator.share === 'function') {
			event.preventDefault()
			try {
				await navigator.share({ title, url })
			} catch {
				// Closed by the reader: nothing to do.
			}
			return
		}
		if (navigator.clipboard?.writeText) {
			event.preventDefault()
			try {
				await navigator.clipboard.writeText(url)
				setCopied(true)
			} catch {
				window.location.assign(url)
			}
		}
	}
	return (
		<span className="inline-flex items-center gap-2">
			<a
				href={url}
				onClick={share}
				className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50"
			>
				<svg
					aria-hidden="true"
					viewBox="0 0 24 24"
					fill="none"
					stroke="currentColor"
					strokeWidth="2"
					className="size-4"
				>
					<path d="M4 12v7a1 1 0 001 1h14a1 1 0 001-1v-7M16 6l-4-4-4 4M12 2v14" strokeLinecap="round" />
				</svg>
				Share
			</a>
			<span role="status" className="text-sm text-gray-700">
				{copied ? 'Link copied' : ''}
			</span>
		</span>
	)
}
