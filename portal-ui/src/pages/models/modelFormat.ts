/** Pure helpers of the Models tab (document 001 sections 2 and 9). */

export const NO_PRODUCT_LINE = 'No Product Line Assigned';
export const NO_WARRANTY = 'No Warranty Info Available';
export const CONTACT_MANUFACTURER = 'Please contact manufacturer to activate account';

/** Failed percentage = floor(failed / total * 100), at least 1 when any failed. */
export function failedPercent(failed: number, total: number): number {
  if (failed <= 0 || total <= 0) return 0;
  return Math.max(1, Math.floor((failed / total) * 100));
}

/** Available percentage = floor(pending / (installed + pending) * 100). */
export function availablePercent(pending: number, installed: number): number {
  const all = installed + pending;
  return all > 0 ? Math.floor((pending / all) * 100) : 0;
}

/** Failure bar colour: green below 5 %, warning from 5 to below 40, red from 40. */
export function failureColour(percent: number): 'success' | 'warning' | 'error' {
  return percent < 5 ? 'success' : percent < 40 ? 'warning' : 'error';
}

/** Years as the warranty column shows them: '10 years', '1 year', '2.5 years'. */
export function years(n: number): string {
  return `${n} year${n === 1 ? '' : 's'}`;
}

/** The 'Modify Product Line' dialog pages by 20; a search asks for 100 at a time (document 001 section 9). */
export const MODIFY_PAGE_SIZE = 20;
export const MODIFY_SEARCH_PAGE_SIZE = 100;
export function modifyPageSize(filter: string): number {
  return filter ? MODIFY_SEARCH_PAGE_SIZE : MODIFY_PAGE_SIZE;
}
