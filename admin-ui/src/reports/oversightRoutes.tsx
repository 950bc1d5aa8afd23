import type {ComponentType} from 'react';
import detailView from '../detail-view';
import leadership from '../leadership';
import ledger from '../ledger';
import logs from '../logs';
import referenceData from '../reference-data';
import reports from '.';

/** The oversight pages' custom routes (document 002, section 2.1): a log batch, ledger, leadership, reports and the rest. */
export const OVERSIGHT_ROUTES: Array<{path: string; page: ComponentType}> = [
  {path: '/Logs/batch/:batchId', page: logs.show},
  {path: '/ProductSerialLedgerPage', page: ledger.list},
  {path: '/AdminSerials', page: ledger.list},
  {path: '/AdminStats', page: leadership.list},
  {path: '/Reports', page: reports.list},
  {path: '/DetailView', page: detailView.list},
  {path: '/ReferenceData', page: referenceData.list},
];
