/**
 * The typed REST client's types, all read from the generated OpenAPI paths: which paths take a method, what a call
 * takes (path and query parameters, body) and what it answers. Nothing here is written by hand per operation.
 */
import type {FetchOptions, FetchResponse} from 'openapi-fetch';
import type {paths} from '../generated/openapi';

export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The documented paths that have operation `M` (`/api/profile/profile` for 'get'...). */
export type RestPath<M extends RestMethod> = {
  [P in keyof paths]: paths[P] extends {[K in M]: {responses: unknown}} ? P : never;
}[keyof paths];

type Operation<P extends RestPath<M>, M extends RestMethod> = paths[P][M] & Record<string | number, unknown>;

/** What a call of `M` on `P` takes: `params` ({path, query}), `body`, `signal`... (openapi-fetch's options). */
export type RestInit<P extends RestPath<M>, M extends RestMethod> = FetchOptions<paths[P][M]>;

type Keys<T> = {[K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K}[keyof T];
/** The options argument, optional when the operation needs no parameter and no body. */
export type RestInitArg<P extends RestPath<M>, M extends RestMethod> =
  Keys<RestInit<P, M>> extends never ? [init?: RestInit<P, M>] : [init: RestInit<P, M>];

/** The JSON answer of a successful call (undefined where the operation documents no body). */
export type RestData<P extends RestPath<M>, M extends RestMethod> =
  FetchResponse<Operation<P, M>, object, `${string}/json`> extends infer R
    ? R extends {data: infer D}
      ? [D] extends [never]
        ? undefined
        : D
      : never
    : never;

type MultipartOf<Op> = Op extends {requestBody?: {content: {'multipart/form-data': infer Form}}} ? Form : never;

/** The POST paths that take a multipart form (uploads). */
export type UploadPath = {
  [P in RestPath<'post'>]: [MultipartOf<paths[P]['post']>] extends [never] ? never : P;
}[RestPath<'post'>];

/**
 * The fields of an upload, by their documented names. A form carries text and files: a binary field (a string in
 * the document) takes a File or Blob, a number may come as the text the user typed.
 */
export type UploadFields<P extends UploadPath> = {
  [K in keyof MultipartOf<paths[P]['post']>]?: MultipartOf<paths[P]['post']>[K] extends number | undefined
    ? number | string
    : string | Blob;
};

/** A file the API sent: its bytes, and its name when the server gave one (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName?: string;
}
