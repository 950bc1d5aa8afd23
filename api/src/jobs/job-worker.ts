import {Context} from '@loopback/core';
import {JobQueue} from './job-queue';

/** A feature's handler of one queue: the composition root binds it with JOB_WORKER_TAG. */
export interface JobWorker<T extends object = object> {
  readonly queue: string;
  run(data: T): Promise<void>;
}

/** The tag of job-worker bindings: jobs/ finds the workers by it and knows no feature. */
export const JOB_WORKER_TAG = 'voltcheck.jobWorker';

/** Registers every job worker bound in `context` as this process's worker of its queue. */
export async function startWorkers(context: Context, jobs: JobQueue): Promise<void> {
  for (const binding of context.findByTag(JOB_WORKER_TAG)) {
    const worker = await context.get<JobWorker>(binding.key);
    await jobs.work<object>(worker.queue, data => worker.run(data));
  }
}
