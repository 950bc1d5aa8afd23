import {RateWindow} from './rate-limit-window';

/** What the strategy needs of a calling app: its id and its calls per minute. */
export interface CallingApp {
  id: number;
  ratePerMinute: number;
}

/**
 * Identifies the app behind a bearer token and counts its call in `calls`: the app providers do it
 * (bound under AuthBindings.APP_CALL_AUTHENTICATOR), refusing with their own errors.
 */
export interface AppCallAuthenticator<A extends CallingApp = CallingApp> {
  authenticateCall(
    authorization: string | undefined,
    calls: RateWindow,
  ): Promise<{provider: A; totalHits: number; resetTime: Date}>;
}
