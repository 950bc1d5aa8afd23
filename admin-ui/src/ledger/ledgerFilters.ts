/** The ledger listing's filters (document 002, sections 2.13 and 4). */
export interface LedgerFilters {
  startDate: string;
  endDate: string;
  manufacturerId: string;
  errorFilter: string;
  productId: string;
  distributorId: string;
}

export const EMPTY_FILTERS: LedgerFilters = {
  startDate: '',
  endDate: '',
  manufacturerId: '',
  errorFilter: '',
  productId: '',
  distributorId: '',
};

/** The Error Filter's values (document 002, section 5). */
export const ERROR_FILTERS = ['Brand Mismatch', 'Brand & Model Mismatch', 'Brand, Model & Supplier Mismatch'];

/** Ledger page size; pages count from 1. */
export const LEDGER_PAGE_SIZE = 1000;

/** Applies one filter change: a new manufacturer clears the model and supplier (the page resets elsewhere). */
export function changeFilter(filters: LedgerFilters, name: keyof LedgerFilters, value: string): LedgerFilters {
  if (name === 'manufacturerId') return {...filters, manufacturerId: value, productId: '', distributorId: ''};
  return {...filters, [name]: value};
}

/** The query's variables: empty filters left out; a page of LEDGER_PAGE_SIZE unless another size is asked. */
export function ledgerVariables(filters: LedgerFilters, pageNumber: number, pageSize = LEDGER_PAGE_SIZE) {
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    startDate: orNull(filters.startDate),
    endDate: orNull(filters.endDate),
    manufacturerId: orNull(filters.manufacturerId),
    productId: orNull(filters.productId),
    distributorId: orNull(filters.distributorId),
    errorFilter: orNull(filters.errorFilter),
    pageNumber,
    pageSize,
  };
}
