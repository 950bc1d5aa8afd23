import type {ReactNode} from 'react';
import {Navigate, useLocation} from 'react-router-dom';
import {isAdminRole, isLoggedIn} from '@voltcheck/api-client';
import {useSession} from './SessionContext';

/** Protected routes: signed-out users go to /login carrying the origin; admin-only pages send others home. */
export function RequireAuth({children, adminOnly = false}: {children: ReactNode; adminOnly?: boolean}) {
  const {claims} = useSession();
  const location = useLocation();
  if (!claims || !isLoggedIn()) return <Navigate to="/login" replace state={{from: location}} />;
  if (adminOnly && !isAdminRole(claims.role)) return <Navigate to="/dashboard?v=1" replace />;
  return <>{children}</>;
}
