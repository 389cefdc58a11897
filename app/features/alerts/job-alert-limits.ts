// How many job alerts a seeker may keep, apart from the alert's zod schema so that the dashboard's
// alert tab and offer bring no zod to the browser (decision 242, as decision 170 did for the frequencies).
export const MAX_JOB_ALERTS_PER_USER = 10
export const JOB_ALERT_LIMIT_MESSAGE = `You can have at most ${MAX_JOB_ALERTS_PER_USER} job alerts. Delete one on your dashboard to add another.`
