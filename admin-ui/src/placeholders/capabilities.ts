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
  // Routes of section 2.1 that the menu does not list.
  {
    path: '/changepassword',
    title: 'Change password',
    arrivesWith: 'account management',
    summary: 'A new password for your account.',
  },
];
