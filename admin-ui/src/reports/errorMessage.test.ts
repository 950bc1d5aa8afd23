import {ApolloError} from '@apollo/client';
import {GraphQLError} from 'graphql';
import {describe, expect, it} from 'vitest';
import {failureMessage, SOMETHING_WRONG} from './errorMessage';

describe('failureMessage', () => {
  it("shows the server's refusal of the input", () => {
    const error = {
      body: {graphQLErrors: [{message: 'choose a shorter date range', extensions: {code: 'BAD_USER_INPUT'}}]},
    };
    expect(failureMessage(error)).toBe('choose a shorter date range');
  });

  it("reads Apollo's errors of a page's query", () => {
    const error = new ApolloError({
      graphQLErrors: [new GraphQLError('choose a shorter date range', {extensions: {code: 'BAD_USER_INPUT'}})],
    });
    expect(failureMessage(error)).toBe('choose a shorter date range');
  });

  it('shows the generic text for anything else', () => {
    expect(
      failureMessage({body: {graphQLErrors: [{message: 'boom', extensions: {code: 'INTERNAL_SERVER_ERROR'}}]}}),
    ).toBe(SOMETHING_WRONG);
    expect(failureMessage(new Error('network'))).toBe(SOMETHING_WRONG);
    expect(failureMessage(undefined)).toBe(SOMETHING_WRONG);
  });
});
