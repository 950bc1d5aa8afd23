import {ApolloClient, ApolloLink, from, HttpLink, InMemoryCache, NormalizedCacheObject} from '@apollo/client';
import {setContext} from '@apollo/client/link/context';
import {onError} from '@apollo/client/link/error';
import {handleUnauthorized} from './rest';
import {getToken} from './token';

export interface CreateApolloClientOptions {
  /** The GraphQL endpoint; same origin by default. */
  uri?: string;
  /**
   * What a 401 answer does. By default the shared handler of rest.ts (sign out, go to /login:
   * document 002, section 7). `null` leaves it to the caller (react-admin's authProvider.checkError).
   */
  onUnauthorized?: (() => void) | null;
}

/** Adds `Authorization: Bearer <token>` from the shared token store to every operation. */
export function bearerLink(): ApolloLink {
  return setContext((_, {headers}) => {
    const token = getToken();
    return {
      headers: {
        ...(headers as Record<string, string> | undefined),
        ...(token ? {Authorization: `Bearer ${token}`} : {}),
      },
    };
  });
}

/** An HTTP status carried by an Apollo network error, when there is one. */
export function networkStatus(error: unknown): number | undefined {
  const status = (error as {statusCode?: unknown} | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The Apollo client of the portal and the admin console: `/graphql` with the bearer token. */
export function createApolloClient({
  uri = '/graphql',
  onUnauthorized = handleUnauthorized,
}: CreateApolloClientOptions = {}): ApolloClient<NormalizedCacheObject> {
  const links: ApolloLink[] = [];
  if (onUnauthorized) {
    links.push(
      onError(({networkError}) => {
        if (networkStatus(networkError) === 401) onUnauthorized();
      }),
    );
  }
  links.push(bearerLink(), new HttpLink({uri}));
  return new ApolloClient({link: from(links), cache: new InMemoryCache()});
}
