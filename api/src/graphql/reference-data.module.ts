import {Access} from '../auth/access';
import {GraphqlContext} from './context';
import {GraphqlModule} from './schema';

/** Reference Data (document 002, section 2.24). */
export const referenceDataModule: GraphqlModule = {
  typeDefs: `
    type ReferenceSupplier { distributorId: ID!, name: String!, startDate: String, endDate: String }
    type ReferenceManufacturer { manufacturerId: ID!, name: String!, brand: String!, isActive: Boolean!, totalSuppliers: Int!, "The first 3" suppliers: [ReferenceSupplier!]! }
    type ReferenceAppProvider { id: ID!, name: String!, contactEmail: String, enabled: Boolean!, createdOn: String! }
    type ReferenceData { manufacturers: [ReferenceManufacturer!]!, appProviders: [ReferenceAppProvider!]! }

    extend type Query {
      referenceData: ReferenceData!
    }
  `,
  access: {Query: {referenceData: Access.admin()}},
  resolvers: {
    Query: {
      referenceData: (_: unknown, __: unknown, ctx: GraphqlContext) => ctx.services.referenceData.referenceData(),
    },
    ReferenceAppProvider: {createdOn: (a: {createdOn: Date}) => a.createdOn.toISOString()},
  },
};
