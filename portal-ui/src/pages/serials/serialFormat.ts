/** Pure helpers of the serial lists (document 001 sections 2 and 9). */

/** Requester type: 1 Installation, 2 Product, otherwise Serial. */
export function requestTypeName(type: number | null | undefined): string {
  return type === 1 ? 'Installation' : type === 2 ? 'Product' : 'Serial';
}

/** The map 'View' link from latitude and longitude, or undefined ('Location Not Available'). */
export function mapLink(latitude: number | null | undefined, longitude: number | null | undefined): string | undefined {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

export const LOCATION_NOT_AVAILABLE = 'Location Not Available';
export const MASKED_SERIAL = 'XXXX-XXXX-XXXX';
export const SELF_SUPPLIER = 'Self supplier';
export const NO_RESULT = 'No result found.';
export const NO_IMAGE = "we could'nt find any image for this serial.";
export const HISTORY_ERROR = 'Error loading data';

/** The badge's text: the count, at most BADGE_MAX. */
export function badgeCount(count: number, max: number): number {
  return Math.min(Math.max(count, 0), max);
}

/** Ledger status text: 'Uploaded' or 'Not Uploaded'. */
export function ledgerLabel(uploaded: boolean): string {
  return uploaded ? 'Uploaded' : 'Not Uploaded';
}

/** The Battery Details fields, in the order of document 001 section 2. */
export const BATTERY_FIELDS = [
  'iPProtection',
  'nominalCapacity',
  'usableCapacity',
  'modCapacity',
  'tempatureRange',
  'smartHybrid',
  'ampHours',
] as const;

/** The panel flash-data fields shown on the Installed sub-tab. */
export const PANEL_FIELDS = ['pmax', 'ff', 'voc', 'isc', 'vpm', 'ipm'] as const;

/** How many pages a count makes, at least one. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The flash-data fields a serial carries (panel or battery), as 'name: value' pairs; '-' when none. */
export function flashDataText(
  s: Partial<Record<(typeof PANEL_FIELDS)[number] | (typeof BATTERY_FIELDS)[number], unknown>>,
): string {
  const fields = [...PANEL_FIELDS, ...BATTERY_FIELDS].filter(f => s[f] !== null && s[f] !== undefined);
  return fields.length ? fields.map(f => `${f}: ${String(s[f])}`).join(' · ') : '-';
}
