import {BindingKey} from '@loopback/core';
import type {SyncService} from './sync.service';

export namespace SyncBindings {
  export const SERVICE = BindingKey.create<SyncService>('services.SyncService');
}
