import pg from 'pg';

export default async function globalTeardown() {
  const {serverUrl, name} = globalThis.__testDatabase ?? {};
  if (serverUrl && name) {
    const admin = new pg.Client({connectionString: serverUrl});
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  if (globalThis.__embeddedDb) await globalThis.__embeddedDb.stop();
}
