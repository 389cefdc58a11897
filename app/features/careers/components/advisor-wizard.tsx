// The career advisor's three steps (docs/product.md §15, decision 148): one plain form a step,
// posted to /career-advisor with the answers so far, which answers with the next step (or the same
// one with what is missing). With JavaScript the same posts run without leaving the page, and the
// new step's heading takes the focus so that a screen reader hears where it is.
import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import {
	ADVISOR_STEPS,
	INCOMPLETE_ASSESSMENT,
	type AdvisorDraft,
	type AdvisorStep,
	type StepErrors,
} from '../career-advisor.ts'
import { Button } from '../../../ui/button.tsx'
import { FormAlert } from '../../../ui/forms.tsx'
import { ChoiceList, HiddenAnswers, PreferenceFields, RoleFields } from './advisor-fields.tsx'

const TITLES: Record<AdvisorStep, string> = { 1: 'About you', 2: 'Your skills', 3: 'Your interests' }

type WizardProps = {
	step: AdvisorStep
	draft: AdvisorDraft
	errors: StepErrors
	/** A failure storing the answers: shown above the last step, which keeps them. */
	failure?: { title: string; description: string } | null
	skillChoices: { name: string; listedJobs: number | null }[]
	interestChoices: string[]
	/** Whether the heading takes the focus when shown (after a step was sent, not on first load). */
	moved: boolean
}

export function AdvisorWizard({ step, draft, errors, failure, skillChoices, interestChoices, moved }: WizardProps) {
	const heading = useRef<HTMLHeadingElement>(null)
	const busy = useNavigation().state === 'submitting'
	useEffect(() => {
		if (moved) heading.current?.focus()
	}, [moved, step, errors])
	const messages = Object.values(errors).flat()
	return (
		<section
			aria-labelledby="advisor-step-heading"
			className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<p className="text-sm font-semibold text-brand-800">
				Step {step} of {ADVISOR_STEPS}
			</p>
			<h2
				id="advisor-step-heading"
				ref={heading}
				tabIndex={-1}
				className="mt-1 text-2xl font-semibold focus:outline-none"
			>
				{TITLES[step]}
			</h2>
			<Form
				method="post"
				action="/career-advisor"
				// A fresh form for each step and answer set: its boxes start as the answers say.
				key={`${step}:${JSON.stringify(draft)}:${messages.join()}`}
				className="mt-4 flex flex-col gap-6"
			>
				<FormAlert title={INCOMPLETE_ASSESSMENT} errors={messages} />
				{failure ? <FormAlert title={failure.title} errors={[failure.description]} /> : null}
				<input type="hidden" name="step" value={step} />
				<HiddenAnswers draft={draft} step={step} />
				{step === 1 ? <RoleFields draft={draft} errors={errors.experienceLevel} /> : null}
				{step === 2 ? (
					<ChoiceList
						name="skills"
						legend="Which skills do you have?"
						hint="Tick every skill you could use at work: the list is the skills Warrington's employers ask for most, and any on your profile. Tick at least one, or add your own."
						options={skillChoices.map((choice) => ({
							value: choice.name,
							note:
								choice.listedJobs === null
									? undefined
									: `${choice.listedJobs} live ${choice.listedJobs === 1 ? 'job' : 'jobs'}`,
						}))}
						chosen={draft.skills}
						addLabel="Add other skills"
						errors={errors.skills}
					/>
				) : null}
				{step === 3 ? (
					<>
						<ChoiceList
							name="interests"
							legend="What kind of work interests you?"
							hint="Tick at least one kind of work, or add your own, such as a job title."
							options={interestChoices.map((value) => ({ value }))}
							chosen={draft.interests}
							addLabel="Add other interests"
							errors={errors.interests}
						/>
						<PreferenceFields draft={draft} />
					</>
				) : null}
				{/* Continue comes first, so that Enter in a text field goes on rather than back. */}
				<div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
					<Button type="submit" name="intent" value="next" size="lg" disabled={busy}>
						{step < ADVISOR_STEPS ? 'Continue' : busy ? 'Working out your results...' : 'See My Results'}
					</Button>
					{step > 1 ? (
						<Button type="submit" name="intent" value="back" variant="secondary" formNoValidate disabled={busy}>
							Back
						</Button>
					) : null}
				</div>
			</Form>
		</section>
	)
}
