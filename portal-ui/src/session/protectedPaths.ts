/**
 * The signed-in side's routes (documents 000 and 001) whose screens are not built yet. A signed-out
 * visitor to one of them goes to /login carrying the origin, as for any protected route; a signed-in
 * user sees the fallback inside the shell.
 */
const PROTECTED_PREFIXES = [
  'dashboard',
  'admindashboard',
  'flash',
  'history',
  'productline',
  'staff',
  'addmember',
  'editstaff',
  'editdistributorstaff',
  'settings',
  'support',
  'myaccount',
  'changepassword',
  'uploadreport',
  'model',
  'addproduct',
  'editproductline',
  'assignproductline',
  'notification',
  'recalls',
];

export function isProtectedPath(pathname: string): boolean {
  const first = pathname.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';
  return PROTECTED_PREFIXES.includes(first);
}
