import { useEffect, useRef } from 'react'

type Submitting<Result> = { state: 'idle' | 'submitting' | 'loading'; data?: { result: Result } }

/**
 * Tells a fetcher form's owner how its submission ended, once: `onRefused` with the action's new
 * result when it answered with an error, `onDone` otherwise. A redirect (saved) leaves the
 * fetcher's data as it was, so "new data with an error status" is the one sign of a refusal.
 */
export function useSubmissionOutcome<Result extends { status?: string }>(
	fetcher: Submitting<Result>,
	onRefused: (result: Result) => void,
	onDone: () => void,
) {
	const sent = useRef<{ data: unknown } | null>(null)
	const callbacks = useRef({ onRefused, onDone })
	useEffect(() => {
		callbacks.current = { onRefused, onDone }
	})

	useEffect(() => {
		if (fetcher.state === 'submitting') sent.current ??= { data: fetcher.data }
		if (fetcher.state !== 'idle' || !sent.current) return
		const before = sent.current.data
		sent.current = null
		if (fetcher.data !== before && fetcher.data?.result.status === 'error')
			callbacks.current.onRefused(fetcher.data.result)
		else callbacks.current.onDone()
	}, [fetcher.state, fetcher.data])
}
