/**
 * Typed answers of the REST API for the UIs' tests: `mockRest('/api/profile/profile', 'get', 200, profile)` answers
 * that call with `profile`, whose type is the operation's documented answer for that status. The mocks replace
 * `fetch` until `resetRestMocks()` (each workspace's test setup runs it after every test); a call nobody mocked
 * fails the call and, at the reset, the test.
 */
import type {paths} from '../generated/openapi';
import type {RestSchema} from '../api-types';
import type {RestMethod, RestPath} from '../rest/types';

type Responses<P extends RestPath<M>, M extends RestMethod> = paths[P][M] extends {responses: infer R} ? R : never;
/** The body of a JSON answer: application/json, or application/problem+json (the integration API's errors). */
type JsonOf<T> = T extends {content: infer Content}
  ? {[Type in keyof Content]: Type extends `${string}json` ? Content[Type] : never}[keyof Content]
  : never;

/** The documented JSON answer of status S; a file (Blob or text) where it answers a file; else the error shape. */
export type MockBody<P extends RestPath<M>, M extends RestMethod, S extends number> = S extends keyof Responses<P, M>
  ? [JsonOf<Responses<P, M>[S]>] extends [never]
    ? Blob | string | undefined
    : JsonOf<Responses<P, M>[S]>
  : RestSchema<'ErrorResponse'> | undefined;

/** A request a mock answered: its URL, method, headers and body (parsed JSON, FormData or text). */
export interface RestCall {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export interface RestMock {
  /** The requests this mock answered, in order. */
  calls: RestCall[];
}

interface Route extends RestMock {
  method: string;
  pattern: RegExp;
  answer: () => Response;
}

const routes: Route[] = [];
const unmatched: string[] = [];
let realFetch: typeof fetch | undefined;

/** '/api/staff/{staffId}' matches '/api/staff/12' (any query string). */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function mockedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
  const url = new URL(request.url, location.href);
  const route = routes.find(r => r.method === request.method && r.pattern.test(url.pathname));
  if (!route) {
    unmatched.push(`${request.method} ${url.pathname}${url.search}`);
    throw new TypeError(`No mocked answer for ${request.method} ${url.pathname}`);
  }
  route.calls.push({url, method: request.method, headers: request.headers, body: await bodyOf(request)});
  return route.answer();
}

/**
 * Answers `method path` (the document's path, `{params}` included) with `status` and `body`; the newest mock of a
 * call wins. A file answer may name its file (`fileName`, sent as Content-Disposition).
 */
export function mockRest<M extends RestMethod, P extends RestPath<M>, S extends number>(
  path: P,
  method: M,
  status: S,
  body: MockBody<P, M, S>,
  options: {fileName?: string} = {},
): RestMock {
  const file = body instanceof Blob || typeof body === 'string';
  const headers: Record<string, string> = file ? {} : {'Content-Type': 'application/json'};
  if (options.fileName) headers['Content-Disposition'] = `attachment; filename="${options.fileName}"`;
  return addRoute(
    method.toUpperCase(),
    patternOf(path),
    () => new Response(file ? (body as BodyInit) : body === undefined ? null : JSON.stringify(body), {status, headers}),
  );
}

/** Answers `method` on the URLs `pattern` matches (the newest mock of a call wins), recording the calls. */
export function addRoute(method: string, pattern: RegExp, answer: () => Response): RestMock {
  if (!realFetch) {
    realFetch = globalThis.fetch;
    globalThis.fetch = mockedFetch;
  }
  const route: Route = {method, pattern, calls: [], answer};
  routes.unshift(route);
  return route;
}

/** Forgets every mock and gives `fetch` back; throws when a call had no mocked answer (a test that missed one). */
export function resetRestMocks(): void {
  routes.length = 0;
  if (realFetch) globalThis.fetch = realFetch;
  realFetch = undefined;
  const missed = unmatched.splice(0);
  if (missed.length) throw new Error(`REST calls without a mocked answer: ${missed.join(', ')}`);
}
