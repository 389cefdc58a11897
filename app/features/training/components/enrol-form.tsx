import { Form, useNavigation } from 'react-router'
import { Button } from '../../../ui/button.tsx'

/**
 * The Enrol button: a plain form post to /training/{id}/enroll, so it works without JavaScript.
 * A full course, or a paid one while card payments are off, shows why instead of a button that
 * cannot work.
 */
export function EnrolForm({
	courseId,
	title,
	priceText,
	placesLeft,
	paymentsAvailable,
	size = 'md',
}: {
	courseId: number
	title: string
	priceText: string
	placesLeft: number | null
	paymentsAvailable: boolean
	size?: 'sm' | 'md' | 'lg'
}) {
	const action = `/training/${courseId}/enroll`
	const navigation = useNavigation()
	// With JavaScript a second tap while the first is on its way does nothing.
	const enrolling = navigation.state !== 'idle' && navigation.formAction === action
	if (placesLeft === 0)
		return (
			<p className="rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-sm font-semibold text-gray-800">
				Full: no places left
			</p>
		)
	if (priceText !== 'Free' && !paymentsAvailable)
		return (
			<p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
				Paid courses cannot be booked right now: card payments are not configured.
			</p>
		)
	return (
		<Form method="post" action={action}>
			<Button size={size} disabled={enrolling}>
				{priceText === 'Free' ? 'Enrol' : `Enrol for ${priceText}`}
				<span className="sr-only"> on {title}</span>
			</Button>
		</Form>
	)
}
