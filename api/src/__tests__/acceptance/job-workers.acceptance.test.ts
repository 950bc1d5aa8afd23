import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {loadConfig} from '../../config';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {RunningServer} from '../../server';
import {givenIsolatedApp} from '../helpers/isolated-app.helpers';
import {givenServerProcess, ServerProcess} from '../helpers/process.helpers';

/** Each feature's component registers its job workers, and a worker runs what its queue is sent. */
describe('job workers', () => {
  it('registers the worker of every queue, the ledger and syncs as the configuration asks', async () => {
    // The ledger pump and the syncs touch every row: on a database of their own.
    const defaults = loadConfig({...process.env, NODE_ENV: 'test'});
    const {server, drop} = await givenIsolatedApp('workers', {
      ledger: {...defaults.ledger, pollMs: 60_000},
      sources: {...defaults.sources, runSyncs: true},
    });
    try {
      expect(workersOf(server)).toEqual(
        [
          'services.DigestJob',
          'services.ImportRunner',
          'services.LedgerSubmissionService',
          'services.MailService',
          'services.OverdueJob',
          'services.StatusJobRunner',
          'services.SyncService',
          'services.WebhookDeliveryJob',
        ].sort(),
      );
    } finally {
      await drop();
    }
  });

  describe('in the process npm start runs (the built dist, as LoopBack boots it)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'voltcheck-workers-'));
    let server: ServerProcess;
    beforeAll(async () => {
      server = await givenServerProcess(dataDir);
    });
    afterAll(async () => {
      if (server?.child.exitCode === null) server.child.kill('SIGTERM');
      await server?.exited;
      rmSync(dataDir, {recursive: true, force: true});
    });

    it('delivers a queued mail through the mail worker', async () => {
      const email = 'madmin@demo-energy.example';
      const res = await fetch(`${server.url}/api/account/forgot`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({Email: email}),
      });
      expect(res.status).toBe(200);
      const mailDir = join(dataDir, 'mail');
      const deadline = Date.now() + 30_000;
      let mail: string | undefined;
      while (!mail && Date.now() < deadline) {
        const name = filesOf(mailDir).find(f => f.includes(email));
        if (name) mail = readFileSync(join(mailDir, name), 'utf8');
        else await new Promise(r => setTimeout(r, 200));
      }
      expect(mail).toContain('Subject: Reset your VoltCheck password');
    });
  });
});

const workersOf = (server: RunningServer) =>
  server.app
    .findByTag(JOB_WORKER_TAG)
    .map(b => b.key)
    .sort();

function filesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
