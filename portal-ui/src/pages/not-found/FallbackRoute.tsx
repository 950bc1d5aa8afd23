import {Navigate, useLocation} from 'react-router-dom';
import {homePathFor} from '@voltcheck/api-client';
import {AppShell} from '../../components/shell/AppShell';
import {isProtectedPath} from '../../session/protectedPaths';
import {useSession} from '../../session/SessionContext';
import {NotFoundContent, NotFoundPage} from './NotFoundPage';

/** Any other path: "Error: Path does not exist!!", in the shell when signed in. */
export function FallbackRoute() {
  const {claims} = useSession();
  const location = useLocation();
  if (claims) {
    return (
      <AppShell>
        <NotFoundContent homePath={homePathFor(claims.role)} />
      </AppShell>
    );
  }
  if (isProtectedPath(location.pathname)) return <Navigate to="/login" replace state={{from: location}} />;
  return <NotFoundPage />;
}
