/** Codes a service may refuse with; REST maps them to HTTP statuses, GraphQL to error codes. */
export type ServiceErrorCode = 'BAD_USER_INPUT' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';

/** A business rule refused the request: the message is meant for the user. */
export class ServiceError extends Error {
  constructor(
    message: string,
    public readonly code: ServiceErrorCode,
  ) {
    super(message);
  }
}
