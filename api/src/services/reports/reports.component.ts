import {Component, createBindingFromClass} from '@loopback/core';
import {AdminStatsService} from './admin-stats.service';
import {AdminStatsRepository} from './admin-stats.repository';
import {ReportsService} from './reports.service';
import {TallyRepository} from './tally.repository';
import {ReportBindings} from './reports.keys';

/** Reports, the leadership board and the admin dashboard's counts, from maintained counts. */
export class ReportsComponent implements Component {
  bindings = [
    createBindingFromClass(ReportsService, {key: ReportBindings.REPORTS_SERVICE}),
    createBindingFromClass(AdminStatsService, {key: ReportBindings.STATS_SERVICE}),
    createBindingFromClass(TallyRepository),
    createBindingFromClass(AdminStatsRepository),
  ];
}
