import {clearSession, getToken} from './token';

/** A non-2xx answer of the REST API, with the server's `message` when it sent one. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
  ) {
    super(message);
  }
}

export type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  clearSession();
  window.location.assign('/login');
};

/** Any 401 on a data call signs the user out; the apps may replace what happens then. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function handleUnauthorized(): void {
  onUnauthorized();
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Calls made before sign-in (token, register, forgot...) must not trigger a signout on 401. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** Calls the REST API under `/api`: JSON in, JSON out, bearer token attached. */
export async function api<T>(path: string, {method = 'GET', body, anonymous, signal}: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = {Accept: 'application/json'};
  const token = getToken();
  if (token && !anonymous) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`/api${path.startsWith('/') ? path : `/${path}`}`, {method, headers, body: payload, signal});
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!res.ok) {
    if (res.status === 401 && !anonymous) handleUnauthorized();
    const message =
      typeof data === 'object' && data && 'message' in data
        ? String((data as {message: unknown}).message)
        : res.statusText;
    throw new ApiError(res.status, message, data);
  }
  return data as T;
}
