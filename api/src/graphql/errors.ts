import {unwrapResolverError} from '@apollo/server/errors';
import {GraphQLError, GraphQLFormattedError} from 'graphql';
import {randomUUID} from 'node:crypto';
import {ServiceError, ServiceErrorCode, UNEXPECTED_ERROR_MESSAGE} from '../services/kernel/service-error';
import {isUnstorableTextError, UNSTORABLE_INPUT} from '../services/kernel/storable-text';

/** The GraphQL edge's one mapping of a service's refusal to an error code (Apollo's names where it has one). */
const GRAPHQL_CODE: Record<ServiceErrorCode, string> = {
  VALIDATION: 'BAD_USER_INPUT',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
};

/**
 * Apollo's formatError: a service's refusal (ServiceError) answers its message with its code; text
 * PostgreSQL refused (a NUL) that no field's own check caught is the caller's input, not a server fault;
 * GraphQL's own errors (syntax, validation, variables, access guards) answer as they are. Anything else
 * is a fault of the server: unless `debug` (DEBUG_ERRORS), its message (a database's, a library's) and
 * stack stay in the server's log, and the caller gets the generic message with INTERNAL_SERVER_ERROR
 * and an errorId that finds the log line.
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  debug = false,
): GraphQLFormattedError {
  const cause = unwrapResolverError(error);
  if (cause instanceof ServiceError)
    return {
      ...withoutStack(formatted, debug),
      message: cause.message,
      // field: the input the message is about, so that a form shows it beside that field.
      extensions: {
        ...withoutStack(formatted, debug).extensions,
        code: GRAPHQL_CODE[cause.code],
        ...(cause.field ? {field: cause.field} : {}),
      },
    };
  if (isUnstorableTextError(cause))
    return {...formatted, message: UNSTORABLE_INPUT, extensions: {code: 'BAD_USER_INPUT'}};
  if (CLIENT_ERRORS.has(String(formatted.extensions?.code)) || isOwnGraphqlError(cause))
    return withoutStack(formatted, debug);
  if (debug) return formatted;
  const errorId = randomUUID();
  console.error(`[voltcheck] GraphQL error ${errorId} at ${formatted.path?.join('.') ?? '(request)'}:`, cause);
  return {
    message: UNEXPECTED_ERROR_MESSAGE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {code: 'INTERNAL_SERVER_ERROR', errorId},
  };
}

/** Apollo's codes for a request the caller got wrong: their messages are GraphQL's own, about the request. */
const CLIENT_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** A GraphQLError thrown on purpose (a guard, a scalar), not one wrapping some other failure. */
function isOwnGraphqlError(error: unknown): boolean {
  let e = error;
  while (e instanceof GraphQLError) {
    if (!e.originalError) return true;
    e = e.originalError;
  }
  return false;
}

function withoutStack(formatted: GraphQLFormattedError, debug: boolean): GraphQLFormattedError {
  if (debug || !formatted.extensions?.stacktrace) return formatted;
  const {stacktrace: _stacktrace, ...extensions} = formatted.extensions;
  return {...formatted, extensions};
}
