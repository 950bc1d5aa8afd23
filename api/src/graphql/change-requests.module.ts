import {Access} from '../auth/access';
import {
  ChangeRequestBindings,
  ChangeRequestEntry,
  ChangeRequestFilter,
  NewChangeRequest,
} from '../services/change-requests';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {ListArgs} from './list.module';
import {GraphqlModule} from './schema';

type Id = {id: string};

/** Change requests ("Pull Requests", document 002 section 2.17; server.md section 7). Administrators only. */
export const changeRequestsModule: GraphqlModule = {
  typeDefs: `
    type PullRequestComment { id: ID!, userName: String!, body: String!, createdAt: String! }

    "A proposal to link a supplier to a manufacturer, from startDate until endDate (open-ended when null)."
    type PullRequest {
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
      createdBy: String!
      assignees: [String!]!
      reviewers: [String!]!
      "Open or Closed."
      status: String!
      reviewApproved: Boolean!
      isMerged: Boolean!
      isClosed: Boolean!
      commentCount: Int!
      comments: [PullRequestComment!]!
      "Why the caller cannot approve it (its own request), and what it may do instead; null when nothing stands in the way."
      approvalBlocker: String
      "The caller created it, no other administrator is active, and it is on the manufacturers allow-list."
      mayApproveAlone: Boolean!
    }
    input PullRequestFilter { status: String, q: String, ids: [ID!] }

    extend type Query {
      "filter: All, Open or Closed; search: number, title, brand, supplier or requester."
      mergeRequests(filter: String, search: String): [PullRequest!]!
      allPullRequests(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: PullRequestFilter): [PullRequest!]!
      _allPullRequestsMeta(page: Int, perPage: Int, filter: PullRequestFilter): ListMetadata!
      PullRequest(id: ID!): PullRequest
    }

    extend type Mutation {
      createPullRequest(manufacturerId: ID!, distributorId: ID!, startDate: String!, endDate: String, title: String, description: String, assignees: [String!]): PullRequest!
      commentPullRequest(id: ID!, body: String!): PullRequest!
      "A reviewer other than the creator approves."
      approvePullRequest(id: ID!): PullRequest!
      "The creator approves its own request when no other administrator is active (manufacturers allow-list); the reason is kept as a comment and audited."
      approvePullRequestAlone(id: ID!, reason: String!): PullRequest!
      "Applies the link and closes the request; only once approved."
      mergePullRequest(id: ID!): PullRequest!
      "Closes without merging: nothing else changes."
      closePullRequest(id: ID!): PullRequest!
    }
  `,
  access: {
    Query: {
      mergeRequests: Access.admin(),
      allPullRequests: Access.admin(),
      _allPullRequestsMeta: Access.admin(),
      PullRequest: Access.admin(),
    },
    Mutation: {
      createPullRequest: Access.admin(),
      commentPullRequest: Access.admin(),
      approvePullRequest: Access.admin(),
      approvePullRequestAlone: Access.admin('manufacturers'),
      mergePullRequest: Access.admin(),
      closePullRequest: Access.admin(),
    },
  },
  resolvers: {
    Query: {
      mergeRequests: (_: unknown, args: {filter?: string | null; search?: string | null}, ctx: GraphqlContext) =>
        ctx
          .get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE)
          .list({filter: {status: args.filter, q: args.search}, perPage: 500}),
      allPullRequests: (_: unknown, args: ListArgs<ChangeRequestFilter>, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).list(args),
      _allPullRequestsMeta: async (_: unknown, args: {filter?: ChangeRequestFilter | null}, ctx: GraphqlContext) => ({
        count: await ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).count(args.filter),
      }),
      PullRequest: (_: unknown, args: Id, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).get(args.id),
    },
    Mutation: {
      createPullRequest: (_: unknown, args: NewChangeRequest, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).create(requireCaller(ctx), args),
      commentPullRequest: (_: unknown, args: Id & {body: string}, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).comment(requireCaller(ctx), args.id, args.body),
      approvePullRequest: (_: unknown, args: Id, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).approve(requireCaller(ctx), args.id),
      approvePullRequestAlone: (_: unknown, args: Id & {reason: string}, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.REVIEW_SERVICE).approveAlone(requireCaller(ctx), args.id, args.reason),
      mergePullRequest: (_: unknown, args: Id, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).merge(requireCaller(ctx), args.id),
      closePullRequest: (_: unknown, args: Id, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).close(requireCaller(ctx), args.id),
    },
    PullRequest: {
      comments: (r: {id: number}, _: unknown, ctx: GraphqlContext) =>
        ctx.get(ChangeRequestBindings.CHANGE_REQUEST_SERVICE).comments(r.id),
      approvalBlocker: async (r: ChangeRequestEntry, _: unknown, ctx: GraphqlContext) =>
        (await ctx.get(ChangeRequestBindings.REVIEW_SERVICE).block(requireCaller(ctx), r)).reason,
      mayApproveAlone: async (r: ChangeRequestEntry, _: unknown, ctx: GraphqlContext) =>
        (await ctx.get(ChangeRequestBindings.REVIEW_SERVICE).block(requireCaller(ctx), r)).mayApproveAlone,
    },
  },
};
