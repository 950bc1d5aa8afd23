import {Component, createBindingFromClass} from '@loopback/core';
import {SigningService} from './signing.service';
import {SigningKeyRepository} from './signing-key.repository';
import {SigningBindings} from './signing.keys';

/** The keys that sign verification answers and webhook deliveries. */
export class SigningComponent implements Component {
  bindings = [
    createBindingFromClass(SigningService, {key: SigningBindings.SERVICE}),
    createBindingFromClass(SigningKeyRepository),
  ];
}
