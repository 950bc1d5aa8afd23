import type {ProductsQuery} from '@voltcheck/api-client';

/** A model as ProductModelFields selects it. */
export type Model = ProductsQuery['products']['list'][number];

export function givenModel(model: Partial<Model> = {}): Model {
  return {
    productId: '61',
    manufacturerId: '1',
    model: 'DE-400W',
    productType: 'PV Module',
    wattage: 400,
    approvedDate: '2025-01-15',
    expiryDate: '2028-01-15',
    fireTested: true,
    productLine: {productLineId: '5', lineName: 'Solar Max'},
    productWarranty: {
      productWarrantyId: '9',
      componentInYears: 12,
      performanceInYears: 25,
      componentWarrantyLink: null,
      performanceWarrantyLink: null,
    },
    serialStats: {failed: 10, installed: 300, pending: 100, totalRequests: 200},
    test: false,
    ...model,
  };
}
