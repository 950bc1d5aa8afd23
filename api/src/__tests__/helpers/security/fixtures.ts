import {Cast, CastMember} from './cast';

/** A value the suite sends for an argument, and whether it names a record of the home manufacturer. */
export interface Fixture {
  value: unknown;
  home: boolean;
}

/**
 * Values by argument (or body field) name for one caller and one operation: each caller names records
 * of its own scope (a supplier its own upload), so an allowed caller is never refused for the record
 * alone; outsiders name the home manufacturer's records, which they must not reach. Writes name spare
 * records (a spare upload, manufacturer, account and app provider), so no write disturbs the cast.
 * `typeName` is the record the operation is about (GraphQL: its return type; REST: its path).
 */
export function fixturesFor(cast: Cast, member: CastMember, write: boolean) {
  const {home} = cast;
  const ownBatch = member.supplierSide ? home.supplierBatchId : home.batchId;
  const ownUpload = member.supplierSide ? home.supplierUploadId : home.uploadId;
  const byName: Record<string, Fixture> = {
    manufacturerid: {value: home.manufacturerId, home: true},
    batchid: {value: ownBatch, home: true},
    uploadid: {value: write ? home.spareUploadId : ownUpload, home: true},
    userid: {value: cast.victim.id, home: false},
  };
  const byType: Record<string, Fixture> = {
    User: {value: cast.victim.id, home: false},
    Manufacturer: write ? {value: cast.spareManufacturerId, home: false} : {value: home.manufacturerId, home: true},
    AppProvider: {value: cast.spareProvider.id, home: false},
    Upload: byName.uploadid,
  };
  return (name: string, typeName?: string): Fixture | undefined =>
    name === 'id' ? (typeName ? byType[typeName] : undefined) : byName[name.toLowerCase()];
}

export type Fixtures = ReturnType<typeof fixturesFor>;

/**
 * Operations whose generic arguments would answer a refusal by design (a wrong password is 401 on a
 * public route), or that name a kind of record the names above cannot tell: real values for them.
 */
export function restOverrides(cast: Cast): Record<string, Record<string, unknown>> {
  return {
    'POST /api/account/token': {Username: cast.signer.username, Password: cast.signer.password},
    'POST /api/v1/oauth/token': {
      grant_type: 'client_credentials',
      client_id: cast.spareProvider.clientId,
      client_secret: cast.spareProvider.clientSecret,
    },
    'GET /api/v1/verification-batches/{batchId}/{part}': {batchId: cast.verificationBatchId},
    // Deactivating would refuse the cast's manufacturer accounts for the rest of the run.
    'POST /api/admin/manufacturers/active': {Active: true},
    // An unknown staff member: the reset itself is covered by the staff tests.
    'POST /api/staff/resetpassword': {UserId: UNKNOWN_ID, Password: 'Reset@123', ConfirmPassword: 'Reset@123'},
  };
}

/** GraphQL arguments that must not take their least value (the same reason as restOverrides). */
export const GRAPHQL_OVERRIDES: Record<string, Record<string, unknown>> = {
  'Mutation.setManufacturerActive': {active: true},
};

/** Optional arguments the suite always sends: the manufacturer whose data a call is about. */
export const SCOPE_ARGUMENTS = ['manufacturerId'];

/**
 * An integer argument that names a record (ProductLineId, groupId): without a fixture it gets UNKNOWN_ID, never 1,
 * so an administrator's write cannot reach the demo data the other test files read.
 */
export const NAMES_A_RECORD = /id$/i;

/** A placeholder for an argument nothing above names (an id no record has). */
export const UNKNOWN_ID = '2147483646';
