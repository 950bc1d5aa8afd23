import type {Location} from 'react-router-dom';

/** The origin a protected route carried to /login: router state `from`, or `?from=` from elsewhere. */
export function originFrom(state: unknown, search: URLSearchParams): string | null {
  const from = (state as {from?: Partial<Location> | string} | null)?.from;
  let target: string | null = null;
  if (typeof from === 'string') target = from;
  else if (from && typeof from.pathname === 'string') target = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  else target = search.get('from');
  return safeTarget(target);
}

/** Only same-site paths, never back to the login page itself. */
function safeTarget(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const path = target.split(/[?#]/)[0].toLowerCase();
  if (path === '/' || path === '/login' || path.startsWith('/login/')) return null;
  return target;
}

/** The admin console and the server's own pages are other apps: leave the portal's router for them. */
export function isOutsidePortal(target: string): boolean {
  return /^\/(admin|explorer)(\/|$|\?|#)/i.test(target);
}
