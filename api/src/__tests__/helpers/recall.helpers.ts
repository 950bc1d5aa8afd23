import supertest from 'supertest';
import {RunningServer} from '../../server';
import {client} from './app.helpers';
import {unique} from './verification.helpers';

/** A recall row of a demo manufacturer, made straight in the database (POST /api/recalls is tested on its own). */
export async function givenRecallRow(server: RunningServer, manufacturer = 'Demo Energy'): Promise<number> {
  const {rows} = await server.pool.query<{id: number}>(
    `INSERT INTO recall (manufacturer_id, title, hazard, remedy, notice_url, contact)
     SELECT id, $2, 'Cells may overheat', 'Switch off and call us', 'https://recalls.example/notice', '1800 000 000'
       FROM manufacturer WHERE name = $1 RETURNING id`,
    [manufacturer, unique('Recall ')],
  );
  return rows[0].id;
}

/** A signed-in call with a JSON body. */
export function postAs(server: RunningServer, token: string, path: string, body: object): supertest.Test {
  return client(server).post(path).set('Authorization', `Bearer ${token}`).send(body);
}

export function getAs(server: RunningServer, token: string, path: string): supertest.Test {
  return client(server).get(path).set('Authorization', `Bearer ${token}`);
}

/** The stored status of serials, by serial. */
export async function statusOf(server: RunningServer, serials: string[]): Promise<Record<string, string>> {
  const {rows} = await server.pool.query<{serial: string; status: string}>(
    `SELECT ps.serial, coalesce(st.status, 'available') AS status
       FROM product_serial ps LEFT JOIN serial_status st ON st.product_serial_id = ps.id WHERE ps.serial = ANY($1)`,
    [serials],
  );
  return Object.fromEntries(rows.map(r => [r.serial, r.status]));
}
