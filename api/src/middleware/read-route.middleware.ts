import {Middleware} from '@loopback/rest';
import type {Response} from 'express';
import {readFromPrimary, withReadRoute} from '../database/read-routing';

/** The cookie that sends a browser's reads to the primary for a few seconds after it changed something. */
export const AFTER_WRITE_COOKIE = 'voltcheck-primary';
/** Longer than a streaming replica's lag on a sound network (milliseconds); the screen after a change falls within it. */
export const AFTER_WRITE_SECONDS = 5;

/**
 * With a read replica (DATABASE_READ_URL): each request reads listings, reports and dashboards from it, except a
 * request that writes (any REST method but GET, HEAD and OPTIONS; a GraphQL mutation, marked by `graphqlWrites`)
 * and every request of a browser that wrote in the last AFTER_WRITE_SECONDS, whichever replica it reaches.
 */
export const readRoute: Middleware = (ctx, next) => {
  const {request, response} = ctx;
  const follows = (request.headers.cookie ?? '').split(';').some(c => c.trim().startsWith(`${AFTER_WRITE_COOKIE}=`));
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !/^\/graphql(\/|$)/.test(request.path);
  if (writes) afterWrite(response);
  return withReadRoute(follows || writes, next);
};

/** This request writes: its reads and those of its caller's next seconds go to the primary. */
export function afterWrite(response: Response): void {
  readFromPrimary();
  if (response.headersSent) return;
  response.append(
    'Set-Cookie',
    `${AFTER_WRITE_COOKIE}=1; Max-Age=${AFTER_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
  );
}
