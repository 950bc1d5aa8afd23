import type {CurrentSerialStatus} from '../services/verification';

/** The header that tells a past answer's serials' current status, beside the signed body (RFC 8941 List). */
export const SERIAL_STATUS_HEADER = 'Serial-Status';
/** Present (`?1`) when some serials were left out of Serial-Status: past its size, or not sayable in it. */
export const SERIAL_STATUS_TRUNCATED_HEADER = 'Serial-Status-Truncated';

/** Serial-Status stays within what HTTP clients take in a header (Node's default is 16 KB for them all). */
const MAX_BYTES = 8 * 1024;
const PRINTABLE = /^[\x20-\x7e]*$/;

/** An RFC 8941 sf-string: printable ASCII, with `"` and `\` escaped. */
const sfString = (text: string) => `"${text.replace(/[\\"]/g, c => `\\${c}`)}"`;

/** A URL as ASCII: what is not printable ASCII percent-encoded as UTF-8. */
const asciiUrl = (url: string) => url.replace(/[^\x20-\x7e]/gu, c => encodeURIComponent(c));

/**
 * The value of Serial-Status: `"DE-1";status=RECALLED;notice="https://...", "DE-2";status=INELIGIBLE` (the status as
 * a verification now answers it), and whether some serials were left out.
 */
export function serialStatusHeader(statuses: CurrentSerialStatus[]): {value?: string; truncated: boolean} {
  const items: string[] = [];
  let bytes = 0;
  let truncated = false;
  for (const s of statuses) {
    if (!PRINTABLE.test(s.serial)) {
      truncated = true;
      continue;
    }
    const notice = s.noticeUrl ? `;notice=${sfString(asciiUrl(s.noticeUrl))}` : '';
    const item = `${sfString(s.serial)};status=${s.status.toUpperCase()}${notice}`;
    if (bytes + item.length + 2 > MAX_BYTES) {
      truncated = true;
      break;
    }
    items.push(item);
    bytes += item.length + 2;
  }
  return {value: items.length ? items.join(', ') : undefined, truncated};
}
