import {BindingKey} from '@loopback/core';
import type {SerialStatusService} from './serial-status.service';

export namespace RecallBindings {
  export const STATUS_SERVICE = BindingKey.create<SerialStatusService>('services.SerialStatusService');
}
