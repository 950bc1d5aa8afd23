import express from 'express';
import {GraphQLError} from 'graphql';
import {closeRatherThanRead} from '../middleware/unread-body';

/**
 * Answers a request refused at the /graphql edge (before Apollo) in GraphQL's error shape. `close`
 * ends the connection after the answer when the unread body is large, so it is never read.
 */
export function refuse(
  res: express.Response,
  status: number,
  error: GraphQLError | {message: string; code: string},
  options: {close?: boolean; headers?: Record<string, string>} = {},
): void {
  if (res.headersSent) return;
  const extensions = error instanceof GraphQLError ? error.extensions : {code: error.code};
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  if (options.close && closeRatherThanRead(res.req)) res.setHeader('Connection', 'close');
  res.status(status).json({errors: [{message: error.message, extensions}]});
}
