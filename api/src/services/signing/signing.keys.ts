import {BindingKey} from '@loopback/core';
import type {SigningService} from './signing.service';

export namespace SigningBindings {
  /** Signs answers and deliveries with the current key; publishes the keys (JWKS). */
  export const SERVICE = BindingKey.create<SigningService>('services.SigningService');
}
