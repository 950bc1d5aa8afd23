import {BindingScope, injectable, service} from '@loopback/core';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {ProductRepository} from '../serials/product.repository';
import {LedgerRecordRepository} from './ledger-record.repository';
import {LEDGER_ERRORS} from './ledger-protocol';
import {isoDate} from '../kernel/query-args';

/** Page size of the ledger listing (document 002, section 9); pages count from 1. */
export const LEDGER_PAGE_SIZE = 1000;

/** The Error Filter's values (document 002, section 5): the errors the ledger answers. */
const ERROR_FILTERS: readonly string[] = Object.values(LEDGER_ERRORS);

export interface LedgerArgs {
  startDate?: string | null;
  endDate?: string | null;
  manufacturerId?: string | null;
  productId?: string | null;
  distributorId?: string | null;
  errorFilter?: string | null;
  pageNumber?: number | null;
  pageSize?: number | null;
}

const optionalId = (value: string | null | undefined, name: string) => {
  if (value === null || value === undefined || value === '') return undefined;
  const id = toDbId(value);
  if (id === null) throw new ServiceError(`${name} is not a valid id.`, 'VALIDATION', {field: name});
  return id;
};

/** The ledger listing (document 002, section 2.13) and its pickers. */
@injectable({scope: BindingScope.SINGLETON})
export class LedgerListingService {
  constructor(
    @service(LedgerRecordRepository) private readonly ledgerRecords: LedgerRecordRepository,
    @service(ProductRepository) private readonly models: ProductRepository,
  ) {}

  async records(args: LedgerArgs) {
    const error = args.errorFilter?.trim() || undefined;
    if (error && !ERROR_FILTERS.includes(error))
      throw new ServiceError(`errorFilter must be one of: ${ERROR_FILTERS.join('; ')}.`, 'VALIDATION', {
        field: 'errorFilter',
      });
    const pageNumber = Math.max(args.pageNumber ?? 1, 1);
    const pageSize = Math.min(Math.max(args.pageSize ?? LEDGER_PAGE_SIZE, 1), LEDGER_PAGE_SIZE);
    const page = await this.ledgerRecords.records({
      from: isoDate(args.startDate, 'startDate'),
      to: isoDate(args.endDate, 'endDate'),
      manufacturerId: optionalId(args.manufacturerId, 'manufacturerId'),
      productId: optionalId(args.productId, 'productId'),
      distributorId: optionalId(args.distributorId, 'distributorId'),
      error,
      limit: pageSize,
      offset: (pageNumber - 1) * pageSize,
    });
    return {...page, pageNumber, pageSize};
  }

  distributors(manufacturerId: string) {
    return this.ledgerRecords.distributors(optionalId(manufacturerId, 'manufacturerId') ?? 0);
  }

  /** The Model picker: the models of the manufacturer's brand. */
  products(manufacturerId: string) {
    return this.models.ofManufacturer(optionalId(manufacturerId, 'manufacturerId') ?? 0);
  }
}
