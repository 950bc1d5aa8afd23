import express from 'express';
import {getOperationAST, GraphQLSchema} from 'graphql';
import {GraphqlLimits} from '../config';
import {callerOf} from './caller.middleware';
import {checkLimits, limitError, parseWithin, rootFields} from './limits';
import {refuse} from './refusal';

export interface CallerLimits {
  anonymous: GraphqlLimits;
  signedIn: GraphqlLimits;
}

const limitsOf = (res: express.Response, limits: CallerLimits) => (callerOf(res) ? limits.signedIn : limits.anonymous);

/** The JSON body, read only up to the caller's bound (express.json answers 413 from Content-Length alone). */
export function graphqlJsonBody(limits: CallerLimits): express.RequestHandler {
  const anonymous = express.json({limit: limits.anonymous.bodyBytes});
  const signedIn = express.json({limit: limits.signedIn.bodyBytes});
  return (req, res, next) => (callerOf(res) ? signedIn : anonymous)(req, res, next);
}

/**
 * The limits of docs/security.md ("GraphQL limits"), checked after the body is read and before
 * Apollo validates or runs anything: tokens, aliases, depth, directives and cost by caller; an
 * anonymous caller may select only `publicFields`. The answer's size is bounded on its way out.
 */
export function graphqlLimits(
  schema: GraphQLSchema,
  limits: CallerLimits,
  publicFields: ReadonlySet<string>,
): express.RequestHandler {
  return (req, res, next) => {
    const own = limitsOf(res, limits);
    boundResponse(res, own);
    const request = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
    if (!request || typeof request.query !== 'string') return next();
    const document = parseWithin(request.query, own);
    if (!document) return next();
    if (!('kind' in document)) return refuse(res, 400, document);
    const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
    // For the read route (a mutation reads from the primary): Apollo parses again, this middleware only checks.
    res.locals.graphqlOperation = getOperationAST(document, operationName)?.operation;
    if (!callerOf(res)) {
      const refused = rootFields(document, operationName)?.filter(f => f !== '__typename' && !publicFields.has(f));
      if (refused?.length)
        return refuse(res, 401, {
          message: `Authorization header with a bearer token is required (${refused.join(', ')}).`,
          code: 'UNAUTHENTICATED',
        });
    }
    const variables = parsedVariables(request.variables);
    const error = checkLimits(schema, document, own, {operationName, variables});
    if (error) return refuse(res, 400, error);
    next();
  };
}

function parsedVariables(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** Replaces an answer larger than the caller's bound by a GraphQL error (Apollo sends complete answers with res.send). */
function boundResponse(res: express.Response, limits: GraphqlLimits): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string' && Buffer.byteLength(body) > limits.responseBytes) {
      const error = limitError(
        'responseBytes',
        `The answer is larger than ${limits.responseBytes} bytes: ask for fewer rows or fields.`,
        limits.responseBytes,
      );
      return send(JSON.stringify({errors: [{message: error.message, extensions: error.extensions}]}));
    }
    return send(body);
  };
}
