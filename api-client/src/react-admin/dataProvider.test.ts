import {describe, expect, it} from 'vitest';
import {HttpError} from 'react-admin';
import {toHttpError, withFieldErrors} from './dataProvider';

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

  it("answers a refusal about one input as the form's field errors", () => {
    const refusal = {
      message: 'Please provide valid ABN no',
      graphQLErrors: [{message: 'Please provide valid ABN no', extensions: {code: 'BAD_USER_INPUT', field: 'abn'}}],
    };
    expect(toHttpError(refusal)).toMatchObject({status: 200, body: {errors: {abn: 'Please provide valid ABN no'}}});
  });

  it("turns ra-data-graphql's error about one input into field errors, and leaves others alone", () => {
    const apollo = {
      message: 'Taken',
      graphQLErrors: [{message: 'Taken', extensions: {code: 'CONFLICT', field: 'name'}}],
    };
    expect(withFieldErrors(new HttpError('Taken', 200, apollo))).toMatchObject({body: {errors: {name: 'Taken'}}});
    const other = new HttpError('boom', 200, {message: 'boom', graphQLErrors: [{message: 'boom', extensions: {}}]});
    expect(withFieldErrors(other)).toBe(other);
  });
});
