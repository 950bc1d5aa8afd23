import {BindingScope, injectable, service} from '@loopback/core';
import {ConsoleLogRow, ProductLogRepository} from './product-log.repository';
import {BatchDetail, VerificationBatchRepository} from './verification-batch.repository';
import {pageOf} from '../kernel/query-args';
import {ServiceError} from '../kernel/service-error';

/** Page size of the logs list (document 002, section 9). */
export const LOG_PAGE_SIZE = 100;

/** The verification logs for administrators (document 002, section 2.15): filters, search, one batch. */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationLogsService {
  constructor(
    @service(ProductLogRepository) private readonly logs: ProductLogRepository,
    @service(VerificationBatchRepository) private readonly batches: VerificationBatchRepository,
  ) {}

  allLogs(args: {filter?: string | null; skip?: number | null; first?: number | null; requestType?: number | null}) {
    const requestType = args.requestType ?? 0;
    if (!Number.isInteger(requestType) || requestType < 0 || requestType > 4)
      throw new ServiceError('requestType must be 0 (all), 1, 2, 3 or 4.', 'VALIDATION', {field: 'requestType'});
    const search = args.filter?.trim().slice(0, 200);
    return this.logs.search({requestType, search, ...pageOf(args.first, args.skip, LOG_PAGE_SIZE, 500)});
  }

  /** One batch: its exchange's facts, the app that sent it, the installation it created, and every item. */
  async batch(batchId: string): Promise<BatchDetail & {items: ConsoleLogRow[]}> {
    const id = batchId.toLowerCase();
    const batch = /^[0-9a-f-]{36}$/i.test(batchId) ? await this.batches.detail(id) : undefined;
    if (!batch) throw new ServiceError('No such verification batch.', 'NOT_FOUND');
    return {...batch, items: await this.logs.ofBatch(id)};
  }
}
