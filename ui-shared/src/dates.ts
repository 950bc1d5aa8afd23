/**
 * How both apps write instants and days. The portal's lists write '2 Nov 2026, 3:05 pm' (shortDateTime) and
 * '15 Jan 2024' (shortDate); the console writes the Australian numeric forms, '27/11/2026, 8:25:38 am'
 * (displayTime) and '27/11/2026' (displayDate).
 */

/** The month abbreviations of every list: en-AU's own would print 'June', 'July' and 'Sept' beside 'Jan'. */
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const AU = 'en-AU';

function parsed(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function dayText(d: Date, utc: boolean): string {
  const [day, month, year] = utc
    ? [d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear()]
    : [d.getDate(), d.getMonth(), d.getFullYear()];
  return `${day} ${MONTH_ABBREVIATIONS[month]} ${year}`;
}

/** A date and time as the portal's lists show it ('2 Nov 2026, 3:05 pm'), or '' when there is none. */
export function shortDateTime(iso: string | null | undefined): string {
  const d = parsed(iso);
  return d ? `${dayText(d, false)}, ${d.toLocaleTimeString(AU, {timeStyle: 'short'})}` : '';
}

/** '15 Jan 2024'. A date without a time (an installation date, an approval date) is that calendar day anywhere. */
export function shortDate(iso: string | null | undefined): string {
  const d = parsed(iso);
  return d ? dayText(d, /^\d{4}-\d{2}-\d{2}$/.test(iso ?? '')) : '';
}

/** Date and time of an instant as the console shows it, e.g. 27/11/2026, 8:25:38 am. */
export const displayTime = (iso: string | null | undefined) => parsed(iso)?.toLocaleString(AU) ?? '';

/** The (local) day of an instant as the console shows it, e.g. 27/11/2026. */
export const displayDate = (iso: string | null | undefined) => parsed(iso)?.toLocaleDateString(AU) ?? '';

/** An installed serial's ledger state: 'Uploaded' with the day the ledger took it (in the app's day format), or 'Not Uploaded'. */
export function ledgerUploadLabel(
  status: string,
  date: string | null | undefined,
  day: (iso: string | null | undefined) => string = shortDate,
): string {
  if (status !== 'pass') return 'Not Uploaded';
  return date ? `Uploaded ${day(date)}` : 'Uploaded';
}
