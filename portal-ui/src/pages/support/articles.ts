/** The support page's articles: each points at the portal screen it explains. */
export const SUPPORT_ARTICLES = [
  {
    title: 'Upload fresh serials',
    summary: 'Import a CSV, XLS or XLSX file of flash data and map its columns.',
    to: '/flash',
  },
  {
    title: 'Resolve failed serials',
    summary: 'Upload a corrective spreadsheet for serials installers could not verify.',
    to: '/flash/resolve',
  },
  {title: 'Read your upload history', summary: 'Find an upload, its report and its ledger report.', to: '/history'},
  {title: 'Add a staff member', summary: 'Invite a colleague and choose what they may do.', to: '/Staff'},
  {title: 'Change your password', summary: 'Set a new password; your other sessions sign out.', to: '/ChangePassword'},
  {
    title: 'Update your account',
    summary: 'Your name, phone, photo, company logo and upload frequency.',
    to: '/Myaccount',
  },
  {title: 'Watch the installation guide', summary: 'How installers verify serials on site.', to: '/installationVideo'},
  {
    title: 'Understand the dashboard',
    summary: 'Installations by month and state, failed and available serials.',
    to: '/dashboard',
  },
  {title: 'Terms and privacy', summary: 'The terms of use and the privacy policy.', to: '/legal'},
] as const;
