import {Component, createBindingFromClass} from '@loopback/core';
import {SerialStatusRepository} from './serial-status.repository';
import {SerialStatusService} from './serial-status.service';
import {StatusAudience} from './status-audience';
import {RecallBindings} from './recalls.keys';

/** Serial statuses and recalls: the changes, their history, the recalls' reach and remedies, the public check. */
export class RecallsComponent implements Component {
  bindings = [
    createBindingFromClass(SerialStatusService, {key: RecallBindings.STATUS_SERVICE}),
    createBindingFromClass(SerialStatusRepository),
    createBindingFromClass(StatusAudience),
  ];
}
