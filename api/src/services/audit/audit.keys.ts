import {BindingKey} from '@loopback/core';
import type {AuditLogService} from './audit-log.service';

export namespace AuditBindings {
  export const AUDIT_LOG_SERVICE = BindingKey.create<AuditLogService>('services.AuditLogService');
}
