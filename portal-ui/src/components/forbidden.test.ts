import {describe, expect, it} from 'vitest';
import {isForbidden} from './forbidden';

describe('isForbidden', () => {
  it('is true for a GraphQL FORBIDDEN error and a REST 403', () => {
    expect(isForbidden({message: 'x', graphQLErrors: [{extensions: {code: 'FORBIDDEN'}}]})).toBe(true);
    expect(isForbidden({status: 403})).toBe(true);
    expect(isForbidden({statusCode: 403})).toBe(true);
  });

  it('is false for other failures, which a retry may mend', () => {
    expect(isForbidden({graphQLErrors: [{extensions: {code: 'INTERNAL_SERVER_ERROR'}}]})).toBe(false);
    expect(isForbidden({networkError: new Error('offline'), graphQLErrors: []})).toBe(false);
    expect(isForbidden({status: 500})).toBe(false);
    expect(isForbidden(new Error('boom'))).toBe(false);
    expect(isForbidden(undefined)).toBe(false);
  });
});
