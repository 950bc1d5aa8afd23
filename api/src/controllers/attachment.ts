/**
 * `Content-Disposition` of every download (RFC 6266): the exact UTF-8 name as `filename*` (RFC 5987,
 * percent-encoded beyond its attr-chars), and for clients that read only `filename` an ASCII form of it
 * (accents dropped, other characters `_`).
 */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
