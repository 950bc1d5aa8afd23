import {BindingScope, inject, injectable} from '@loopback/core';
import {Client} from 'pg';
import {DatabaseBindings} from '../database/database.keys';

const CHANNEL = 'voltcheck_live';

/**
 * The PostgreSQL channel live events fan out through (LISTEN and NOTIFY), on a connection of its
 * own: every replica hears what any replica sends. It connects when the sockets attach (listen).
 */
@injectable({scope: BindingScope.SINGLETON})
export class PgNotifyChannel {
  private listener?: Client;
  private ready: Promise<void> = Promise.reject(new Error('the live channel is not listening'));

  constructor(@inject(DatabaseBindings.URL) private readonly databaseUrl: string) {
    this.ready.catch(() => undefined);
  }

  /** Connects and listens: `onMessage` hears every message sent on the channel, by any replica. */
  listen(onMessage: (message: string) => void): void {
    const listener = new Client({connectionString: this.databaseUrl});
    this.listener = listener;
    this.ready = listener
      .connect()
      .then(() => listener.query(`LISTEN ${CHANNEL}`))
      .then(() => undefined);
    // Closed while still connecting (a short-lived app): notify() still sees the failure; nothing else must.
    this.ready.catch(() => undefined);
    listener.on('notification', msg => {
      if (msg.payload) onMessage(msg.payload);
    });
    listener.on('error', () => undefined);
  }

  async notify(message: string): Promise<void> {
    await this.ready;
    await this.listener!.query('SELECT pg_notify($1, $2)', [CHANNEL, message]);
  }

  async close(): Promise<void> {
    await this.listener?.end().catch(() => undefined);
  }
}
