import {Component, createBindingFromClass} from '@loopback/core';
import {AuditLogService} from './audit-log.service';
import {AuditLogRepository} from './audit-log.repository';
import {AuditBindings} from './audit.keys';

/** The audit log as administrators read and export it. */
export class AuditComponent implements Component {
  bindings = [
    createBindingFromClass(AuditLogService, {key: AuditBindings.AUDIT_LOG_SERVICE}),
    createBindingFromClass(AuditLogRepository),
  ];
}
