// A person's profile picture, or their initials in a circle when they have none (decision 153):
// in the site header and on My Profile. The picture is a square WebP drawn by the server, so the
// image keeps its width and height and never shifts the page as it loads.

const SIZES = {
	/** The phone menu's button. */
	sm: { pixels: 24, className: 'size-6', text: 'text-[0.625rem]' },
	/** The desktop header. */
	md: { pixels: 32, className: 'size-8', text: 'text-xs' },
	/** My Profile. */
	lg: { pixels: 96, className: 'size-24', text: 'text-3xl' },
} as const

/** Up to two letters: the first of the first name and of the last name. */
export function initialsOf(firstName: string, lastName: string) {
	const first = (name: string) => Array.from(name.trim())[0] ?? ''
	return (first(firstName) + first(lastName)).toLocaleUpperCase('en-GB')
}

/**
 * `alt` is what the picture says: the person's name where nothing beside it does, empty where
 * their name is written next to it (the initials are then hidden from screen readers too).
 */
export function UserAvatar({
	src,
	firstName,
	lastName,
	alt,
	size,
	className,
}: {
	src: string | null | undefined
	firstName: string
	lastName: string
	alt: string
	size: keyof typeof SIZES
	className?: string
}) {
	const { pixels, className: sizeClass, text } = SIZES[size]
	if (src) {
		return (
			<img
				src={src}
				alt={alt}
				width={pixels}
				height={pixels}
				className={classes(sizeClass, 'shrink-0 rounded-full bg-gray-100 object-cover', className)}
			/>
		)
	}
	return (
		<span
			role={alt ? 'img' : undefined}
			aria-label={alt || undefined}
			aria-hidden={alt ? undefined : true}
			className={classes(
				sizeClass,
				text,
				'inline-flex shrink-0 select-none items-center justify-center rounded-full bg-brand-700 font-semibold leading-none text-white',
				className,
			)}
		>
			{initialsOf(firstName, lastName)}
		</span>
	)
}

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ')
