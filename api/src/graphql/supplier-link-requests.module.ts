import {Access} from '../auth/access';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {ChangeRequestBindings} from '../services/change-requests';

/** Who asks for links: a supplier's or distributor's own account (its staff act within the links it has). */
const SUPPLIERS = Access.roles(['supplier', 'mdistributor']);

/**
 * The supplier's side of supplier links (server.md section 7): from its first screen, a supplier or distributor
 * asks to be linked to a manufacturer, follows its requests, and is mailed when one is merged.
 */
export const supplierLinkRequestsModule: GraphqlModule = {
  typeDefs: `
    "One of the caller's own link requests; state: Waiting for approval, Approved, Linked or Declined."
    type OwnSupplierLinkRequest {
      id: ID!
      number: Int!
      manufacturerId: ID!
      brandName: String!
      description: String
      startDate: String!
      createdAt: String!
      status: String!
      reviewApproved: Boolean!
      isMerged: Boolean!
      state: String!
    }
    "A manufacturer the caller may ask to be linked to. hasPortalAccount false: an administrator approves for it."
    type LinkableManufacturer { id: ID!, name: String!, linked: Boolean!, hasPortalAccount: Boolean!, openRequestId: ID }

    extend type Query {
      "The caller's company's link requests, newest first."
      mySupplierLinkRequests: [OwnSupplierLinkRequest!]!
      "Active manufacturers by name (search: a part of the name), 20 at most."
      linkableManufacturers(search: String): [LinkableManufacturer!]!
    }

    extend type Mutation {
      "Asks to be linked to a manufacturer (a change request the caller creates); message: at most 1000 characters."
      requestSupplierLink(manufacturerId: ID!, message: String): OwnSupplierLinkRequest!
    }
  `,
  access: {
    Query: {mySupplierLinkRequests: SUPPLIERS, linkableManufacturers: SUPPLIERS},
    Mutation: {requestSupplierLink: SUPPLIERS},
  },
  resolvers: {
    Query: {
      mySupplierLinkRequests: (_: unknown, _a: unknown, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.SUPPLIER_LINK_REQUEST_SERVICE).mine(requireCaller(ctx)),
      linkableManufacturers: (_: unknown, args: {search?: string | null}, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.SUPPLIER_LINK_REQUEST_SERVICE).manufacturers(requireCaller(ctx), args.search),
    },
    Mutation: {
      requestSupplierLink: (_: unknown, args: {manufacturerId: string; message?: string | null}, ctx: GraphqlContext) =>
        ctx
          .get(ChangeRequestBindings.SUPPLIER_LINK_REQUEST_SERVICE)
          .request(requireCaller(ctx), args.manufacturerId, args.message),
    },
  },
};
