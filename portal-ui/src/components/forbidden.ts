/**
 * Whether a failed call was refused for want of a permission (GraphQL code FORBIDDEN, or REST 403). Retrying such a
 * call cannot succeed: pages show the server's message without a Retry button and hide the actions it guards.
 */
export function isForbidden(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as {graphQLErrors?: Array<{extensions?: {code?: unknown}}>; status?: unknown; statusCode?: unknown};
  if (e.graphQLErrors?.some(g => g.extensions?.code === 'FORBIDDEN')) return true;
  return e.status === 403 || e.statusCode === 403;
}
