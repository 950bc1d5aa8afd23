import {clearSession} from '../token';

/** A non-2xx answer of the REST API, with the server's `message` when it sent one (`{status: false, message}`). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
  ) {
    super(message);
  }
}

/** The ApiError of a refused answer: the body's `message`, else the status text. */
export function apiErrorOf(response: Response, body: unknown): ApiError {
  const message =
    typeof body === 'object' && body && 'message' in body ? String((body as {message: unknown}).message) : '';
  return new ApiError(response.status, message || response.statusText, body);
}

export type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  clearSession();
  window.location.assign('/login');
};

/** Any 401 on a signed-in call signs the user out; each app says what happens then (which login page). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function handleUnauthorized(): void {
  onUnauthorized();
}
