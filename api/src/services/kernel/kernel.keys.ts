import {BindingKey} from '@loopback/core';
import type {HealthService} from './health.service';
import type {MailService} from './mail.service';
import type {PasswordService} from './password.service';
import type {StatsRepository} from './stats.repository';
import type {StorageService} from './storage.service';
import type {TempSpace} from './temp-space';
import type {TenancyService} from './tenancy.service';

export namespace KernelBindings {
  export const PASSWORD_SERVICE = BindingKey.create<PasswordService>('services.PasswordService');
  export const STORAGE_SERVICE = BindingKey.create<StorageService>('services.StorageService');
  /** The mails, and the worker of their queue. */
  export const MAIL_SERVICE = BindingKey.create<MailService>('services.MailService');
  export const TENANCY_SERVICE = BindingKey.create<TenancyService>('services.TenancyService');
  export const HEALTH_SERVICE = BindingKey.create<HealthService>('services.HealthService');
  /** The maintained counts' statements (their folding runs beside the workers). */
  export const STATS_REPOSITORY = BindingKey.create<StatsRepository>('repositories.StatsRepository');
  /** This process's temporary files (the data dir's tmp), and what dead processes left there. */
  export const TEMP_SPACE = BindingKey.create<TempSpace>('services.TempSpace');
}
