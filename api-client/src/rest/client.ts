import createClient, {type Middleware} from 'openapi-fetch';
import type {paths} from '../generated/openapi';
import {getToken} from '../token';
import {ApiError, apiErrorOf, handleUnauthorized} from './api-error';
import {fileNameOf} from './files';
import type {DownloadedFile, RestData, RestInitArg, RestMethod, RestPath, UploadFields, UploadPath} from './types';

type Call<M extends RestMethod> = <P extends RestPath<M>>(
  url: P,
  ...init: RestInitArg<P, M>
) => Promise<RestData<P, M>>;

/**
 * The REST API as the generated OpenAPI document describes it (openapi-fetch over its `paths`): every path,
 * parameter, body and answer is typed from the document. A call answers the parsed JSON of a 2xx answer and throws
 * ApiError otherwise; a 401 of a signed-in call runs the app's unauthorized handler (sign out).
 */
export interface RestClient {
  GET: Call<'get'>;
  POST: Call<'post'>;
  PUT: Call<'put'>;
  PATCH: Call<'patch'>;
  DELETE: Call<'delete'>;
  /** POSTs a multipart form (an upload) whose fields are the operation's documented ones. */
  upload<P extends UploadPath>(
    url: P,
    fields: UploadFields<P>,
    init?: {signal?: AbortSignal},
  ): Promise<RestData<P, 'post'>>;
  /** Calls an operation that answers a file (an export, a report): its bytes and the server's file name. */
  download<M extends RestMethod, P extends RestPath<M>>(
    method: M,
    url: P,
    ...init: RestInitArg<P, M>
  ): Promise<DownloadedFile>;
  /**
   * A stored file at a link the API handed out (a photo, a logo, a warranty document, a serial's image: `/api/...`
   * paths in its answers). Such files are served only with the bearer token, so an `<img src>` cannot load them.
   */
  file(href: string, init?: {signal?: AbortSignal}): Promise<DownloadedFile>;
}

/** Attaches the signed-in user's bearer token. */
const bearerToken: Middleware = {
  onRequest({request}) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

type Sent = {data?: unknown; error?: unknown; response: Response};
type Send = (method: string, url: string, init?: Record<string, unknown>) => Promise<Sent>;

/** A form of the fields given (null and undefined left out), as a browser form would send them. */
function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

/**
 * `signedIn`: the portal's and the console's calls, with the token, whose 401 signs out. Without it: the calls made
 * before sign-in (token, register, forgot, unsubscribe...), which send no token and sign no one out.
 */
export function createRestClient({signedIn}: {signedIn: boolean}): RestClient {
  // fetch is looked up at each call, so that what replaces it later (tests' mocks) is the one used.
  const client = createClient<paths>({fetch: request => globalThis.fetch(request)});
  if (signedIn) client.use(bearerToken);
  // openapi-fetch's generic signatures stop at this wrapper: the RestClient interface above restates them.
  const request = client.request as unknown as Send;

  async function send(method: string, url: string, init: Record<string, unknown> = {}, asFile = false) {
    const headers = asFile || init.headers ? init.headers : {Accept: 'application/json'};
    const sent = await request(method, url, {...init, headers, parseAs: asFile ? 'blob' : 'json'});
    if (!sent.response.ok) {
      if (sent.response.status === 401 && signedIn) handleUnauthorized();
      throw apiErrorOf(sent.response, sent.error);
    }
    return sent;
  }
  const json = <M extends RestMethod>(method: M) =>
    (async (url: string, init?: Record<string, unknown>) => (await send(method, url, init)).data) as unknown as Call<M>;
  const file = async (method: string, url: string, init?: Record<string, unknown>): Promise<DownloadedFile> => {
    const {data, response} = await send(method, url, init, true);
    return {blob: data as Blob, fileName: fileNameOf(response.headers.get('Content-Disposition'))};
  };

  return {
    GET: json('get'),
    POST: json('post'),
    PUT: json('put'),
    PATCH: json('patch'),
    DELETE: json('delete'),
    upload: async (url, fields, init) =>
      (await send('post', url, {...init, body: toFormData(fields)})).data as RestData<typeof url, 'post'>,
    download: (method, url, ...init) => file(method, url, init[0] as Record<string, unknown> | undefined),
    file: (href, init) => {
      // The token goes to this API only: a link elsewhere is refused before anything is sent.
      if (!href.startsWith('/api/')) return Promise.reject(new ApiError(0, `Not a file of the API: ${href}`, null));
      return file('get', href, init);
    },
  };
}

/** The signed-in user's calls (bearer token; a 401 signs out). */
export const rest = createRestClient({signedIn: true});

/** Calls made before sign-in (no token; a 401 is only an answer). */
export const publicRest = createRestClient({signedIn: false});
