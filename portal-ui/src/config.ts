/** Everything the portal reads from its build environment, read here and nowhere else. */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const config = {
  appName: text(env.VITE_APP_NAME, 'VoltCheck'),
  /** Short product code that prefixes the dashboard titles (document 001 section 1). */
  productCode: text(env.VITE_PRODUCT_CODE, 'VC'),
  copyrightHolder: text(env.VITE_COPYRIGHT_HOLDER, 'VoltCheck'),
  /** The administrators' console: another app served by the same process. */
  adminConsoleUrl: text(env.VITE_ADMIN_CONSOLE_URL, '/admin/'),
  supportEmail: text(env.VITE_SUPPORT_EMAIL, 'support@voltcheck.example'),
  /** The company address shown in the registration side panel and the footer page. */
  companyName: text(env.VITE_COMPANY_NAME, 'VoltCheck Pty Ltd'),
  companyAddress: text(env.VITE_COMPANY_ADDRESS, 'Level 12, 1 Market Street, Sydney NSW 2000, Australia'),
  /** Autocomplete thresholds (document 000 section 9): more than 1 character for company, more than 3 for address. */
  companySearchMinChars: 2,
  addressSearchMinChars: 4,
  searchDebounceMs: 300,
  /** Reset-password success message hides after 3 seconds. */
  resetSuccessHideMs: 3000,
} as const;

export type PortalConfig = typeof config;
