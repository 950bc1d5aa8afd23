import {Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {ProductLineBindings} from '../services/product-lines';

type PageArgs = {filter?: string | null; skip?: number | null; first?: number | null; manufacturerId?: string | null};
const idOf = (id?: string | null) => (id === undefined || id === null ? undefined : Number(id));
const read = Access.tenant(PERMISSION.read);

/** Product lines, their warranties and models (document 000 sections 3 and 7). */
export const productLinesModule: GraphqlModule = {
  typeDefs: `
    "A product line's warranty; a link is a URL, or the API's path of a stored document (/api/productline/file/...)."
    type ProductWarranty { productWarrantyId: ID!, componentInYears: Float!, componentWarrantyLink: String, performanceInYears: Float!, performanceWarrantyLink: String }
    "logo: the stored file name, served at /api/productline/file/{logo}. totalProduct: models assigned."
    type ProductLine { productLineId: ID!, manufacturerId: ID!, lineName: String!, logo: String, updatedOn: String!, totalProduct: Int!, productWarranty: ProductWarranty }
    "A model (document 000 section 3)."
    type ProductLineModel { productId: ID!, model: String!, wattage: Float, approvedDate: String, expiryDate: String, fireTested: Boolean!, productType: String!, productLineId: ID }
    type ProductLineModelPage { count: Int!, list: [ProductLineModel!]! }

    extend type Query {
      productLine(id: ID!, manufacturerId: ID): ProductLine!
      "filter: a name prefix. Page size 100 on the list page."
      productLines(filter: String, skip: Int, first: Int, manufacturerId: ID): [ProductLine!]!
      productLineCount(filter: String, manufacturerId: ID): Int!
      "The models of a product line (filter: a model prefix)."
      productsByProductline(id: ID!, filter: String, skip: Int, first: Int): ProductLineModelPage!
      "The manufacturer's models in no product line."
      productNotHavingProductline(filter: String, skip: Int, first: Int, manufacturerId: ID): ProductLineModelPage!
    }
  `,
  access: {
    Query: {
      productLine: read,
      productLines: read,
      productLineCount: read,
      productsByProductline: read,
      productNotHavingProductline: read,
    },
  },
  resolvers: {
    Query: {
      productLine: (_: unknown, a: {id: string; manufacturerId?: string | null}, ctx: GraphqlContext) =>
        ctx.get(ProductLineBindings.SERVICE).productLine(requireCaller(ctx), Number(a.id), idOf(a.manufacturerId)),
      productLines: (_: unknown, a: PageArgs, ctx: GraphqlContext) =>
        ctx
          .get(ProductLineBindings.SERVICE)
          .productLines(requireCaller(ctx), {...a, manufacturerId: idOf(a.manufacturerId)}),
      productLineCount: (_: unknown, a: PageArgs, ctx: GraphqlContext) =>
        ctx
          .get(ProductLineBindings.SERVICE)
          .productLineCount(requireCaller(ctx), {...a, manufacturerId: idOf(a.manufacturerId)}),
      productsByProductline: (_: unknown, a: PageArgs & {id: string}, ctx: GraphqlContext) =>
        ctx.get(ProductLineBindings.MODELS_SERVICE).modelsOfLine(requireCaller(ctx), {...a, id: Number(a.id)}),
      productNotHavingProductline: (_: unknown, a: PageArgs, ctx: GraphqlContext) =>
        ctx
          .get(ProductLineBindings.MODELS_SERVICE)
          .modelsWithoutLine(requireCaller(ctx), {...a, manufacturerId: idOf(a.manufacturerId)}),
    },
    ProductLine: {updatedOn: (l: {updatedOn: Date}) => l.updatedOn.toISOString()},
  },
};
