import {BindingKey} from '@loopback/core';
import type {AppConfig} from './config';

export namespace ConfigBindings {
  /** The whole configuration; each class reads the slice it needs. */
  export const CONFIG = BindingKey.create<AppConfig>('voltcheck.config');
}
