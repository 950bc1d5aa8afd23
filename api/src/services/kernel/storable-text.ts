/** Why text from an upload or a request cannot be stored as it is. */
export const UNSTORABLE_TEXT = 'contains a character that cannot be stored (a NUL or an unpaired surrogate)';

/** A NUL (PostgreSQL text cannot hold one) or half of a surrogate pair (it would be stored as U+FFFD, so changed). */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` cannot be stored as it is. */
export function unstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The path (as `items[0].serial`) of the first string in `value` that cannot be stored, if any. */
export function firstUnstorable(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return unstorableText(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [n, v] of value.entries()) {
      const found = firstUnstorable(v, `${path}[${n}]`);
      if (found !== undefined) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const found = firstUnstorable(v, path ? `${path}.${k}` : k);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * True for PostgreSQL's refusal of such text (character_not_in_repertoire, untranslatable_character):
 * wherever it was not caught by a field's own check, it is the caller's input, not a server fault.
 */
export function isUnstorableTextError(err: unknown): boolean {
  const code = (err as {code?: unknown} | null)?.code;
  return code === '22021' || code === '22P05';
}

/** What the caller is told when PostgreSQL refused such text. */
export const UNSTORABLE_INPUT = `A value ${UNSTORABLE_TEXT}.`;
