import {BindingKey} from '@loopback/core';
import type {JobQueue} from './job-queue';

export namespace JobBindings {
  /** The queue the process started (server.ts) before the application: features send their jobs through it. */
  export const QUEUE = BindingKey.create<JobQueue>('voltcheck.jobQueue');
}
