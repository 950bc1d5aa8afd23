const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a local date. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** DD/MM/YYYY (reports) or DD-MM-YYYY (leadership board) of a YYYY-MM-DD day. */
export function displayDay(iso: string | null | undefined, separator: '/' | '-' = '/'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? [m[3], m[2], m[1]].join(separator) : '';
}

/** A YYYY-MM-DD day from DD/MM/YYYY or DD-MM-YYYY, or undefined when it is not a valid date. */
export function parseDisplayDay(text: string): string | undefined {
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const d = new Date(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  if (d.getDate() !== Number(m[1]) || d.getMonth() !== Number(m[2]) - 1) return undefined;
  return isoDay(d);
}

/** One month back to today (reports), or the last `days` days to today (leadership board). */
export function monthBackToToday(today = new Date()): {from: string; to: string} {
  const from = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  return {from: isoDay(from), to: isoDay(today)};
}

export function lastDays(days: number, today = new Date()): {from: string; to: string} {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return {from: isoDay(from), to: isoDay(today)};
}
