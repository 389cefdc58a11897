import { useEffect } from 'react'

/** What a toast says. The server's flash toast (platform/toast.server.ts) has the same shape. */
export type ToastMessage = {
	title: string
	description?: string
	type?: 'success' | 'error' | 'info'
}

/** A toast as the Toaster shows it: a fresh id each, so the same message twice is shown (and timed) twice. */
export type ShownToast = ToastMessage & { id: number }

/** A swipe to the right further than this dismisses the toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50

type Listener = (toast: ToastMessage) => void
const listeners = new Set<Listener>()

/**
 * Shows a toast from client code (a fetcher result, say). Only one toast is visible at a
 * time, so this replaces whatever is showing. Server actions should redirect with a flash
 * toast instead, which also works without JavaScript.
 */
export function showToast(toast: ToastMessage) {
	for (const listener of listeners) listener(toast)
}

/** Used by the Toaster to hear client toasts; returns the unsubscribe function. */
export function subscribeToToasts(listener: Listener) {
	listeners.add(listener)
	return () => {
		listeners.delete(listener)
	}
}

/**
 * Shows `toast` whenever a new one arrives, for example `useToast(fetcher.data?.toast)`.
 * Each new object counts as a new toast, so the same message twice shows twice.
 */
export function useToast(toast: ToastMessage | null | undefined) {
	useEffect(() => {
		if (toast) showToast(toast)
	}, [toast])
}
