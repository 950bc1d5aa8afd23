/** The generic failure text of the oversight pages (document 002, section 9). */
export const SOMETHING_WRONG = 'Something went wrong. Please try again later.';

type GraphqlErrors = Array<{message?: string; extensions?: {code?: unknown}}>;

/**
 * What a page says when its query fails: the server's own words when it refused the input (a bad date,
 * a range too long for the Detail View's filters), which the administrator can act on; else the generic text.
 * Reads Apollo's error (useConsoleQuery) and react-admin's HttpError (useConsoleClient, `body.graphQLErrors`).
 */
export function failureMessage(error: unknown): string {
  const failed = error as {graphQLErrors?: GraphqlErrors; body?: {graphQLErrors?: GraphqlErrors}} | undefined;
  const first = (failed?.graphQLErrors ?? failed?.body?.graphQLErrors)?.[0];
  return first?.extensions?.code === 'BAD_USER_INPUT' && first.message ? first.message : SOMETHING_WRONG;
}
