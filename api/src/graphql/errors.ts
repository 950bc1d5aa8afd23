import {unwrapResolverError} from '@apollo/server/errors';
import {GraphQLFormattedError} from 'graphql';
import {ServiceError, ServiceErrorCode} from '../services/kernel/service-error';
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
 * PostgreSQL refused (a NUL) that no field's own check caught is the caller's input, not a server fault.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const cause = unwrapResolverError(error);
  if (cause instanceof ServiceError)
    return {
      ...formatted,
      message: cause.message,
      extensions: {...formatted.extensions, code: GRAPHQL_CODE[cause.code]},
    };
  if (isUnstorableTextError(cause))
    return {...formatted, message: UNSTORABLE_INPUT, extensions: {code: 'BAD_USER_INPUT'}};
  return formatted;
}
