import {Access} from '../auth/access';
import {LedgerArgs, LedgerBindings} from '../services/ledger';
import {GraphqlContext} from './context';
import {GraphqlModule} from './schema';

/** The ledger listing (document 002, section 2.13) and its Model and Supplier pickers. */
export const ledgerListingModule: GraphqlModule = {
  typeDefs: `
    type LedgerRecord {
      recordId: ID!
      serial: String!
      brand: String!
      model: String!
      distributorName: String
      batchId: ID
      "pending, pass, fail or deleted"
      status: String!
      error: String
      createdTime: String!
      "A status update's status (available, recalled or ineligible); null for an upload's record"
      serialStatus: String
    }
    type LedgerRecordPage { pageNumber: Int!, pageSize: Int!, hasNextPage: Boolean!, list: [LedgerRecord!]! }
    type DistributorOption { distributorId: ID!, distributorName: String! }
    type ProductOption { productId: ID!, model: String!, wattage: Float }

    extend type Query {
      "Ledger records, newest first; pages from 1 of up to 1000. errorFilter: Brand Mismatch; Brand & Model Mismatch; Brand, Model & Supplier Mismatch."
      productSerialLedgerRecords(startDate: String, endDate: String, manufacturerId: ID, productId: ID, distributorId: ID, errorFilter: String, pageNumber: Int, pageSize: Int): LedgerRecordPage!
      "The suppliers linked to a manufacturer."
      distributorList(manufacturerId: ID!): [DistributorOption!]!
      "The models of a manufacturer."
      productsList(manufacturerId: ID!): [ProductOption!]!
    }
  `,
  access: {
    Query: {productSerialLedgerRecords: Access.admin(), distributorList: Access.admin(), productsList: Access.admin()},
  },
  resolvers: {
    Query: {
      productSerialLedgerRecords: (_: unknown, args: LedgerArgs, ctx: GraphqlContext) =>
        ctx.get(LedgerBindings.LISTING_SERVICE).records(args),
      distributorList: (_: unknown, args: {manufacturerId: string}, ctx: GraphqlContext) =>
        ctx.get(LedgerBindings.LISTING_SERVICE).distributors(args.manufacturerId),
      productsList: (_: unknown, args: {manufacturerId: string}, ctx: GraphqlContext) =>
        ctx.get(LedgerBindings.LISTING_SERVICE).products(args.manufacturerId),
    },
    LedgerRecord: {createdTime: (r: {createdTime: Date}) => r.createdTime.toISOString()},
  },
};
