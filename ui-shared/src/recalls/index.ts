export * from './ProblemList';
export * from './selection';
export * from './SerialSelection';
export * from './SerialStatusDialog';
export * from './serialStatus.queries';
export * from './StatusHistory';
