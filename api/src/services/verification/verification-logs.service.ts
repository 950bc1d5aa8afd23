import {BindingScope, injectable, service} from '@loopback/core';
import {VerificationLogsStore} from './verification-logs.store';
import {pageOf} from '../kernel/query-args';
import {ServiceError} from '../kernel/service-error';

/** Page size of the logs list (document 002, section 9). */
export const LOG_PAGE_SIZE = 100;

/** The verification logs for administrators (document 002, section 2.15): filters, search, one batch. */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationLogsService {
  constructor(@service(VerificationLogsStore) private readonly store: VerificationLogsStore) {}

  allLogs(args: {filter?: string | null; skip?: number | null; first?: number | null; requestType?: number | null}) {
    const requestType = args.requestType ?? 0;
    if (!Number.isInteger(requestType) || requestType < 0 || requestType > 4)
      throw new ServiceError('requestType must be 0 (all), 1, 2, 3 or 4.', 'VALIDATION', {field: 'requestType'});
    const search = args.filter?.trim().slice(0, 200);
    return this.store.list({requestType, search, ...pageOf(args.first, args.skip, LOG_PAGE_SIZE, 500)});
  }

  async batch(batchId: string) {
    const batch = /^[0-9a-f-]{36}$/i.test(batchId) ? await this.store.batch(batchId.toLowerCase()) : undefined;
    if (!batch) throw new ServiceError('No such verification batch.', 'NOT_FOUND');
    return batch;
  }
}
