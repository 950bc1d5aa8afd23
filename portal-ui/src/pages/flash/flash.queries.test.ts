import {describe, expect, it} from 'vitest';
import {messagesOf, ServerMessages} from './flash.queries';

describe('messagesOf', () => {
  it('shows every message the server gave, one by one', () => {
    expect(messagesOf(new ServerMessages(['a.csv: not a spreadsheet', 'b.csv: too large']))).toEqual([
      'a.csv: not a spreadsheet',
      'b.csv: too large',
    ]);
    expect(messagesOf({graphQLErrors: [{message: 'Serial Number must be mapped'}, {message: 'Model too'}]})).toEqual([
      'Serial Number must be mapped',
      'Model too',
    ]);
  });

  it("falls back on the error's own message, then on the catalogue's", () => {
    expect(messagesOf(new Error('Failed to fetch'))).toEqual(['Failed to fetch']);
    expect(messagesOf({graphQLErrors: []})).toEqual(['Some error has occured, please try again']);
    expect(messagesOf(null)).toEqual(['Some error has occured, please try again']);
  });
});
