// What a background task is: a name, what to do with one job of it, and for a periodic task when
// to run. Defined beside the code they serve and listed in app/background-tasks.server.ts.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { QueuePolicy } from 'pg-boss'

/** How a task's jobs are retried and how long one may run, read when a job is sent. */
type TaskRetry = {
	/** Tries after the first; the job is given up after 1 + retryLimit attempts. */
	retryLimit: number
	/** Seconds before the first retry; with `retryBackoff` each retry waits about twice as long. */
	retryDelay: number
	retryBackoff: boolean
	retryDelayMax?: number
	/** How long one attempt may run before the queue counts it failed and retries it. */
	expireInSeconds: number
}

type TaskContext = {
	/** 1 for the first attempt, 2 for the first retry ... */
	attempt: number
}

export type Task<Data extends object> = {
	/** The queue's name: letters, digits, dashes; never renamed once jobs may be waiting under it. */
	name: string
	/** Runs one job, with an EntityManager of its own. Throwing fails the attempt, to be retried. */
	handler: (em: EntityManager, data: Data, context: TaskContext) => Promise<unknown>
	/** A periodic task: a cron expression (five fields, Europe/London time); it runs with empty data. */
	cron?: string
	/**
	 * `exclusive` keeps at most one job per key (below) waiting or running, so sending it again is
	 * harmless; the default, `standard`, takes every job sent. Periodic tasks are always exclusive.
	 */
	policy?: QueuePolicy
	/** The job's key for an `exclusive` queue: jobs with one key never wait or run twice at once. */
	key?: (data: Data) => string
	/** Retries and time limit; a function, so settings are read when each job is sent. */
	retry?: () => TaskRetry
	/**
	 * How many fetches of its jobs one process runs at once, each of up to QUEUE_BATCH_SIZE jobs run
	 * one after another; QUEUE_CONCURRENCY when not given. Periodic tasks run one at a time.
	 */
	concurrency?: number
	/**
	 * Jobs one fetch takes, when not QUEUE_BATCH_SIZE: 1 for long jobs (a source's sync), since a
	 * fetched job's time limit runs from the fetch and its batch's jobs run one after another.
	 */
	batchSize?: number
	/**
	 * Seconds a process waits before fetching again after a fetch that was not full, when not the
	 * worker's (2): shorter for long jobs taken one a fetch, so that the next waiting one starts at once
	 * rather than after a poll's wait (a source's sync: a quiet fetch each half second, one index read).
	 */
	pollingIntervalSeconds?: number
	/**
	 * Jobs sent with at least this priority also have a fetch of their own in each process, taking
	 * only them, so they never wait behind a batch of the others (account mail behind alerts).
	 */
	urgentPriority?: number
}

/** Any task, for lists of them (the registry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTask = Task<any>

/** A task, typed by the data its jobs carry: `enqueue(em, task, data)` checks that data. */
export function defineTask<Data extends object = Record<string, never>>(task: Task<Data>): Task<Data> {
	return task
}

/** Periodic tasks: a run that fails is tried twice more, a minute apart, then waits for its next turn. */
export const PERIODIC_RETRY: TaskRetry = {
	retryLimit: 2,
	retryDelay: 60,
	retryBackoff: false,
	expireInSeconds: 15 * 60,
}
