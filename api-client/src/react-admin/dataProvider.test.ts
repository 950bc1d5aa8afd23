import {describe, expect, it} from 'vitest';
import {toHttpError} from './dataProvider';

describe('toHttpError', () => {
  it('keeps the HTTP status of a network error', () => {
    const error = toHttpError({message: 'Response not successful', networkError: {statusCode: 401}});
    expect(error).toMatchObject({status: 401, message: 'Response not successful'});
  });

  it('answers 503 when the server could not be reached', () => {
    expect(toHttpError({message: 'Failed to fetch', networkError: new TypeError('Failed to fetch')}).status).toBe(503);
  });

  it('maps the GraphQL error codes UNAUTHENTICATED and FORBIDDEN to 401 and 403, other errors to 200', () => {
    const withCode = (code: string) => ({message: code, graphQLErrors: [{extensions: {code}}]});
    expect(toHttpError(withCode('UNAUTHENTICATED')).status).toBe(401);
    expect(toHttpError(withCode('FORBIDDEN')).status).toBe(403);
    expect(toHttpError(withCode('BAD_USER_INPUT'))).toMatchObject({status: 200, message: 'BAD_USER_INPUT'});
  });

  it('keeps the original error as the body', () => {
    const original = new Error('boom');
    expect(toHttpError(original)).toMatchObject({message: 'boom', body: original});
  });
});
