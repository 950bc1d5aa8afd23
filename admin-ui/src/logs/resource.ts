import type {AdminLogsQuery, AdminLogsQueryVariables} from '@voltcheck/api-client';
import {firstSkip, textOr, type QueryResource} from '../resources/queryResources';
import {ALL_LOGS} from './queries';

export type LogRecord = AdminLogsQuery['allLogs']['list'][number] & {id: string};

/** The Logs resource's list: allLogs (filter, request type, first/skip); a count past 10000 is not counted. */
export const logsResource: QueryResource<AdminLogsQuery, AdminLogsQueryVariables> = {
  document: ALL_LOGS,
  variables: params => ({
    requestType: Number(params.filter?.requestType ?? 0),
    filter: textOr(params.filter?.q),
    ...firstSkip(params),
  }),
  records: ({allLogs}) => ({
    data: allLogs.list.map(log => ({...log, id: log.productLogId})),
    total: allLogs.countCapped ? undefined : allLogs.count,
    pageInfo: allLogs.countCapped ? {hasNextPage: true} : undefined,
  }),
};
