import contentDisposition from 'content-disposition';

/**
 * `Content-Disposition` of a download (RFC 6266): the exact UTF-8 name as `filename*` (RFC 5987),
 * and for clients that read only `filename` an ASCII form of it (accents dropped, other characters `_`).
 */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return contentDisposition(name, {fallback: ascii});
}
