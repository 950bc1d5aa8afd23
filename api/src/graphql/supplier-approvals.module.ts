import {Access} from '../auth/access';
import {MANUFACTURER_ROLES} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel/tenancy';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {ChangeRequestBindings} from '../services/change-requests';

/** Who approves suppliers: the manufacturer's own accounts; its staff with permission 3, Approve Supplier. */
const APPROVERS = Access.roles(MANUFACTURER_ROLES, PERMISSION.approveSupplier);

/**
 * Supplier approvals in the portal (permission 3 of document 000 section 3; server.md section 7): a
 * manufacturer sees the change requests that would link a supplier to it and approves them; an
 * administrator then merges. The manufacturer sees no administrator's names or comments.
 */
export const supplierApprovalsModule: GraphqlModule = {
  typeDefs: `
    "A request to link a supplier to the caller's manufacturer from startDate until endDate (open-ended when null)."
    type SupplierLinkRequest {
      id: ID!
      number: Int!
      title: String!
      description: String
      manufacturerId: ID!
      brandName: String!
      distributorId: ID!
      distributorName: String!
      startDate: String!
      endDate: String
      createdAt: String!
      "Open or Closed."
      status: String!
      reviewApproved: Boolean!
      isMerged: Boolean!
    }

    extend type Query {
      "The supplier link requests about the caller's manufacturer (manufacturerId when it acts for several); status: Open or Closed, else all."
      supplierLinkRequests(manufacturerId: ID, status: String): [SupplierLinkRequest!]!
    }

    extend type Mutation {
      "Approves an open supplier link request about the caller's manufacturer (Approve Supplier); an administrator merges it."
      approveSupplierLinkRequest(id: ID!): SupplierLinkRequest!
    }
  `,
  access: {
    Query: {supplierLinkRequests: APPROVERS},
    Mutation: {approveSupplierLinkRequest: APPROVERS},
  },
  resolvers: {
    Query: {
      supplierLinkRequests: (
        _: unknown,
        args: {manufacturerId?: string | null; status?: string | null},
        ctx: GraphqlContext,
      ) =>
        ctx
          .get(ChangeRequestBindings.SUPPLIER_APPROVAL_SERVICE)
          .list(requireCaller(ctx), args.manufacturerId, args.status),
    },
    Mutation: {
      approveSupplierLinkRequest: (_: unknown, args: {id: string}, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.SUPPLIER_APPROVAL_SERVICE).approve(requireCaller(ctx), args.id),
    },
  },
};
