/**
 * Console pages whose capability is not built yet (document 002). Each route exists now, so menu
 * links, deep links and bookmarks work; the page says plainly what arrives and with what.
 */
export interface Capability {
  /** The route of document 002, section 2.1 (a react-router pattern). */
  path: string;
  title: string;
  /** "arrives with ..." */
  arrivesWith: string;
  /** What the page will hold, from document 002. */
  summary: string;
}

export const CAPABILITIES: Capability[] = [
  {
    path: '/Suppliers',
    title: 'Suppliers',
    arrivesWith: 'supplier management',
    summary:
      'Every supplier and distributor with its registry names, ABN, internal code, signing key, status and password reset.',
  },
  {
    path: '/AdminInstaller',
    title: 'Installers',
    arrivesWith: 'the CEC installer register sync',
    summary:
      'Accredited installers with their accreditation dates, status, requests and data packs, with CSV export and import.',
  },
  {
    path: '/PullRequests',
    title: 'Pull Requests',
    arrivesWith: 'change requests',
    summary: 'Change requests with their status, assignees, approvals and merge state.',
  },
  {
    path: '/CreatePullRequest/*',
    title: 'New PullRequest',
    arrivesWith: 'change requests',
    summary: 'A new change request for a manufacturer and distributor.',
  },
  {
    path: '/ImportWeeklySupplierList',
    title: 'Import Weekly Supplier Data',
    arrivesWith: 'the weekly supplier list import',
    summary: "Upload of the regulator's weekly approved-importer list (one file).",
  },
  // Routes of section 2.1 that the menu does not list.
  {
    path: '/ImportInstallerData',
    title: 'Import Installer Data',
    arrivesWith: 'the CEC installer register sync',
    summary: 'Import of migrated installer data from a CSV or spreadsheet file.',
  },
  {
    path: '/ManufacturerDetail',
    title: 'Manufacturer detail',
    arrivesWith: 'the manufacturer portal data',
    summary:
      'Models, serials, verified installations, staff, notifications, upload history and suppliers of one manufacturer.',
  },
  {
    path: '/AddSupplier/*',
    title: 'Add supplier',
    arrivesWith: 'supplier management',
    summary: 'Registration of a supplier account.',
  },
  {
    path: '/changepassword',
    title: 'Change password',
    arrivesWith: 'account management',
    summary: 'A new password for your account.',
  },
];
