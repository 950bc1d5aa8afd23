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
    path: '/AdminSerials',
    title: 'Serials',
    arrivesWith: "the regulator's serial ledger",
    summary: 'Ledger records by date, manufacturer, model and supplier, with the error filters.',
  },
  {
    path: '/AdminStats',
    title: 'Leadership Board',
    arrivesWith: 'the verification API',
    summary: 'Installations and rated power by manufacturer and by app provider over a date range, with CSV download.',
  },
  {
    path: '/Logs',
    title: 'Logs',
    arrivesWith: 'the verification API',
    summary:
      'Every verification request: serial, brand, model, requester, app, location and result, with request and response downloads.',
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
    path: '/ManagePostCodes',
    title: 'Manage Postcodes',
    arrivesWith: 'postcode management',
    summary: 'Search cities and postcodes, and add a city checked against the state postcode ranges.',
  },
  {
    path: '/Reports',
    title: 'Reports',
    arrivesWith: 'installation reports',
    summary:
      'Top manufacturers, installations by area, top installers, top retailers and installations by app provider, with CSV export.',
  },
  {
    path: '/DetailView',
    title: 'Detail View',
    arrivesWith: 'installation reports',
    summary: 'Installations filtered by dates, manufacturer, state, city, retailer and installer, with CSV export.',
  },
  {
    path: '/ReferenceData',
    title: 'Reference Data',
    arrivesWith: 'the reference data sync',
    summary: 'Manufacturers, VSPs and app providers of the external reference list.',
  },
  // Routes of section 2.1 that the menu does not list.
  {
    path: '/ImportInstallerData',
    title: 'Import Installer Data',
    arrivesWith: 'the CEC installer register sync',
    summary: 'Import of migrated installer data from a CSV or spreadsheet file.',
  },
  {
    path: '/Installations',
    title: 'Installations',
    arrivesWith: 'the verification API',
    summary: 'Verified installations.',
  },
  {path: '/Module', title: 'Modules', arrivesWith: 'product modules', summary: 'Product modules.'},
  {
    path: '/ManufacturerDetail',
    title: 'Manufacturer detail',
    arrivesWith: 'the manufacturer portal data',
    summary:
      'Models, serials, verified installations, staff, notifications, upload history and suppliers of one manufacturer.',
  },
  {
    path: '/AddGroup',
    title: 'Add group',
    arrivesWith: 'notifications',
    summary: 'A notification group of a manufacturer.',
  },
  {
    path: '/AddNotificationAccount',
    title: 'Add notification account',
    arrivesWith: 'notifications',
    summary: 'A notification contact (email and phone).',
  },
  {
    path: '/addmember/:manufacturerId',
    title: 'Add member',
    arrivesWith: 'staff management',
    summary: 'A staff member of a manufacturer.',
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
  {
    path: '/ProductSerialLedgerPage',
    title: 'Ledger',
    arrivesWith: "the regulator's serial ledger",
    summary: 'Ledger records by date, manufacturer, model and supplier, with the error filters.',
  },
];
