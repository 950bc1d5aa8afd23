import pg from 'pg';

export default async function globalTeardown() {
  const {serverUrl, names} = globalThis.__testDatabase ?? {};
  if (serverUrl && names) {
    const admin = new pg.Client({connectionString: serverUrl});
    await admin.connect();
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  if (globalThis.__embeddedDb) await globalThis.__embeddedDb.stop();
}
