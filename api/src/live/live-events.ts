import {BindingScope, injectable} from '@loopback/core';
import type {CorsOptions} from 'cors';
import {IncomingMessage, Server as HttpServer} from 'node:http';
import {Server as SocketServer} from 'socket.io';
import {JwtAuthenticator} from '../auth/jwt-authenticator';
import {TenancyService} from '../services/kernel/tenancy.service';
import {LiveAccess, LiveMessage} from './live-access';
import {PgNotifyChannel} from './pg-notify-channel';

export {roomsOf, workAudience} from './live-rooms';

/** What services publish through. */
export interface LivePublisher {
  /**
   * Sends `event` to the rooms on every replica (fan-out through PostgreSQL NOTIFY); a socket in several gets it
   * once. `about.manufacturerId`: the event concerns that manufacturer's records, so only receivers who may see
   * them now get it.
   */
  publish(rooms: string | string[], event: string, payload: unknown, about?: {manufacturerId?: number}): Promise<void>;
}

export interface LiveEvents extends LivePublisher {
  close(): Promise<void>;
}

/**
 * The live events as services hold them from the start (they are built before the HTTP server
 * listens): publishing goes to the events attached once it listens, and to nobody before.
 */
@injectable({scope: BindingScope.SINGLETON})
export class LiveEventsRelay implements LivePublisher {
  private target?: LivePublisher;

  attach(target: LivePublisher): void {
    this.target = target;
  }

  async publish(rooms: string | string[], event: string, payload: unknown, about?: {manufacturerId?: number}) {
    await this.target?.publish(rooms, event, payload, about);
  }
}

export interface LiveEventsOptions {
  authenticator: JwtAuthenticator;
  tenancy: TenancyService;
  /** The PostgreSQL channel every replica's events go through. */
  channel: PgNotifyChannel;
  /** How long one check of a receiver holds (ms); quiet sockets are re-checked every ten of these (1 s to 1 min). */
  recheckMs: number;
  /** CORS of the handshake, as for REST and /graphql (server.ts passes middleware/cors.ts's). */
  cors: CorsOptions;
  /** Whether a handshake's browser origin may connect. */
  originAllowed(request: IncomingMessage): boolean;
}

/**
 * socket.io on the API's port, authenticated by the same bearer token as REST
 * (`io(url, {auth: {token}})`). Events go through PostgreSQL so any replica can publish; each
 * replica delivers to its own sockets, re-checking each receiver's access (LiveAccess).
 */
export function attachLiveEvents(http: HttpServer, options: LiveEventsOptions): LiveEvents {
  // The same origins as REST and /graphql; a browser's handshake from any other is refused.
  const io = new SocketServer(http, {
    path: '/socket.io',
    serveClient: false,
    cors: options.cors,
    allowRequest: (request, callback) => callback(null, options.originAllowed(request)),
  });
  const access = new LiveAccess(options.authenticator, options.tenancy, options.recheckMs);
  io.use((socket, next) => {
    const token = String((socket.handshake.auth as {token?: unknown}).token ?? '');
    access.admit(socket, token).then(
      () => next(),
      () => next(new Error('unauthorized')),
    );
  });

  const {channel} = options;
  channel.listen(text => {
    const message = JSON.parse(text) as LiveMessage;
    const receivers = new Set<string>();
    for (const room of message.rooms) for (const id of io.sockets.adapter.rooms.get(room) ?? []) receivers.add(id);
    for (const id of receivers) {
      const socket = io.sockets.sockets.get(id);
      if (socket) access.deliver(socket, message);
    }
  });

  // Connections that hear nothing are re-checked too, so an account that may no longer act is not left connected.
  const sweep = setInterval(
    () => {
      for (const socket of io.sockets.sockets.values()) access.recheck(socket);
    },
    Math.min(60_000, Math.max(1_000, options.recheckMs * 10)),
  );
  sweep.unref();

  return {
    async publish(rooms, event, payload, about) {
      const message: LiveMessage = {rooms: ([] as string[]).concat(rooms), event, payload, ...about};
      await channel.notify(JSON.stringify(message));
    },
    async close() {
      clearInterval(sweep);
      io.close();
      await channel.close();
    },
  };
}
