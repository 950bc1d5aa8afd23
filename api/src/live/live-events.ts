import {Server as HttpServer} from 'node:http';
import {Client} from 'pg';
import {Server as SocketServer} from 'socket.io';
import {Caller, isAdmin} from '../auth/caller';
import {JwtAuthenticator} from '../auth/jwt-authenticator';

const CHANNEL = 'voltcheck_live';

/** Rooms a caller's socket joins: its own, its manufacturers' and, for administrators, the admin room. */
export function roomsOf(caller: Caller): string[] {
  const rooms = [`user:${caller.id}`, ...caller.manufacturerIds.map(id => `manufacturer:${id}`)];
  if (isAdmin(caller)) rooms.push('admin');
  return rooms;
}

export interface LiveEvents {
  /** Sends `event` to a room on every replica (fan-out through PostgreSQL NOTIFY). */
  publish(room: string, event: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

/**
 * socket.io on the API's port, authenticated by the same bearer token as REST
 * (`io(url, {auth: {token}})`). Events go through PostgreSQL so any replica can publish.
 */
export function attachLiveEvents(http: HttpServer, authenticator: JwtAuthenticator, databaseUrl: string): LiveEvents {
  const io = new SocketServer(http, {path: '/socket.io', serveClient: false});
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

  const listener = new Client({connectionString: databaseUrl});
  const ready = listener
    .connect()
    .then(() => listener.query(`LISTEN ${CHANNEL}`))
    .then(() => undefined);
  // Closed while still connecting (a short-lived app): publish() still sees the failure; nothing else must.
  ready.catch(() => undefined);
  listener.on('notification', msg => {
    if (!msg.payload) return;
    const {room, event, payload} = JSON.parse(msg.payload) as {room: string; event: string; payload: unknown};
    io.to(room).emit(event, payload);
  });
  listener.on('error', () => undefined);

  return {
    async publish(room, event, payload) {
      await ready;
      await listener.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({room, event, payload})]);
    },
    async close() {
      io.close();
      await listener.end().catch(() => undefined);
    },
  };
}
