import {BindingKey} from '@loopback/core';
import type {AdminStatsService} from './admin-stats.service';
import type {ReportsService} from './reports.service';

export namespace ReportBindings {
  /** Reports and the leadership board; also folds the installation count deltas (server.ts). */
  export const REPORTS_SERVICE = BindingKey.create<ReportsService>('services.ReportsService');
  export const STATS_SERVICE = BindingKey.create<AdminStatsService>('services.AdminStatsService');
}
