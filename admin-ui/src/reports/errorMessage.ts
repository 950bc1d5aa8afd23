/** The generic failure text of the oversight pages (document 002, section 9). */
export const SOMETHING_WRONG = 'Something went wrong. Please try again later.';

/**
 * What a page says when its query fails: the server's own words when it refused the input (a bad date,
 * a range too long for the Detail View's filters), which the administrator can act on; else the generic text.
 */
export function failureMessage(error: unknown): string {
  const body = (error as {body?: {graphQLErrors?: Array<{message?: string; extensions?: {code?: unknown}}>}})?.body;
  const first = body?.graphQLErrors?.[0];
  return first?.extensions?.code === 'BAD_USER_INPUT' && first.message ? first.message : SOMETHING_WRONG;
}
