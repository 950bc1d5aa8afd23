/** Why a service refused: REST maps the code to an HTTP status, GraphQL to an error code (one mapper each, at the edge). */
export type ServiceErrorCode = 'VALIDATION' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';

/** What a refusal may say besides its message. */
export interface ServiceErrorDetails {
  /** The input field the message is about (the account forms show it beside the field). */
  field?: string;
  /**
   * A finer reason integrators branch on, answered as REST's `code` (e.g. INVALID_FIELD, REQUEST_ID_REUSED,
   * invalid_client); without one, REST answers the code as clients know it.
   */
  reason?: string;
  /** Each broken field of a request: its path and what is wrong with it. */
  details?: Array<{path: string; message: string}>;
}

/** A business rule refused the request: the message is meant for the user. */
export class ServiceError extends Error {
  readonly field?: string;
  readonly reason?: string;
  readonly details?: Array<{path: string; message: string}>;

  constructor(
    message: string,
    public readonly code: ServiceErrorCode,
    more: ServiceErrorDetails = {},
  ) {
    super(message);
    this.field = more.field;
    this.reason = more.reason;
    this.details = more.details;
  }
}

/** What every edge answers for a fault that is not the caller's (the documents' catalogue message). */
export const UNEXPECTED_ERROR_MESSAGE = 'OOPS.. Some error has occured, please retry.';

/**
 * A refused input field (422 INVALID_FIELD naming it), the one shape on every door: the message reads
 * `field: problem`, and a problem answer's `errors` hold `{field, message: problem}`.
 */
export const invalidInput = (field: string, problem: string) =>
  new ServiceError(`${field}: ${problem}`, 'VALIDATION', {
    field,
    reason: 'INVALID_FIELD',
    details: [{path: field, message: problem}],
  });

/** invalidInput for a catalogue message already written `field: problem`. */
export const invalidInputOf = (message: string) => {
  const at = message.indexOf(':');
  return at < 0 ? invalidInput('body', message) : invalidInput(message.slice(0, at), message.slice(at + 1).trim());
};
