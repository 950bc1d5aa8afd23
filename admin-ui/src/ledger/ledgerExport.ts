import {csvExporter} from '../resources/csvExporter';
import type {LedgerRecord} from './resource';

/** Export of the ledger listing: one line per ledger record, as the table shows it. */
export const ledgerExporter = csvExporter<LedgerRecord>('serial-ledger.csv', [
  {header: 'Record ID', value: r => r.recordId},
  {header: 'Serial', value: r => r.serial},
  {header: 'Brand', value: r => r.brand},
  {header: 'Model', value: r => r.model},
  {header: 'Distributor', value: r => r.distributorName},
  {header: 'Batch ID', value: r => r.batchId},
  {header: 'Change', value: r => (r.serialStatus ? `Status: ${r.serialStatus}` : 'Upload')},
  {header: 'Status', value: r => r.status},
  {header: 'Error', value: r => r.error},
  {header: 'Ledger Upload Time', value: r => r.createdTime},
]);
