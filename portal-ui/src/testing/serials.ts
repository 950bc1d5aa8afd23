import type {FailedSerialsQuery, ProductSerialsQuery} from '@voltcheck/api-client';

type FailedSerial = FailedSerialsQuery['FailedProductSerialListing']['list'][number];
type ProductSerial = ProductSerialsQuery['ProductSerialListing']['list'][number];

/** A serial an installer asked about that no upload holds (a failed request), as FailedSerialFields selects it. */
export function givenFailedSerial(serial: Partial<FailedSerial> = {}): FailedSerial {
  return {
    productLogId: '801',
    failedSerial: 'FAIL-0001',
    productSerialId: null,
    requestedTime: '2026-11-03T02:00:00.000Z',
    requesterName: 'Ian Installer',
    requesterType: 3,
    requestedBrand: 'Demo Energy',
    requestedModel: 'DE-400W',
    requesterAppName: 'SolarCheck',
    latitude: null,
    longitude: null,
    isParralelImport: false,
    parralelImportComment: null,
    status: 0,
    reason: 'Not found',
    image: null,
    manufacturerId: '1',
    ...serial,
  };
}

/** An uploaded serial, as ProductSerialFields selects it (a panel's flash data, no battery data). */
export function givenSerial(serial: Partial<ProductSerial> = {}): ProductSerial {
  return {
    productSerialId: '901',
    serial: 'DE400W-000123',
    serialType: 'Panel',
    model: 'DE-400W',
    productId: '61',
    uploadId: '101',
    batchId: 'b-101',
    uploadedOn: '2026-11-01T00:00:00.000Z',
    state: 'NSW',
    supplier: null,
    image: null,
    ledgerStatus: false,
    ledgerDate: null,
    parentSerial: null,
    modules: [],
    status: 'available',
    manufacturerId: '1',
    test: false,
    pmax: 400,
    ff: null,
    voc: null,
    isc: null,
    vpm: null,
    ipm: null,
    iPProtection: null,
    nominalCapacity: null,
    usableCapacity: null,
    modCapacity: null,
    tempatureRange: null,
    smartHybrid: null,
    ampHours: null,
    ...serial,
  };
}

/** A page of a GraphQL list: `{count, list}`. */
export const pageOf = <T>(list: T[], count = list.length) => ({count, list});
