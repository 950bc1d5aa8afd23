import {Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {imageUrl, ProductSerialKind, SerialBindings} from '../services/serials';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';

interface Args {
  first?: number | null;
  skip?: number | null;
  filter?: string | null;
  type?: number | null;
  manufacturerId?: string | null;
  id?: string;
  productSerialId?: string | null;
  serial?: string | null;
  status?: string | null;
}

const manufacturerOf = (args: Args) =>
  args.manufacturerId === undefined || args.manufacturerId === null ? undefined : Number(args.manufacturerId);
const page = (args: Args) => ({...args, manufacturerId: manufacturerOf(args)});
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const ofProduct = (kind: ProductSerialKind) => (_: unknown, args: Args, ctx: GraphqlContext) =>
  ctx.get(SerialBindings.SERIALS_SERVICE).ofProduct(requireCaller(ctx), args.id, kind, page(args));

/** The Serials tab, the global serial listing, model detail's serial tabs and the serial dialogs (document 001 sections 2 and 7). */
export const serialsModule: GraphqlModule = {
  typeDefs: `
    "One physical unit (document 001 section 3, Product serial)."
    type ProductSerial {
      productSerialId: ID!
      serial: String!
      "The model's product type (battery, panel or inverter)"
      serialType: String
      model: String
      productId: ID!
      recordId: Int
      uploadedOn: String!
      "available, installed or withdrawn"
      state: String!
      nominalCapacity: Float
      usableCapacity: Float
      tempatureRange: String
      iPProtection: String
      ampHours: Float
      modCapacity: Float
      smartHybrid: String
      installationId: ID
      "The supplier that uploaded it; null when the manufacturer did (shown as 'Self supplier')"
      supplier: String
      "The first photo sent for it (GET with the bearer token), or null"
      image: String
      batchId: ID
      uploadId: ID
      "true when the ledger accepted it (Uploaded), false otherwise (Not Uploaded)"
      ledgerStatus: Boolean!
      ledgerDate: String
      "Its manufacturer's word on it: available, recalled (under a recall) or ineligible"
      status: String!
      manufacturerId: ID!
      "true for a sandbox (test) serial: listed to administrators only, never counted for its manufacturer"
      test: Boolean
      "A battery system's module: the serial of the unit (BMU) it is uploaded or installed under"
      parentSerial: String
      "A battery system's unit: the serials of its modules, in upload order (empty for any other serial)"
      modules: [String!]!
      pmax: Float
      ff: Float
      voc: Float
      isc: Float
      vpm: Float
      ipm: Float
      brandName: String
    }
    type ProductSerialPage { count: Int!, list: [ProductSerial!]! }

    extend type ProductLog {
      "The first photo sent with this request (GET with the bearer token), or null"
      image: String
    }

    "A photo sent with a serial by an installer app."
    type SerialImage { imageId: ID!, image: String!, status: Int!, createdOn: String!, appName: String!, serial: String! }

    type SerialHistoryUpload {
      uploadId: ID!
      batchId: ID!
      sourceFileName: String
      "1 fresh, 2 resolve"
      type: Int!
      uploadedOn: String!
      uploadedBy: String
      deletedOn: String
      deleteReason: String
      restoredFrom: ID
    }
    type SerialLedgerRecord {
      recordId: ID!
      "pending, pass, fail or deleted"
      status: String!
      error: String
      batchId: ID
      createdTime: String!
      sourceBrand: String
      sourceModel: String
      sourceDistributorName: String
    }
    "A serial's upload history: the uploads that brought it (newest first), the ledger's answers and the requests about it."
    type SerialHistory {
      productSerialId: ID!
      serial: String!
      uploads: [SerialHistoryUpload!]!
      ledger: [SerialLedgerRecord!]!
      requests: [ProductLog!]!
    }

    extend type Query {
      "Serials in the caller's scope, newest first. type: 1 installed, 2 available, otherwise all. filter: serial prefix. status: available, recalled or ineligible (any when absent)."
      ProductSerialListing(type: Int, filter: String, skip: Int, first: Int, manufacturerId: ID, status: String): ProductSerialPage!
      "Requests that carried a parallel-import comment (the global view). type: 2 only those still failed."
      AdminParallelImport(first: Int, skip: Int, filter: String, type: Int, manufacturerId: ID): ProductLogPage!
      "The available serials of one model (model detail). filter: serial prefix. status: available, recalled or ineligible."
      ProductAvailableSerialsByProductId(id: ID!, type: Int, filter: String, first: Int, skip: Int, manufacturerId: ID, status: String): ProductSerialPage!
      "The installed serials of one model. status: available, recalled or ineligible."
      ProductInstalledSerialsByProductId(id: ID!, type: Int, filter: String, first: Int, skip: Int, manufacturerId: ID, status: String): ProductSerialPage!
      "The failed requests of one model."
      ProductFailedSerialsByProductId(id: ID!, type: Int, filter: String, first: Int, skip: Int, manufacturerId: ID): ProductLogPage!
      "Photos of a serial: by productSerialId, or by the serial as an app sent it (a failed serial)."
      serialImages(manufacturerId: ID, serial: String, productSerialId: ID): [SerialImage!]!
      "The upload history of one serial."
      historyForSerial(productSerialId: ID!, manufacturerId: ID): SerialHistory!
    }
  `,
  access: {
    Query: {
      ProductSerialListing: Access.tenant(PERMISSION.read),
      AdminParallelImport: Access.admin(),
      ProductAvailableSerialsByProductId: Access.tenant(PERMISSION.read),
      ProductInstalledSerialsByProductId: Access.tenant(PERMISSION.read),
      ProductFailedSerialsByProductId: Access.tenant(PERMISSION.read),
      serialImages: Access.tenant(PERMISSION.read),
      historyForSerial: Access.tenant(PERMISSION.read),
    },
  },
  resolvers: {
    Query: {
      ProductSerialListing: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx.get(SerialBindings.SERIALS_SERVICE).productSerials(requireCaller(ctx), page(args)),
      AdminParallelImport: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx.get(SerialBindings.SERIALS_SERVICE).parallelImports(requireCaller(ctx), page(args)),
      ProductAvailableSerialsByProductId: ofProduct('available'),
      ProductInstalledSerialsByProductId: ofProduct('installed'),
      ProductFailedSerialsByProductId: ofProduct('failed'),
      serialImages: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx
          .get(SerialBindings.SERIALS_SERVICE)
          .images(requireCaller(ctx), {...args, manufacturerId: manufacturerOf(args)}),
      historyForSerial: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx.get(SerialBindings.SERIALS_SERVICE).history(requireCaller(ctx), args.productSerialId, manufacturerOf(args)),
    },
    ProductSerial: {
      uploadedOn: (s: {uploadedOn: Date}) => s.uploadedOn.toISOString(),
      ledgerDate: (s: {ledgerDate: Date | null}) => iso(s.ledgerDate),
      image: (s: {imageId: string | null}) => imageUrl(s.imageId),
    },
    ProductLog: {image: (l: {imageId?: string | null}) => imageUrl(l.imageId)},
    SerialImage: {
      image: (i: {imageId: number}) => imageUrl(i.imageId),
      createdOn: (i: {createdOn: Date}) => i.createdOn.toISOString(),
    },
    SerialHistoryUpload: {
      uploadedOn: (u: {uploadedOn: Date}) => u.uploadedOn.toISOString(),
      deletedOn: (u: {deletedOn: Date | null}) => iso(u.deletedOn),
    },
    SerialLedgerRecord: {createdTime: (r: {createdTime: Date}) => r.createdTime.toISOString()},
  },
};
