import {Socket} from 'socket.io';
import {Caller} from '../services/kernel/caller';
import {AuthenticationRefused, JwtAuthenticator} from '../auth/jwt-authenticator';
import {ServiceError} from '../services/kernel/service-error';
import {PERMISSION} from '../services/kernel/tenancy';
import {TenancyService} from '../services/kernel/tenancy.service';
import {roomsOf} from './live-rooms';

/** A live event as it fans out: its rooms, and the manufacturer whose records it is about (if any). */
export interface LiveMessage {
  rooms: string[];
  event: string;
  payload: unknown;
  manufacturerId?: number;
}

/** What a socket keeps about its receiver between checks. */
interface Receiver {
  token: string;
  caller: Caller;
  checkedAt: number;
  /** manufacturerId → may follow its events, as judged at checkedAt. */
  manufacturers: Map<number, boolean>;
  /** Deliveries to this socket, one after another, so a check never reorders its events. */
  queue: Promise<void>;
}

const receiverOf = (socket: Socket) => socket.data.receiver as Receiver | undefined;

/**
 * Access re-checked on live connections (server.md sections 1 and 10): every delivery checks the
 * receiver as a request would be, with its token (expired, account deactivated, locked, deleted),
 * its rooms (the manufacturers it acts for now) and, for an event about a manufacturer, its scope
 * and staff permission there. A check holds for `recheckMs`, so a burst of progress events costs
 * one look-up per socket. A socket whose account may no longer act is disconnected.
 */
export class LiveAccess {
  constructor(
    private readonly authenticator: JwtAuthenticator,
    private readonly tenancy: TenancyService,
    private readonly recheckMs: number,
  ) {}

  /** The handshake: the caller of `token`, its receiver state, its rooms. Rejects when the token is refused. */
  async admit(socket: Socket, token: string): Promise<void> {
    const caller = await this.authenticate(token);
    if (!caller) throw new AuthenticationRefused('unauthorized');
    socket.data.caller = caller;
    socket.data.receiver = {token, caller, checkedAt: Date.now(), manufacturers: new Map(), queue: Promise.resolve()};
    await socket.join(roomsOf(caller));
  }

  /** Sends `message` to `socket` if its receiver may have it now (in order with the socket's other events). */
  deliver(socket: Socket, message: LiveMessage): void {
    const receiver = receiverOf(socket);
    if (!receiver) return;
    receiver.queue = receiver.queue
      .then(async () => {
        if (await this.allows(socket, receiver, message)) socket.emit(message.event, message.payload);
      })
      .catch(() => undefined);
  }

  /** Re-checks a socket now (the periodic sweep of quiet connections): a refused one is disconnected. */
  recheck(socket: Socket): void {
    const receiver = receiverOf(socket);
    if (!receiver) return;
    receiver.queue = receiver.queue
      .then(() => this.current(socket, receiver))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  private async allows(socket: Socket, receiver: Receiver, message: LiveMessage): Promise<boolean> {
    const caller = await this.current(socket, receiver);
    if (!caller || !message.rooms.some(room => socket.rooms.has(room))) return false;
    if (message.manufacturerId === undefined) return true;
    let may = receiver.manufacturers.get(message.manufacturerId);
    if (may === undefined) {
      may = await this.tenancy.scopeOf(caller, message.manufacturerId, PERMISSION.read).then(
        () => true,
        err => {
          if (err instanceof ServiceError) return false;
          throw err;
        },
      );
      receiver.manufacturers.set(message.manufacturerId, may);
    }
    return may;
  }

  /** The receiver as it is now (checked at most every recheckMs); undefined, and disconnected, once refused. */
  private async current(socket: Socket, receiver: Receiver): Promise<Caller | undefined> {
    if (!socket.connected) return undefined;
    if (Date.now() - receiver.checkedAt < this.recheckMs) return receiver.caller;
    const caller = await this.authenticate(receiver.token);
    if (!caller) {
      socket.disconnect(true);
      return undefined;
    }
    receiver.caller = socket.data.caller = caller;
    receiver.checkedAt = Date.now();
    receiver.manufacturers.clear();
    const rooms = new Set(roomsOf(caller));
    for (const room of socket.rooms) if (room !== socket.id && !rooms.has(room)) await socket.leave(room);
    await socket.join([...rooms]);
    return caller;
  }

  /** The token's caller, undefined when it is refused (expired, deactivated, locked...); other failures throw. */
  private async authenticate(token: string): Promise<Caller | undefined> {
    const authorization = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
    try {
      return await this.authenticator.authenticate({headers: {authorization}});
    } catch (err) {
      if (err instanceof AuthenticationRefused) return undefined;
      throw err;
    }
  }
}
