import {GraphQLError} from 'graphql';
import {Caller, Role} from '../auth/caller';
import {GraphqlContext} from './context';

/** The resolvers' counterpart of `@authenticate`: a caller is required, and one of `roles` if given. */
export function requireCaller(ctx: GraphqlContext, roles?: Role[]): Caller {
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
