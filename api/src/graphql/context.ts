import {BindingAddress} from '@loopback/core';
import {Caller} from '../services/kernel/caller';

/**
 * What every resolver receives: the caller from the bearer token, and the services by their binding
 * keys (each feature's `<feature>.keys.ts`), from the same bindings the REST controllers inject.
 */
export interface GraphqlContext {
  caller?: Caller;
  /** The value bound under `key` in the application (its services are singletons, made on first use). */
  get<T>(key: BindingAddress<T>): T;
}
