import {publicRest} from '@voltcheck/api-client';

export const NO_RECALL = 'No recall found for this serial.';
export const RATE_LIMITED = 'Too many checks from your connection. Please wait a minute and try again.';

/**
 * GET /api/recall-check (no sign-in): whether a serial is under a recall, with the recall's notice. The server
 * answers the same for an unknown serial and one without a recall, so the page cannot tell them apart either.
 */
export function checkRecall(serial: string) {
  return publicRest.GET('/api/recall-check', {params: {query: {serial}}});
}
