// The CV of a custom application (decision 111). A seeker with a saved CV picks it (the default),
// another file, or none; everyone else gets the plain optional file input. Without JavaScript the
// radios and the file input are all there and a chosen file wins over the default tick (the
// server's rule); with it, choosing a file ticks "Upload a different CV" and ticking another
// choice clears the file, so what is shown is what is sent.
import { getCollectionProps, getInputProps, type FieldMetadata } from '@conform-to/react'
import { useRef } from 'react'
import { type CvSource } from '../application-schemas.ts'
import { UPLOAD_KINDS } from '../../../platform/upload-kinds.ts'
import { ErrorList } from '../../../ui/forms.tsx'

export type SavedCv = { fileName: string; uploadedOn: string | null }

const FILE_INPUT_CLASS =
	'mt-1 block w-full text-sm text-gray-800 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-gray-900 hover:file:bg-gray-50'
const RADIO_CLASS = 'mt-1 h-4 w-4 shrink-0 accent-brand-700'

export function CvChoice({
	cv,
	cvSource,
	savedCv,
}: {
	cv: FieldMetadata<unknown>
	cvSource: FieldMetadata<CvSource | undefined>
	savedCv: SavedCv | null
}) {
	const fileRef = useRef<HTMLInputElement>(null)
	const uploadRef = useRef<HTMLInputElement>(null)

	if (!savedCv) {
		return (
			<div>
				<CvFileInput cv={cv} label="CV (optional)" labelClassName="font-medium" />
			</div>
		)
	}

	/** Another choice than a file: any file chosen earlier is dropped. */
	const clearFile = () => {
		if (fileRef.current) fileRef.current.value = ''
	}
	const radios = getCollectionProps(cvSource, { type: 'radio', options: ['saved', 'upload', 'none'] })
	// Each radio with its own id; the key goes on no element here, the radios are not a list.
	const radio = (value: CvSource) => {
		const { key: _key, ...props } = radios.find((candidate) => candidate.value === value)!
		return props
	}

	return (
		<fieldset aria-describedby={cvSource.errors?.length ? cvSource.errorId : undefined}>
			<legend className="text-sm font-medium text-gray-800">CV</legend>
			<div className="mt-2 flex flex-col gap-3">
				<label className="flex items-start gap-2">
					<input {...radio('saved')} onChange={clearFile} className={RADIO_CLASS} />
					<span>
						<span className="block font-medium text-gray-900">Use my saved CV</span>
						<span className="block text-sm break-words text-gray-700" data-testid="saved-cv">
							{savedCv.fileName}
							{savedCv.uploadedOn ? `, uploaded ${savedCv.uploadedOn}` : ''}
						</span>
					</span>
				</label>
				<div>
					<label className="flex items-start gap-2">
						<input {...radio('upload')} ref={uploadRef} className={RADIO_CLASS} />
						<span className="font-medium text-gray-900">Upload a different CV</span>
					</label>
					<div className="mt-1 pl-6">
						<CvFileInput
							cv={cv}
							label="CV file"
							inputRef={fileRef}
							onChosen={() => {
								if (uploadRef.current) uploadRef.current.checked = true
							}}
						/>
					</div>
				</div>
				<label className="flex items-start gap-2">
					<input {...radio('none')} onChange={clearFile} className={RADIO_CLASS} />
					<span className="font-medium text-gray-900">Apply without a CV</span>
				</label>
			</div>
			<ErrorList id={cvSource.errors?.length ? cvSource.errorId : undefined} errors={cvSource.errors} />
		</fieldset>
	)
}

/** The CV file input with its label, the accepted kinds and its errors. */
function CvFileInput({
	cv,
	label,
	labelClassName = '',
	inputRef,
	onChosen,
}: {
	cv: FieldMetadata<unknown>
	label: string
	labelClassName?: string
	inputRef?: React.Ref<HTMLInputElement>
	/** Called when a file has been chosen. */
	onChosen?: () => void
}) {
	const hintId = `${cv.id}-hint`
	return (
		<>
			<label htmlFor={cv.id} className={`block text-sm text-gray-800 ${labelClassName}`}>
				{label}
			</label>
			<p id={hintId} className="text-sm text-gray-600">
				PDF, DOC or DOCX, up to 5 MB.
			</p>
			<input
				{...getInputProps(cv, { type: 'file', ariaDescribedBy: hintId })}
				ref={inputRef}
				accept={UPLOAD_KINDS.cv.accept}
				onChange={(event) => {
					if (event.currentTarget.files?.length) onChosen?.()
				}}
				className={FILE_INPUT_CLASS}
			/>
			<ErrorList id={cv.errors?.length ? cv.errorId : undefined} errors={cv.errors} />
		</>
	)
}
