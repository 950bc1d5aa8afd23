// Each jest worker talks to its own VoltCheck stack (global-setup.js started one per worker).
const worker = process.env.JEST_WORKER_ID || '1';
for (const name of ['E2E_BASE_URL', 'E2E_DATA_DIR', 'E2E_LEDGER_URL', 'E2E_DATABASE_URL']) {
  const own = process.env[`${name}_${worker}`];
  if (own) process.env[name] = own;
}
