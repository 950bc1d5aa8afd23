import {Access} from '../auth/access';
import {GraphqlContext} from './context';
import {GraphqlModule} from './schema';
import {VerificationBindings} from '../services/verification';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Verification logs for administrators (document 002, section 2.15) and the batch a log belongs to. */
export const oversightLogsModule: GraphqlModule = {
  typeDefs: `
    "One serial of one verification call, as the console's logs list shows it."
    type VerificationLog {
      productLogId: ID!
      failedSerial: String!
      requestBatchId: ID!
      "1 verified, otherwise not verified"
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
      parralelImportComment: String
      installationId: ID
    }
    type VerificationLogPage {
      "Matches, counted up to 10000 (countCapped says there are more)."
      count: Int!
      countCapped: Boolean!
      list: [VerificationLog!]!
    }
    type BatchInstallation {
      productInstallationId: ID!
      installationDate: String!
      city: String
      state: String
      postCode: String
      installerAccreditationCode: String
      retailerName: String
      ratedPower: Int
      latitude: Float
      longitude: Float
    }
    "One call of the verification API: what was asked, what was answered and signed, what it created."
    type VerificationBatchDetail {
      batchId: ID!
      "Sent by a provider in test mode: answered as in production, nothing else of it was kept."
      isTest: Boolean!
      requestId: String!
      requestType: Int!
      requestFormat: String!
      responseFormat: String!
      signature: String!
      createdOn: String!
      appProviderName: String!
      installation: BatchInstallation
      items: [VerificationLog!]!
    }

    extend type Query {
      "Every verification log, newest first. requestType: 0 all, 1 installation, 2 product, 3 serial, 4 contains comment. filter: serial or batch id, log id, requester name or app."
      allLogs(filter: String, skip: Int, first: Int, requestType: Int): VerificationLogPage!
      verificationBatch(batchId: ID!): VerificationBatchDetail!
    }
  `,
  access: {Query: {allLogs: Access.admin(), verificationBatch: Access.admin()}},
  resolvers: {
    Query: {
      allLogs: (
        _: unknown,
        args: {filter?: string; skip?: number; first?: number; requestType?: number},
        ctx: GraphqlContext,
      ) => ctx.get(VerificationBindings.LOGS_SERVICE).allLogs(args),
      verificationBatch: (_: unknown, args: {batchId: string}, ctx: GraphqlContext) =>
        ctx.get(VerificationBindings.LOGS_SERVICE).batch(args.batchId),
    },
    VerificationLog: {requestedTime: (l: {requestedTime: Date}) => iso(l.requestedTime)},
    VerificationBatchDetail: {createdOn: (b: {createdOn: Date}) => iso(b.createdOn)},
  },
};
