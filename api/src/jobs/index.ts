export * from './job-queue';
export * from './job-worker';
export * from './stats-folding';
export * from './jobs.keys';
