import {BindingKey} from '@loopback/core';
import {Pool} from 'pg';
import {AppConfig} from './config';
import type {JobQueue} from './jobs/job-queue';
import type {LiveEvents} from './live/live-events';

/** Binding keys shared across the API. */
export namespace VoltCheckBindings {
  export const CONFIG = BindingKey.create<AppConfig>('voltcheck.config');
  /** A pg pool for hand-written SQL (bulk work, lookups, counts). */
  export const PG_POOL = BindingKey.create<Pool>('voltcheck.pgPool');
  export const JOB_QUEUE = BindingKey.create<JobQueue>('voltcheck.jobQueue');
  /** socket.io live events (bound once the HTTP server listens). */
  export const LIVE_EVENTS = BindingKey.create<LiveEvents>('voltcheck.liveEvents');
}
