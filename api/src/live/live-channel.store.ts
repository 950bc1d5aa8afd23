import {Client} from 'pg';

const CHANNEL = 'voltcheck_live';

/**
 * The PostgreSQL channel live events fan out through (LISTEN and NOTIFY), on a connection of its
 * own: every replica hears what any replica sends.
 */
export class LiveChannelStore {
  private readonly listener: Client;
  private readonly ready: Promise<void>;

  constructor(databaseUrl: string, onMessage: (message: string) => void) {
    this.listener = new Client({connectionString: databaseUrl});
    this.ready = this.listener
      .connect()
      .then(() => this.listener.query(`LISTEN ${CHANNEL}`))
      .then(() => undefined);
    // Closed while still connecting (a short-lived app): notify() still sees the failure; nothing else must.
    this.ready.catch(() => undefined);
    this.listener.on('notification', msg => {
      if (msg.payload) onMessage(msg.payload);
    });
    this.listener.on('error', () => undefined);
  }

  async notify(message: string): Promise<void> {
    await this.ready;
    await this.listener.query('SELECT pg_notify($1, $2)', [CHANNEL, message]);
  }

  async close(): Promise<void> {
    await this.listener.end().catch(() => undefined);
  }
}
