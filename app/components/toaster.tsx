import type { Toast } from '../services/toast.server.ts'

export function Toaster({ toast }: { toast: Toast | null }) {
	if (!toast) return null
	return (
		<section aria-label="Notifications (F8)" className="fixed bottom-4 right-4 z-50 w-full max-w-[420px]">
			<div role="status" className="rounded-md border border-gray-200 bg-white p-4 shadow-lg">
				<p className="font-semibold">{toast.title}</p>
				{toast.description ? <p className="text-sm text-gray-600">{toast.description}</p> : null}
			</div>
		</section>
	)
}
