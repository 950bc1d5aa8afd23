import express from 'express';
import {Caller} from '../services/kernel/caller';
import {AuthenticationRefused, JwtAuthenticator} from '../auth/jwt-authenticator';
import {refuse} from './refusal';

/** The caller the edge found for a request (undefined: anonymous), for the later middleware and the context. */
export function callerOf(res: express.Response): Caller | undefined {
  return res.locals.caller as Caller | undefined;
}

/**
 * The first step of /graphql: the bearer token is checked from the headers alone, before any byte of
 * the body is read, so every later step (body size, uploads, limits) knows who is asking. A refused
 * token answers 401 and closes the connection.
 */
export function graphqlCaller(authenticator: JwtAuthenticator): express.RequestHandler {
  return (req, res, next) => {
    authenticator.authenticate(req).then(
      caller => {
        res.locals.caller = caller;
        next();
      },
      err => {
        if (!(err instanceof AuthenticationRefused)) return next(err);
        refuse(res, 401, {message: err.message, code: 'UNAUTHENTICATED'}, {close: true});
      },
    );
  };
}
