import {Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {SerialBindings} from '../services/serials';

interface Args {
  first?: number | null;
  skip?: number | null;
  filter?: string | null;
  manufacturerId?: string | null;
  productId?: string;
}

const manufacturerOf = (args: Args) =>
  args.manufacturerId === undefined || args.manufacturerId === null ? undefined : Number(args.manufacturerId);

/** The Models tab and model detail (document 001 sections 2 and 3, Product). */
export const productsModule: GraphqlModule = {
  typeDefs: `
    type ModelProductLine { productLineId: ID!, lineName: String! }
    type ModelWarranty {
      productWarrantyId: ID!
      componentInYears: Float!
      performanceInYears: Float!
      componentWarrantyLink: String
      performanceWarrantyLink: String
    }
    "Counts of a model's serials (a supplier's: those its account uploaded). pending: available."
    type SerialStats { failed: Int!, installed: Int!, pending: Int!, totalRequests: Int! }
    "A module model of modular batteries: its capacity per module."
    type BatteryModuleModel { productId: ID!, model: String!, nominalKWh: Float!, usableKWh: Float! }
    "An approved configuration of a modular battery: its module count and the system's capacity."
    type BatteryConfiguration {
      moduleCount: Int!
      nominalKWh: Float!
      usableKWh: Float!
      approvedDate: String
      expiryDate: String
    }
    "A modular battery product (its battery management unit's model), from the CEC products list."
    type BatterySystemModel { modules: [BatteryModuleModel!]!, configurations: [BatteryConfiguration!]! }
    "A module model: its own capacity and the unit models it fits."
    type BatteryModuleOf { nominalKWh: Float!, usableKWh: Float!, units: [String!]! }
    "A model (document 001 section 3, Product)."
    type ProductModel {
      productId: ID!
      manufacturerId: ID!
      model: String!
      productType: String!
      wattage: Float
      approvedDate: String
      expiryDate: String
      fireTested: Boolean!
      productLine: ModelProductLine
      productWarranty: ModelWarranty
      serialStats: SerialStats!
      "true for a model of the sandbox only (test data): listed to administrators only, never to its manufacturer"
      test: Boolean
      "A modular battery's unit model: its modules and approved configurations (model detail only; null otherwise)."
      batterySystem: BatterySystemModel
      "A module model of modular batteries (model detail only; null otherwise)."
      batteryModule: BatteryModuleOf
    }
    type ProductModelPage { count: Int!, list: [ProductModel!]! }

    extend type Query {
      "The models of a manufacturer (administrators: all, or the one given), by name. filter: part of the model or product line name."
      products(filter: String, skip: Int, first: Int, manufacturerId: ID): ProductModelPage!
      "One model (model detail)."
      product(productId: ID!, manufacturerId: ID): ProductModel!
    }
  `,
  access: {
    Query: {
      products: Access.tenant(PERMISSION.read),
      product: Access.tenant(PERMISSION.read),
    },
  },
  resolvers: {
    Query: {
      products: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx
          .get(SerialBindings.PRODUCTS_SERVICE)
          .products(requireCaller(ctx), {...args, manufacturerId: manufacturerOf(args)}),
      product: (_: unknown, args: Args, ctx: GraphqlContext) =>
        ctx.get(SerialBindings.PRODUCTS_SERVICE).product(requireCaller(ctx), args.productId, manufacturerOf(args)),
    },
  },
};
