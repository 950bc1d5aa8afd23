import {BindingKey} from '@loopback/core';
import type {PgNotifyChannel} from './pg-notify-channel';
import type {LiveEventsRelay} from './live-events';

export namespace LiveBindings {
  /** Live events as services publish them (a LivePublisher): they reach the sockets once the HTTP server listens. */
  export const EVENTS = BindingKey.create<LiveEventsRelay>('voltcheck.liveEvents');
  /** The PostgreSQL channel the events fan out through, across replicas. */
  export const CHANNEL = BindingKey.create<PgNotifyChannel>('voltcheck.liveChannel');
}
