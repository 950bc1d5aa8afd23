export * from './requestLog.fragments';
