import type {AdminLedgerRecordsQuery, AdminLedgerRecordsQueryVariables} from '@voltcheck/api-client';
import type {QueryResource} from '../resources/queryResources';
import {EMPTY_FILTERS, ledgerVariables, type LedgerFilters} from './ledgerFilters';
import {LEDGER_RECORDS} from './queries';

export type LedgerRecord = AdminLedgerRecordsQuery['productSerialLedgerRecords']['list'][number] & {id: string};

/** react-admin's filter values as the ledger's filters: absent ones empty, every value a string. */
export const ledgerFiltersOf = (filter: Record<string, unknown> = {}): LedgerFilters => {
  const filters = {...EMPTY_FILTERS};
  for (const name of Object.keys(EMPTY_FILTERS) as Array<keyof LedgerFilters>)
    if (filter[name] !== undefined && filter[name] !== null) filters[name] = String(filter[name]);
  return filters;
};

/**
 * The Ledger resource's list: productSerialLedgerRecords (filters, pages from 1). The server does not count the
 * records; it says whether a next page exists.
 */
export const ledgerResource: QueryResource<AdminLedgerRecordsQuery, AdminLedgerRecordsQueryVariables> = {
  document: LEDGER_RECORDS,
  variables: params =>
    ledgerVariables(ledgerFiltersOf(params.filter), params.pagination?.page ?? 1, params.pagination?.perPage),
  records: ({productSerialLedgerRecords: page}) => ({
    data: page.list.map(r => ({...r, id: r.recordId})),
    pageInfo: {hasNextPage: page.hasNextPage, hasPreviousPage: page.pageNumber > 1},
  }),
};
