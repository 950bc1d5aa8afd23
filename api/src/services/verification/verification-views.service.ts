import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {TenancyService} from '../kernel/tenancy.service';
import {renderXmlDocument} from './verification-xml';
import {Page} from '../kernel/sql-list';
import {ProductLogRepository} from './product-log.repository';
import {VerificationBatchRepository} from './verification-batch.repository';

/** A page of a list in the scope of `manufacturerId` (administrators and multi-manufacturer accounts choose it). */
export type ScopedPage = Page & {manufacturerId?: number | null};

const ROOT = {request: 'verificationRequest', response: 'verificationResponse'} as const;

/** The traces of the verification API as their viewers may see them: each list through the caller's scope. */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationViewsService {
  constructor(
    @service(ProductLogRepository) private readonly productLogs: ProductLogRepository,
    @service(VerificationBatchRepository) private readonly batches: VerificationBatchRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  /** Failed serials: unresolved not-verified logs of the scope's manufacturers. */
  async failedSerials(caller: Caller, page: ScopedPage & {type?: number | null}) {
    return this.productLogs.failedSerials(await this.tenancy.scopeOf(caller, page.manufacturerId), page);
  }

  /** Every verification log in scope, newest first. */
  async logs(caller: Caller, page: ScopedPage & {status?: number | null}) {
    return this.productLogs.logs(await this.tenancy.scopeOf(caller, page.manufacturerId), page);
  }

  /**
   * A batch's raw request or response as an XML document (administrators): the exchange exactly as
   * kept, a JSON one rendered as XML with the same element names.
   */
  async exchangeXml(batchId: string, part: string): Promise<Buffer> {
    if (part !== 'request' && part !== 'response')
      throw new ServiceError('part must be request or response', 'NOT_FOUND');
    const exchange = /^[0-9a-f-]{36}$/i.test(batchId) ? await this.batches.exchange(batchId, part) : undefined;
    if (!exchange) throw new ServiceError('No such verification batch.', 'NOT_FOUND');
    return exchange.format === 'xml'
      ? exchange.body
      : renderXmlDocument(ROOT[part], JSON.parse(exchange.body.toString('utf8')));
  }
}
