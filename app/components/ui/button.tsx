import { Link, type LinkProps } from 'react-router'

// The one button of the site, in five variants and three sizes. A link that looks like a button
// (a call to action that navigates) takes the same classes through ButtonLink, so the two never drift.

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-secondary' | 'link'
type ButtonSize = 'sm' | 'md' | 'lg'

const BASE =
	'rounded-md font-semibold focus:outline-none focus:ring-2 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70'

const VARIANTS: Record<ButtonVariant, string> = {
	primary: 'bg-brand-700 text-white hover:bg-brand-800 focus:ring-brand-600',
	secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 focus:ring-brand-600',
	danger: 'bg-red-700 text-white hover:bg-red-800 focus:ring-red-700',
	// The first step towards something destructive (a Delete that asks before it deletes), or a retry inside an error.
	'danger-secondary': 'border border-red-300 bg-white text-red-800 hover:bg-red-50 focus:ring-red-700',
	link: 'text-brand-700 underline hover:text-brand-800 focus:ring-brand-600',
}

const SIZES: Record<ButtonSize, string> = {
	sm: 'px-3 py-2 text-sm',
	md: 'px-4 py-2',
	lg: 'px-5 py-2.5',
}

/** The classes of a button: for the rare element that is neither a <button> nor a <Link>. */
export function buttonClassName({
	variant = 'primary',
	size = 'md',
	className,
}: {
	variant?: ButtonVariant
	size?: ButtonSize
	className?: string
} = {}) {
	const padding = variant === 'link' ? '' : SIZES[size]
	return [BASE, VARIANTS[variant], padding, className].filter(Boolean).join(' ')
}

type Look = { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className, type = 'submit', ...props }: React.ComponentProps<'button'> & Look) {
	return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
	return <Link className={buttonClassName({ variant, size, className })} {...props} />
}
