import {BindingKey} from '@loopback/core';
import type {LedgerListingService} from './ledger-listing.service';
import type {LedgerSubmissionService} from './ledger-submission.service';

export namespace LedgerBindings {
  /** The ledger submission job (a job worker when LEDGER_POLL_MS is set) and its pump. */
  export const SUBMISSION = BindingKey.create<LedgerSubmissionService>('services.LedgerSubmissionService');
  export const LISTING_SERVICE = BindingKey.create<LedgerListingService>('services.LedgerListingService');
}
