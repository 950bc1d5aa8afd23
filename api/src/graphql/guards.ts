import {GraphQLError} from 'graphql';
import {AccessRule} from '../auth/access';
import {Caller, Role} from '../services/kernel/caller';
import {GraphqlContext} from './context';

/** The resolvers' counterpart of `@authenticate`: a caller is required, and one of `roles` if given. */
export function requireCaller(ctx: GraphqlContext, roles?: readonly Role[]): Caller {
  if (!ctx.caller) {
    throw new GraphQLError('Authorization header with a bearer token is required.', {
      extensions: {code: 'UNAUTHENTICATED', http: {status: 401}},
    });
  }
  if (roles && !roles.includes(ctx.caller.role)) {
    throw new GraphQLError('You do not have permission to do this.', {extensions: {code: 'FORBIDDEN'}});
  }
  return ctx.caller;
}

/** Applies an operation's declared rule before its resolver runs (app-provider tokens never reach GraphQL). */
export function guard(ctx: GraphqlContext, rule: AccessRule): void {
  if (rule.kind === 'public') return;
  if (rule.kind === 'app') {
    throw new GraphQLError('This operation is for app providers.', {extensions: {code: 'FORBIDDEN'}});
  }
  requireCaller(ctx, rule.roles);
}
