/** The largest id a PostgreSQL integer key holds. */
const MAX_ID = 2 ** 31 - 1;

/**
 * The id a signed token's `sub` names (an account's or an app provider's): a decimal integer from 1 to 2^31-1,
 * as a string (RFC 7519) or a number. Anything else (a name, a fraction, an out-of-range number, an object)
 * names no one: the token is refused with 401, never looked up.
 */
export function idOfSubject(sub: unknown): number | undefined {
  const text = typeof sub === 'number' ? String(sub) : sub;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}
