import {csvExporter} from '../resources/csvExporter';
import {isVerified, requesterTypeLabel} from './logCodes';
import type {LogRecord} from './resource';

/** Export of the Logs list: one line per log, the columns of the table spelled out (times as the server gives them). */
export const logsExporter = csvExporter<LogRecord>('verification-logs.csv', [
  {header: 'Log ID', value: l => l.productLogId},
  {header: 'Serial', value: l => l.failedSerial},
  {header: 'Batch ID', value: l => l.requestBatchId},
  {header: 'Status', value: l => (isVerified(l.status) ? 'Verified' : 'Not Verified')},
  {header: 'Reason', value: l => l.reason},
  {header: 'Brand', value: l => l.requestedBrand},
  {header: 'Model', value: l => l.requestedModel},
  {header: 'Requester', value: l => l.requesterName},
  {header: 'ABN', value: l => l.requesterAbn},
  {header: 'Request type', value: l => requesterTypeLabel(l.requesterType)},
  {header: 'Requested', value: l => l.requestedTime},
  {header: 'App', value: l => l.requesterAppName},
  {header: 'Latitude', value: l => l.latitude},
  {header: 'Longitude', value: l => l.longitude},
  {header: 'Comment', value: l => l.parralelImportComment},
]);
