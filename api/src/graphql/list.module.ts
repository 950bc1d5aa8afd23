import {GraphqlModule} from './schema';

/**
 * What every admin list shares (the ra-data-graphql convention): `allXs(page, perPage, sortField,
 * sortOrder, filter)` with 0-based pages, and `_allXsMeta(filter): ListMetadata`.
 */
export const listModule: GraphqlModule = {
  typeDefs: `
    "The total of a list query for the same filter (react-admin's total)."
    type ListMetadata { count: Int! }
  `,
  resolvers: {},
};

/** The arguments of an `allXs` list query. */
export interface ListArgs<F> {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: F | null;
}
