import {describe, expect, it} from 'vitest';
import {changeFilter, EMPTY_FILTERS, ledgerVariables} from './ledgerFilters';

describe('ledger filters', () => {
  it('clears the model and supplier when the manufacturer changes', () => {
    const chosen = {
      ...EMPTY_FILTERS,
      manufacturerId: '1',
      productId: '7',
      distributorId: '9',
      errorFilter: 'Brand Mismatch',
    };
    expect(changeFilter(chosen, 'manufacturerId', '2')).toEqual({
      ...EMPTY_FILTERS,
      manufacturerId: '2',
      errorFilter: 'Brand Mismatch',
    });
    expect(changeFilter(chosen, 'productId', '8')).toMatchObject({
      manufacturerId: '1',
      productId: '8',
      distributorId: '9',
    });
  });

  it('leaves empty filters out of the variables and asks for pages of 1000', () => {
    expect(ledgerVariables({...EMPTY_FILTERS, startDate: '2026-01-01'}, 2)).toEqual({
      startDate: '2026-01-01',
      endDate: null,
      manufacturerId: null,
      productId: null,
      distributorId: null,
      errorFilter: null,
      pageNumber: 2,
      pageSize: 1000,
    });
  });
});
