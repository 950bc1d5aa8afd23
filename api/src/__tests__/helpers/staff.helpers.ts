import {RunningServer} from '../../server';
import {givenAccount, TestAccount, uniqueName} from './account.helpers';
import {client, givenToken} from './app.helpers';

/** A PNG of 1×1 pixel (the smallest real image). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function idOf(
  server: RunningServer,
  table: 'manufacturer' | 'distributor',
  name: string,
): Promise<number> {
  return (await server.pool.query(`SELECT id FROM ${table} WHERE name = $1`, [name])).rows[0].id;
}

/** A staff account of a demo company holding `permissions` for each named manufacturer. */
export async function givenStaff(
  server: RunningServer,
  fields: {role: 'mstaff' | 'distributor_staff'; manufacturer?: string; distributor?: string},
  permissions: Record<string, number[]>,
): Promise<TestAccount & {token: string}> {
  const account = await givenAccount(server, fields);
  for (const [name, ids] of Object.entries(permissions))
    await server.pool.query(
      `INSERT INTO staff_permission (user_id, manufacturer_id, permission_id)
       SELECT $1, (SELECT id FROM manufacturer WHERE name = $2), unnest($3::int[])`,
      [account.id, name, ids],
    );
  return {...account, token: await givenToken(server, account.username, account.password)};
}

/** POST /api/staff/add as multipart. */
export function addStaff(server: RunningServer, token: string, fields: Record<string, unknown>, photo?: Buffer) {
  const req = client(server).post('/api/staff/add').auth(token, {type: 'bearer'});
  for (const [k, v] of Object.entries(fields)) req.field(k, typeof v === 'string' ? v : JSON.stringify(v));
  if (photo) req.attach('MyFile', photo, 'photo.png');
  return req;
}

export function staffFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const username = uniqueName('staff');
  return {
    UserName: username,
    FirstName: 'New',
    LastName: 'Member',
    Email: `${username}@example.test`,
    PhoneNumber: '0412000111',
    Designation: 'Warehouse lead',
    SerializedPermissions: [{id: 1, checked: true}],
    ...overrides,
  };
}

export function gql(server: RunningServer, token: string, query: string, variables: Record<string, unknown> = {}) {
  return client(server).post('/graphql').auth(token, {type: 'bearer'}).send({query, variables});
}
