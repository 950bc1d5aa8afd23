import {Client} from 'pg';
import {baseUrl, DEMO_PASSWORD} from './browser';

/**
 * `count` Demo Energy DE-10 serials nobody has installed or changed, `offset` from the far end of the fixtures (each
 * test its own stretch, so that tests never take each other's serials).
 */
export async function givenAvailableSerials(count: number, offset: number): Promise<string[]> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    const {rows} = await db.query<{serial: string}>(
      `SELECT ps.serial FROM product_serial ps JOIN product p ON p.id = ps.product_id
        WHERE p.model = 'DE-10' AND ps.state = 'available'
          AND NOT EXISTS (SELECT 1 FROM serial_status st WHERE st.product_serial_id = ps.id)
        ORDER BY ps.id DESC OFFSET $1 LIMIT $2`,
      [offset, count],
    );
    if (rows.length < count) throw new Error(`the demo fixtures hold too few available DE-10 serials`);
    return rows.map(r => r.serial);
  } finally {
    await db.end();
  }
}

/** Puts serials back to available through the API, so that other browser tests find them as they were. */
export async function releaseSerials(serials: string[]): Promise<void> {
  const {token} = await fetch(`${baseUrl()}/api/account/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({Username: 'madmin', Password: DEMO_PASSWORD}),
  }).then(r => r.json() as Promise<{token: string}>);
  await fetch(`${baseUrl()}/api/serials/status`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token}`},
    body: JSON.stringify({serials, status: 'available', reason: 'Browser test over'}),
  });
}
