import {GraphQLError} from 'graphql';
import {ServiceError} from '../services/kernel/service-error';

/** Runs a service call and turns its refusals (ServiceError) into GraphQL errors with a code. */
export async function serviceCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ServiceError) throw new GraphQLError(err.message, {extensions: {code: err.code}});
    throw err;
  }
}
