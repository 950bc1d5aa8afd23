import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {io, Socket} from 'socket.io-client';
import {client, Reachable} from './app.helpers';
import {givenServerProcess, ServerProcess} from './process.helpers';

/** One replica: the compiled API in its own process, on its own port and data folder (nothing shared on disk). */
export interface Replica extends ServerProcess {
  name: string;
}

/** Replicas started as compose.yaml starts them: one database, one bucket, their own DATA_DIR, one JWT_SECRET. */
export function givenReplicas(shared: Record<string, string>) {
  const started: Replica[] = [];
  const dirs: string[] = [];
  return {
    started,
    async start(name: string, env: Record<string, string> = {}): Promise<Replica> {
      const dir = mkdtempSync(join(tmpdir(), `voltcheck-${name}-`));
      dirs.push(dir);
      // PGAPPNAME names the replica's PostgreSQL sessions: the test sees which replica holds what.
      const server = await givenServerProcess(dir, {...shared, PGAPPNAME: `replica-${name}`, ...env});
      const replica = {...server, name};
      started.push(replica);
      return replica;
    },
    async stopAll(): Promise<void> {
      for (const r of started) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGTERM');
      await Promise.all(
        started.map(r => Promise.race([r.exited, new Promise(res => setTimeout(res, 15_000).unref())])),
      );
      for (const r of started) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
      for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
    },
  };
}

/** What a live event carries (the test reads its batchId and counts). */
export type Heard = Record<string, unknown>;

/** A live connection to `server` recording every event it hears, by name. */
export function givenLiveClient(
  server: Reachable,
  token: string,
): Promise<{socket: Socket; heard: Array<[string, Heard]>}> {
  const socket = io(server.url, {path: '/socket.io', auth: {token}, transports: ['websocket'], reconnection: false});
  const heard: Array<[string, Heard]> = [];
  socket.onAny((event: string, payload: Heard) => heard.push([event, payload]));
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({socket, heard}));
    socket.on('connect_error', reject);
  });
}

/** An enabled app provider registered by the administrator through `server`, and its bearer token. */
export async function givenProviderToken(server: Reachable, adminToken: string): Promise<string> {
  const created = await client(server)
    .post('/api/v1/app-providers')
    .set('Authorization', `Bearer ${adminToken}`)
    .send({name: `Replica App ${Date.now()}`, enabled: true})
    .expect(200);
  const res = await client(server)
    .post('/api/v1/oauth/token')
    .type('form')
    .send({
      grant_type: 'client_credentials',
      client_id: created.body.clientId,
      client_secret: created.body.clientSecret,
    })
    .expect(200);
  return res.body.access_token;
}

export async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise(r => setTimeout(r, 50));
  }
}
