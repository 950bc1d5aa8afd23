import {RunningServer} from '../../server';
import {givenAccount} from '../helpers/account.helpers';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenXlsx} from '../helpers/import.helpers';
import {getAs, statusOf} from '../helpers/recall.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';
import {givenSerials, unique} from '../helpers/verification.helpers';

const NOTICE = {
  hazard: 'Cells may overheat',
  remedy: 'Switch off and call us',
  noticeUrl: 'https://recalls.example/list-file',
  contact: '1800 000 000',
};

/** A multipart POST of `file` (named `name`) with text fields. */
function postFile(
  server: RunningServer,
  token: string,
  path: string,
  file: {data: Buffer; name: string},
  fields: Record<string, string | number>,
) {
  const req = client(server).post(path).set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(fields)) void req.field(k, String(v));
  return req.attach('file', file.data, file.name);
}

describe('a status change and a recall take an uploaded list file, read by the flash import’s readers', () => {
  let server: RunningServer;
  let madmin: string;
  let admin: string;
  let other: string;
  let supplier: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    madmin = await givenSignedToken(server, 'madmin');
    admin = await givenAdminToken(server);
    const austral = await givenAccount(server, {role: 'madmin', manufacturer: 'Austral Demo Batteries'});
    other = await givenToken(server, austral.username, austral.password);
    supplier = await givenSignedToken(server, 'supplier');
  });
  afterAll(() => server.stop());

  it('CSV: the "Serial Number" column of a sheet with other columns; problems name the sheet rows', async () => {
    const serials = await givenSerials(server, {count: 3});
    const csv = [
      'Model,Serial Number,Note',
      `DE-10,${serials[0]},first`,
      `DE-10,${serials[1]},`,
      'DE-10,NO-SUCH-CSV,unknown',
      `DE-10,${serials[0]},again`,
      `DE-10,${serials[2]},last`,
    ].join('\r\n');
    const res = await postFile(
      server,
      madmin,
      '/api/serials/status/file',
      {data: Buffer.from(csv), name: 'list.csv'},
      {status: 'ineligible', reason: 'Lot failed inspection'},
    ).expect(200);
    expect(res.body.changed).toBe(3);
    expect(res.body.problems).toEqual(
      expect.arrayContaining([
        {row: 4, serial: 'NO-SUCH-CSV', problem: 'No such serial of yours.'},
        {row: 5, serial: serials[0], problem: 'Repeated in the list.'},
      ]),
    );
    expect(res.body.problems).toHaveLength(2);
    expect(Object.values(await statusOf(server, serials))).toEqual(Array(3).fill('ineligible'));
    // one column with no header: every row is a serial
    const back = await postFile(
      server,
      madmin,
      '/api/serials/status/file',
      {data: Buffer.from(serials.join('\n')), name: 'plain.csv'},
      {status: 'available', reason: 'Inspection passed'},
    ).expect(200);
    expect(back.body).toEqual({changed: 3, problems: []});
    expect(Object.values(await statusOf(server, serials))).toEqual(Array(3).fill('available'));
  });

  it('XLSX: a recall of the "Serial" column, a foreign serial reported by its row and left as it was', async () => {
    const mine = await givenSerials(server, {count: 2});
    const theirs = await givenSerials(server, {brand: 'Austral Demo Batteries', model: 'ADB-13.5'});
    const xlsx = await givenXlsx({
      Recall: [
        ['Serial', 'Where'],
        [mine[0], 'depot'],
        [theirs[0], 'field'],
        [mine[1], 'field'],
      ],
      Other: [['Serial'], ['IGNORED-SHEET']],
    });
    const res = await postFile(
      server,
      madmin,
      '/api/recalls/file',
      {data: xlsx, name: 'recall.xlsx'},
      {title: unique('File recall '), ...NOTICE},
    ).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      affected: 2,
      problems: [{row: 3, serial: theirs[0], problem: 'No such serial of yours.'}],
    });
    expect(await statusOf(server, [...mine, ...theirs])).toEqual({
      [mine[0]]: 'recalled',
      [mine[1]]: 'recalled',
      [theirs[0]]: 'available',
    });
    const recall = await getAs(server, madmin, `/api/recalls/${res.body.id}`).expect(200);
    expect(recall.body).toMatchObject({affected: 2, noticeUrl: NOTICE.noticeUrl});
    // an administrator names the manufacturer in the form
    const byAdmin = await postFile(
      server,
      admin,
      '/api/serials/status/file',
      {
        data: await givenXlsx({
          S: [
            ['SN', 'x'],
            [theirs[0], 1],
          ],
        }),
        name: 'a.xlsx',
      },
      {status: 'ineligible', reason: 'x', manufacturerId: await manufacturerId(server, 'Austral Demo Batteries')},
    ).expect(200);
    expect(byAdmin.body).toEqual({changed: 1, problems: []});
  });

  it('refusals: no file, a file that is not a spreadsheet, an empty list, a broken field, roles', async () => {
    const serials = await givenSerials(server, {count: 1});
    const csv = {data: Buffer.from(serials.join('\n')), name: 'l.csv'};
    const noFile = await client(server)
      .post('/api/serials/status/file')
      .set('Authorization', `Bearer ${madmin}`)
      .field('status', 'ineligible')
      .field('reason', 'x')
      .expect(422);
    expect(noFile.body.message).toBe('file: a CSV, XLS or XLSX file of serials');
    const binary = await postFile(
      server,
      madmin,
      '/api/serials/status/file',
      {data: Buffer.from([0, 1, 2, 3, 0, 5]), name: 'x.bin'},
      {status: 'ineligible', reason: 'x'},
    ).expect(422);
    expect(binary.body.message).toBe('file: x.bin: not a csv, xls or xlsx file.');
    const headerOnly = await postFile(
      server,
      madmin,
      '/api/recalls/file',
      {data: Buffer.from('Serial Number\r\n'), name: 'h.csv'},
      {title: unique('Empty '), ...NOTICE},
    ).expect(422);
    expect(headerOnly.body.message).toBe('file: h.csv: no serials in the file');
    const noReason = await postFile(server, madmin, '/api/serials/status/file', csv, {status: 'ineligible'}).expect(
      422,
    );
    expect(noReason.body.message).toBe('reason: This field is required (at most 500 characters)');
    await postFile(server, supplier, '/api/serials/status/file', csv, {status: 'ineligible', reason: 'x'}).expect(403);
    await postFile(server, other, '/api/recalls/file', csv, {title: unique('Theirs '), ...NOTICE})
      .expect(201)
      .then(r => expect(r.body).toMatchObject({affected: 0, problems: [{row: 1, serial: serials[0]}]}));
    expect(await statusOf(server, serials)).toEqual({[serials[0]]: 'available'});
    await client(server).post('/api/serials/status/file').attach('file', csv.data, csv.name).expect(401);
  });
});

async function manufacturerId(server: RunningServer, name: string): Promise<number> {
  const {rows} = await server.pool.query<{id: number}>('SELECT id FROM manufacturer WHERE name = $1', [name]);
  return rows[0].id;
}
