/** Request type codes of the logs filter (document 002, section 9). */
export const REQUEST_TYPES = [
  {value: 0, label: 'All'},
  {value: 1, label: 'Installation'},
  {value: 2, label: 'Product'},
  {value: 3, label: 'Serial'},
  {value: 4, label: 'Contains Comment'},
] as const;

/** Page size of the logs list; skip = (page - 1) * 100. */
export const LOGS_PAGE_SIZE = 100;

/** requesterType: 1 installation, 2 product, otherwise serial. */
export const requesterTypeLabel = (type: number) => (type === 1 ? 'Installation' : type === 2 ? 'Product' : 'Serial');

/** status 1 means verified. */
export const isVerified = (status: number) => status === 1;

/** A map link for a log's position, or undefined without one. */
export const mapLink = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null
    ? undefined
    : `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
