import { Link, type LinkProps } from 'react-router'

// The one button of the site, in five variants and three sizes. A link that looks like a button
// (a call to action that navigates) takes the same classes through ButtonLink, so the two never drift.
// The looks are short classes (.btn, .btn-primary, .btn-md ...) defined once in app.css, not
// Tailwind lists repeated in every button's HTML (decision 169); a caller's utilities still win.

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-secondary' | 'link'
type ButtonSize = 'sm' | 'md' | 'lg'

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
	const padding = variant === 'link' ? '' : `btn-${size}`
	return ['btn', `btn-${variant}`, padding, className].filter(Boolean).join(' ')
}

type Look = { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className, type = 'submit', ...props }: React.ComponentProps<'button'> & Look) {
	return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
	return <Link className={buttonClassName({ variant, size, className })} {...props} />
}
