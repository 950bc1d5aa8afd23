import {Access} from '../auth/access';
import {GraphqlContext} from './context';
import {GraphqlModule} from './schema';
import {RegistryBindings} from '../services/registry';

/** Reference Data (document 002, section 2.24). */
export const referenceDataModule: GraphqlModule = {
  typeDefs: `
    type ReferenceSupplier { distributorId: ID!, name: String!, startDate: String, endDate: String }
    type ReferenceManufacturer { manufacturerId: ID!, name: String!, brand: String!, isActive: Boolean!, totalSuppliers: Int!, "The first 3" suppliers: [ReferenceSupplier!]! }
    type ReferenceAppProvider { id: ID!, name: String!, contactEmail: String, enabled: Boolean!, createdOn: String! }
    "A verification service provider's endpoint, as the Reference Data sync last read it from the scheme registry."
    type ReferenceVsp { id: ID!, name: String!, url: String!, version: String, updatedOn: String! }
    type ReferenceData { manufacturers: [ReferenceManufacturer!]!, vsps: [ReferenceVsp!]!, appProviders: [ReferenceAppProvider!]! }

    extend type Query {
      referenceData: ReferenceData!
    }
  `,
  access: {Query: {referenceData: Access.admin()}},
  resolvers: {
    Query: {
      referenceData: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.REFERENCE_DATA_SERVICE).referenceData(),
    },
    ReferenceAppProvider: {createdOn: (a: {createdOn: Date}) => a.createdOn.toISOString()},
    ReferenceVsp: {updatedOn: (v: {updatedOn: Date}) => v.updatedOn.toISOString()},
  },
};
