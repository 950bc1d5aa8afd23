import {Binding, Component, createBindingFromClass, inject} from '@loopback/core';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {LedgerListingService} from './ledger-listing.service';
import {LedgerRecordRepository} from './ledger-record.repository';
import {LedgerSubmissionRepository} from './ledger-submission.repository';
import {LedgerSubmissionService} from './ledger-submission.service';
import {HttpLedgerConnector} from './ledger.connector';
import {LedgerBindings} from './ledger.keys';

/** The regulator's serial ledger: the submission job and its pump, and the ledger listing. */
export class LedgerComponent implements Component {
  bindings: Binding[];

  constructor(@inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'ledger'>) {
    const submission = createBindingFromClass(LedgerSubmissionService, {key: LedgerBindings.SUBMISSION});
    // Its queue is worked only where LEDGER_POLL_MS asks for runs.
    if (config.ledger.pollMs > 0) submission.tag(JOB_WORKER_TAG);
    this.bindings = [
      submission,
      createBindingFromClass(LedgerListingService, {key: LedgerBindings.LISTING_SERVICE}),
      createBindingFromClass(HttpLedgerConnector),
      createBindingFromClass(LedgerRecordRepository),
      createBindingFromClass(LedgerSubmissionRepository),
    ];
  }
}
