// The career advisor's fixed answers (001 §3 "Career assessment", §4, §5) and the career path's
// timeframes and states (001 §3 "Career path", §4).
export const CAREER_EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const
export type CareerExperienceLevel = (typeof CAREER_EXPERIENCE_LEVELS)[number]

export const WORK_PREFERENCES = ['office', 'remote', 'hybrid', 'flexible'] as const
export type WorkPreference = (typeof WORK_PREFERENCES)[number]

export const SALARY_EXPECTATIONS = ['16000-20000', '20000-25000', '25000-35000', '35000-50000', '50000+'] as const
export type SalaryExpectation = (typeof SALARY_EXPECTATIONS)[number]

export const CAREER_TIMEFRAMES = ['6months', '1year', '2years', '5years'] as const
export type CareerTimeframe = (typeof CAREER_TIMEFRAMES)[number]

export const CAREER_PATH_STATUSES = ['planning', 'in_progress', 'completed'] as const
export type CareerPathStatus = (typeof CAREER_PATH_STATUSES)[number]
