// The listing's distance search (decision 159): a postcode and a radius, part of the hero's GET
// form, so they work without JavaScript. With JavaScript the postcode is sent when the person
// presses Enter or Find Jobs (not at each key, which would complain about half a postcode);
// a new radius is sent at once, like the other controls.
import { RADIUS_MILES } from '../postcode.ts'

export type DistanceErrors = { near?: string; radius?: string }

export function DistanceFields({ near, radius, errors }: { near: string; radius: string; errors: DistanceErrors }) {
	const describedBy = (field: keyof DistanceErrors) => (errors[field] ? `${field}-error` : undefined)
	return (
		<div className="grid grid-cols-[1fr_auto] gap-3">
			<label className="sr-only" htmlFor="near">
				Postcode
			</label>
			<input
				id="near"
				name="near"
				type="text"
				defaultValue={near}
				placeholder="Postcode, e.g. WA4 6PH"
				autoComplete="postal-code"
				autoCapitalize="characters"
				maxLength={10}
				aria-invalid={errors.near ? true : undefined}
				aria-describedby={describedBy('near')}
				className="search-field min-w-0"
			/>
			<label className="sr-only" htmlFor="radius">
				Search radius
			</label>
			<select
				id="radius"
				name="radius"
				defaultValue={radius}
				aria-invalid={errors.radius ? true : undefined}
				aria-describedby={describedBy('radius')}
				className="search-field"
			>
				{RADIUS_MILES.map((miles) => (
					<option key={miles} value={String(miles)}>
						{miles === 1 ? 'Within 1 mile' : `Within ${miles} miles`}
					</option>
				))}
			</select>
			{(['near', 'radius'] as const).map((field) =>
				errors[field] ? (
					<p key={field} id={`${field}-error`} className="col-span-2 text-sm font-medium text-red-700">
						{errors[field]}
					</p>
				) : null,
			)}
		</div>
	)
}
