import {Server as HttpServer} from 'node:http';
import {Server as SocketServer} from 'socket.io';
import {Caller, isAdmin, MANUFACTURER_ROLES} from '../auth/caller';
import {JwtAuthenticator} from '../auth/jwt-authenticator';
import {corsOptions, socketOriginAllowed} from '../middleware/cors';
import {LiveChannelStore} from './live-channel.store';

/**
 * Rooms a caller's socket joins. A manufacturer room carries everything of that manufacturer, so
 * only its own accounts join it; suppliers and distributors join their company's room, and see
 * only what is published there or to themselves (server.md section 1).
 */
export function roomsOf(caller: Caller): string[] {
  const rooms = [`user:${caller.id}`];
  if (MANUFACTURER_ROLES.includes(caller.role)) rooms.push(...caller.manufacturerIds.map(id => `manufacturer:${id}`));
  if (caller.distributorId !== null) rooms.push(`distributor:${caller.distributorId}`);
  if (isAdmin(caller)) rooms.push('admin');
  return rooms;
}

/** What services publish through. */
export interface LivePublisher {
  /** Sends `event` to the rooms on every replica (fan-out through PostgreSQL NOTIFY); a socket in several gets it once. */
  publish(rooms: string | string[], event: string, payload: unknown): Promise<void>;
}

export interface LiveEvents extends LivePublisher {
  close(): Promise<void>;
}

/**
 * The live events as services hold them from the start (they are built before the HTTP server
 * listens): publishing goes to the events attached once it listens, and to nobody before.
 */
export class LiveEventsRelay implements LivePublisher {
  private target?: LivePublisher;

  attach(target: LivePublisher): void {
    this.target = target;
  }

  async publish(rooms: string | string[], event: string, payload: unknown): Promise<void> {
    await this.target?.publish(rooms, event, payload);
  }
}

/**
 * socket.io on the API's port, authenticated by the same bearer token as REST
 * (`io(url, {auth: {token}})`). Events go through PostgreSQL so any replica can publish.
 */
export function attachLiveEvents(
  http: HttpServer,
  authenticator: JwtAuthenticator,
  databaseUrl: string,
  options: {corsOrigins: string[] | '*'} = {corsOrigins: []},
): LiveEvents {
  // The same origins as REST and /graphql (middleware/cors.ts); a browser's handshake from any other is refused.
  const io = new SocketServer(http, {
    path: '/socket.io',
    serveClient: false,
    cors: corsOptions(options.corsOrigins),
    allowRequest: (request, callback) => callback(null, socketOriginAllowed(request, options.corsOrigins)),
  });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as {token?: string}).token ?? '';
    authenticator
      .authenticate({headers: {authorization: token.startsWith('Bearer ') ? token : `Bearer ${token}`}})
      .then(caller => {
        if (!caller) return next(new Error('unauthorized'));
        socket.data.caller = caller;
        void socket.join(roomsOf(caller));
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });

  const channel = new LiveChannelStore(databaseUrl, message => {
    const {rooms, event, payload} = JSON.parse(message) as {rooms: string[]; event: string; payload: unknown};
    io.to(rooms).emit(event, payload);
  });

  return {
    async publish(rooms, event, payload) {
      await channel.notify(JSON.stringify({rooms: ([] as string[]).concat(rooms), event, payload}));
    },
    async close() {
      io.close();
      await channel.close();
    },
  };
}
