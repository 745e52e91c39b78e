/** The server's background work: durable jobs in one table, run by one runner (runner.ts). */
export {
  backoffDelay,
  JobRunner,
  notYet,
  type JobHandler,
  type JobOutcome,
  type NotYet,
  type QueueOptions,
  type RunnerOptions,
} from './runner.js';
export { claimJobs, deadJobs, enqueueJob, type EnqueueOptions } from './store.js';
