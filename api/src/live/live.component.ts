import {Component, createBindingFromClass} from '@loopback/core';
import {PgNotifyChannel} from './pg-notify-channel';
import {LiveEventsRelay} from './live-events';
import {LiveBindings} from './live.keys';

/** Live events: what services publish through, and the channel every replica's sockets hear. */
export class LiveComponent implements Component {
  bindings = [
    createBindingFromClass(LiveEventsRelay, {key: LiveBindings.EVENTS}),
    createBindingFromClass(PgNotifyChannel, {key: LiveBindings.CHANNEL}),
  ];
}
