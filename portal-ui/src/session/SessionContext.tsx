import {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import {useLocation, useNavigate} from 'react-router-dom';
import {
  clearSession,
  decodeClaims,
  isLoggedIn,
  manufacturerIds,
  rest,
  setToken,
  setUnauthorizedHandler,
  TOKEN_KEY,
  PROFILE_KEY,
} from '@voltcheck/api-client';
import type {TokenClaims} from '@voltcheck/api-client';
import {currentProfile, storeProfile, withClientFlags} from './profile';
import type {Profile} from './profile';

export interface Session {
  claims: TokenClaims | null;
  profile: Profile | null;
  signIn(token: string, profile: Profile): void;
  signOut(): void;
  /** A fresher profile from the server (the dashboard's call) replaces the stored one. */
  updateProfile(profile: Profile): void;
  /**
   * The server links an account to manufacturers after it signed in (a supplier's request merged): when `current`
   * differs from the token's list, the token is renewed (same expiry) so the screens follow without a new sign-in.
   */
  followManufacturers(current: readonly number[]): void;
}

const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const [x, y] = [sorted(a), sorted(b)];
  return x.every((id, i) => id === y[i]);
}

interface SessionState {
  claims: TokenClaims | null;
  profile: Profile | null;
}

function readSession(): SessionState {
  return isLoggedIn() ? {claims: decodeClaims(), profile: currentProfile()} : {claims: null, profile: null};
}

const SessionContext = createContext<Session | null>(null);

/** The signed-in user, kept in localStorage (shared with the admin console) and mirrored here. */
export function SessionProvider({children}: {children: ReactNode}) {
  const [state, setState] = useState<SessionState>(readSession);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  const signIn = useCallback((token: string, profile: Profile) => {
    setToken(token);
    storeProfile(profile);
    setState(readSession());
  }, []);

  const followManufacturers = useCallback((current: readonly number[]) => {
    const claims = decodeClaims();
    if (!claims || !isLoggedIn() || sameIds(current, manufacturerIds(claims))) return;
    rest.POST('/api/account/token/renew').then(
      ({token}) => {
        setToken(token);
        setState(readSession());
      },
      () => undefined, // the old token stands; a refused one signs out through the 401 handler
    );
  }, []);

  const updateProfile = useCallback(
    (profile: Profile) => {
      const claims = decodeClaims();
      if (!claims || !isLoggedIn()) return;
      const stored = withClientFlags(profile, claims);
      storeProfile(stored);
      setState({claims, profile: stored});
      if (profile.manufacturerIds) followManufacturers(profile.manufacturerIds);
    },
    [followManufacturers],
  );

  const signOut = useCallback(() => {
    clearSession();
    setState({claims: null, profile: null});
  }, []);

  // Any 401 on a data call: sign out and go to /login, carrying where the user was.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      signOut();
      navigate('/login', {replace: true, state: {from: locationRef.current}});
    });
  }, [navigate, signOut]);

  // Another tab (or the admin console) signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === PROFILE_KEY) setState(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Logged in until the token's expiry claim has passed.
  useEffect(() => {
    if (!state.claims) return;
    const ms = state.claims.exp * 1000 - Date.now();
    const timer = window.setTimeout(() => setState(readSession()), Math.min(Math.max(ms, 0), 2_147_000_000));
    return () => window.clearTimeout(timer);
  }, [state.claims]);

  const value = useMemo<Session>(
    () => ({...state, signIn, signOut, updateProfile, followManufacturers}),
    [state, signIn, signOut, updateProfile, followManufacturers],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
