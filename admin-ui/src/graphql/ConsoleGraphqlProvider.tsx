import {ApolloProvider} from '@apollo/client';
import {setUnauthorizedHandler} from '@voltcheck/api-client';
import {type ReactNode, useEffect} from 'react';
import {HttpError, useLogoutIfAccessDenied} from 'react-admin';
import {pagesClient} from '../providers';
import {signOutToLogin} from './signOut';

/**
 * Apollo for the console's pages (its custom routes and widgets: useConsoleQuery, useConsoleClient, Apollo's own
 * hooks), inside react-admin's layout. While it is mounted, a 401 of any REST or GraphQL call signs out through
 * react-admin (its checkError, its notification, its login page), as the resources' calls do.
 */
export function ConsoleGraphqlProvider({children}: {children: ReactNode}) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    setUnauthorizedHandler(() => void logoutIfAccessDenied(new HttpError('Unauthorized', 401)));
    return () => setUnauthorizedHandler(signOutToLogin);
  }, [logoutIfAccessDenied]);
  return <ApolloProvider client={pagesClient}>{children}</ApolloProvider>;
}
