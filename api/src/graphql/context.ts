import {Pool} from 'pg';
import {Caller} from '../auth/caller';
import {AppConfig} from '../config';
import {JobQueue} from '../jobs/job-queue';
import {LiveEvents} from '../live/live-events';

/** What every resolver receives: the caller from the bearer token and the shared services. */
export interface GraphqlContext {
  caller?: Caller;
  pool: Pool;
  config: AppConfig;
  jobs: JobQueue;
  /** Attached once the HTTP server listens; absent before. */
  live?: LiveEvents;
}
