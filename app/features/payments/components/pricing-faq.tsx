import { Link } from 'react-router'
import { formatPence } from '../../../ui/format.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import {
	days,
	EMPLOYER_REGISTRATION_HREF,
	FEATURED_PLAN,
	FREE_PLAN,
	MONEY_BACK_GUARANTEE,
	planHref,
	PREMIUM_PLAN,
} from './pricing-plans.tsx'

const FAQ: { question: string; answer: React.ReactNode }[] = [
	{
		question: 'Is posting a job really free?',
		answer: `Yes. ${FREE_PLAN.name} costs ${formatPence(FREE_PLAN.pricePence)} and lists your job for ${days(FREE_PLAN.durationDays)}. You do not need a card, only a free employer account.`,
	},
	{
		question: 'What does a sponsored plan add?',
		answer: `A sponsored job carries a Sponsored badge and is shown above other jobs when job seekers sort by Most relevant, the default order. ${FEATURED_PLAN.name} does this for ${days(FEATURED_PLAN.durationDays)} for ${formatPence(FEATURED_PLAN.pricePence)}; ${PREMIUM_PLAN.name} for ${days(PREMIUM_PLAN.durationDays)} for ${formatPence(PREMIUM_PLAN.pricePence)}.`,
	},
	{
		question: 'Can I sponsor a job I have already posted?',
		answer: (
			<>
				Yes. Open your{' '}
				<Link to="/employer-dashboard" className="font-medium text-brand-700 underline">
					Employer Dashboard
				</Link>
				, choose Sponsor this job on any active job, pick a plan and pay by card. The dashboard shows when each
				sponsorship ends.
			</>
		),
	},
	{
		question: 'What happens if I buy a sponsorship while one is still running?',
		answer:
			'The new days are added on to the end of the current sponsorship, so you never lose days you have paid for.',
	},
	{
		question: 'Do sponsorships renew automatically?',
		answer:
			'No. Each sponsorship is a single card payment. It ends on its end date and nothing more is taken unless you choose to sponsor the job again.',
	},
	{
		question: 'How do I pay?',
		answer:
			'By debit or credit card, through Stripe, our payment provider. Prices are in pounds sterling (GBP). Your card details go straight to Stripe; we never see or store them.',
	},
	{
		question: 'How do volume discounts work?',
		answer: `Sponsor 5 or more jobs and save 15%, 10 or more and save 25%; for 20 or more jobs we agree a custom price. Discounts are arranged with our team, so contact us before you buy.`,
	},
	{
		question: 'What is the money-back guarantee?',
		answer: MONEY_BACK_GUARANTEE,
	},
	{
		question: 'Do I need an account?',
		answer: (
			<>
				Yes, a free employer account, so that applications reach you and only you can change your jobs.{' '}
				<Link to={EMPLOYER_REGISTRATION_HREF} className="font-medium text-brand-700 underline">
					Create an employer account
				</Link>{' '}
				in a minute.
			</>
		),
	},
]

/** The pricing page's questions and answers, each a disclosure, then the two ways to start. */
export function PricingFaq() {
	return (
		<section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-12">
			<h2 id="faq-heading" className="text-2xl font-bold sm:text-3xl">
				Frequently Asked Questions
			</h2>
			<div className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white shadow-sm">
				{FAQ.map((item) => (
					<details key={item.question} className="group p-5">
						<summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
							{item.question}
							<span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
								+
							</span>
						</summary>
						<p className="mt-3 text-gray-700">{item.answer}</p>
					</details>
				))}
			</div>
			<div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
				<ButtonLink to={planHref(PREMIUM_PLAN)} size="lg" className="inline-block text-center">
					Post a Job with {PREMIUM_PLAN.name}
				</ButtonLink>
				<ButtonLink to={planHref(FREE_PLAN)} variant="secondary" size="lg" className="inline-block text-center">
					Post a Free Job
				</ButtonLink>
			</div>
		</section>
	)
}
