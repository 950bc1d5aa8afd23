/**
 * Typed GraphQL answers for the UIs' tests, for Apollo's MockedProvider (ui-shared's renderWithProviders takes
 * them): the data and variables are typed from the document, whose types come from graphql-operations.ts. The
 * answers get their __typename from the schema, as the server's do, so that Apollo's cache matches fragments.
 */
import type {TypedDocumentNode, Unmasked} from '@apollo/client';
import type {MockedResponse} from '@apollo/client/testing';
import {GraphQLError} from 'graphql';
import {withTypenames} from './typenames';

interface MockOptions {
  /** How many times the answer may be used (refetches, polls); once by default. */
  times?: number;
  /** Milliseconds before the answer arrives, to see a loading state. */
  delay?: number;
}

/** `query` called with exactly `variables` answers `data` (give __typename only to interface or union objects). */
export function mockGraphql<Data, Variables extends Record<string, unknown>>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  data: Data,
  {times = 1, delay}: MockOptions = {},
): MockedResponse<Data, Variables> {
  // Unmasked<Data> is Data itself: the UIs use no fragment masking (TypeScript cannot see it for a type parameter).
  const answer = withTypenames(query, data) as Unmasked<Data>;
  return {request: {query, variables}, result: {data: answer}, maxUsageCount: times, delay};
}

/** `query` called with `variables` answers GraphQL errors (what the server refuses), with their codes. */
export function mockGraphqlError<Data, Variables extends Record<string, unknown>>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  message: string,
  {code = 'BAD_USER_INPUT', ...options}: MockOptions & {code?: string} = {},
): MockedResponse<Data, Variables> {
  const errors = [new GraphQLError(message, {extensions: {code}})];
  return {request: {query, variables}, result: {errors}, maxUsageCount: options.times ?? 1, delay: options.delay};
}

/** `query` called with `variables` fails on the network (server down, or a refused status). */
export function mockGraphqlNetworkError<Data, Variables extends Record<string, unknown>>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  error: Error = new Error('Failed to fetch'),
): MockedResponse<Data, Variables> {
  return {request: {query, variables}, error};
}
