import {Middleware} from '@loopback/rest';

const SERVER_PATHS = /^\/(api|graphql|socket\.io|explorer|openapi\.json|\.well-known)(\/|$|\?)/;

/**
 * Browser navigations to client-side routes (`/login`, `/admin/Users`, ...) get the app's
 * index.html, so deep links and reloads work; files, API and GraphQL paths are left alone.
 */
export const spaFallback: Middleware = async (ctx, next) => {
  const {request} = ctx;
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !SERVER_PATHS.test(request.path) &&
    !/\.[a-z0-9]+$/i.test(request.path) &&
    (request.headers.accept ?? '').includes('text/html')
  ) {
    request.url = request.path === '/admin' || request.path.startsWith('/admin/') ? '/admin/index.html' : '/index.html';
  }
  return next();
};
