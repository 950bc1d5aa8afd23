import {Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {Page} from '../services/kernel';
import {VerificationBindings} from '../services/verification';
import {InstallationBindings} from '../services/installations';

type Args = Page & {manufacturerId?: string | null; status?: number | null; type?: number | null};

/** The arguments with manufacturerId as a number. */
const scoped = (args: Args) => ({
  ...args,
  manufacturerId:
    args.manufacturerId === undefined || args.manufacturerId === null ? undefined : Number(args.manufacturerId),
});

/** The traces of the verification API, as manufacturers, suppliers and administrators may see them. */
export const verificationViewsModule: GraphqlModule = {
  typeDefs: `
    "One serial of one verification call (a failed serial while status is 0 and resolvedOn is null)."
    type ProductLog {
      productLogId: ID!
      failedSerial: String!
      productSerialId: ID
      requestBatchId: ID!
      "1 verified, 0 not"
      status: Int!
      reason: String!
      requestedBrand: String
      requestedModel: String
      requesterName: String
      requesterAbn: String
      "1 installation, 2 product, otherwise serial"
      requesterType: Int!
      requestedTime: String!
      requesterAppName: String!
      latitude: Float
      longitude: Float
      isParralelImport: Boolean!
      parralelImportComment: String
      resolvedOn: String
      manufacturerId: ID
      uploadBatchId: ID
    }
    type ProductLogPage { count: Int!, list: [ProductLog!]! }

    type InstallationAddress { city: String, state: String, postCode: String, country: String, latitude: Float, longitude: Float, isManualLocation: Boolean, streetType: String, unitType: String }
    type Installation {
      productInstallationId: ID!
      installationDate: String!
      ownerEmail: String
      ownerFirstname: String
      createdOn: String!
      ratedPower: Int
      installerAccreditationCode: String
      retailerName: String
      productSerialCount: Int!
      address: InstallationAddress!
    }
    type InstallationPage { count: Int!, list: [Installation!]! }

    extend type Query {
      "Failed serials of a manufacturer (administrators: all, or the one given). filter: serial prefix. type: 2 only those reported as parallel imports, otherwise all."
      FailedProductSerialListing(first: Int, skip: Int, filter: String, type: Int, manufacturerId: ID): ProductLogPage!
      "Verification logs. status: 1 verified, 0 not."
      verificationLogs(first: Int, skip: Int, filter: String, status: Int, manufacturerId: ID): ProductLogPage!
      "Installations holding serials in the caller's scope. filter: postcode or city prefix."
      installations(first: Int, skip: Int, filter: String, manufacturerId: ID): InstallationPage!
    }
  `,
  access: {
    Query: {
      FailedProductSerialListing: Access.tenant(PERMISSION.read),
      verificationLogs: Access.tenant(PERMISSION.read),
      installations: Access.tenant(PERMISSION.read),
    },
  },
  resolvers: {
    Query: {
      FailedProductSerialListing: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx.get(VerificationBindings.VIEWS_SERVICE).failedSerials(requireCaller(ctx), scoped(args)),
      verificationLogs: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx.get(VerificationBindings.VIEWS_SERVICE).logs(requireCaller(ctx), scoped(args)),
      installations: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx.get(InstallationBindings.SERVICE).list(requireCaller(ctx), scoped(args)),
    },
    ProductLog: {
      requestedTime: (l: {requestedTime: Date}) => l.requestedTime.toISOString(),
      resolvedOn: (l: {resolvedOn: Date | null}) => l.resolvedOn?.toISOString() ?? null,
    },
    Installation: {createdOn: (i: {createdOn: Date}) => i.createdOn.toISOString()},
  },
};
