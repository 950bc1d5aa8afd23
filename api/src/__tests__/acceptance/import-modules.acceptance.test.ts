import {RunningServer} from '../../server';
import {IMPORT_REASONS, importTuning} from '../../services/import';
import {downloadBytes, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenSystem} from '../helpers/battery-system.helpers';
import {givenImport, gql, reportRows} from '../helpers/import.helpers';
import {unique} from '../helpers/verification.helpers';

const fmt = (template: string, ...values: string[]) => values.reduce((t, v) => t.replace('%s', v), template);

describe('importProduct: modules uploaded with their unit (Parent Serial)', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenToken(server, 'madmin');
  });
  afterAll(() => server.stop());

  const parentOf = async (serial: string) => {
    const {rows} = await server.pool.query<{parent: string | null}>(
      `SELECT u.serial AS parent FROM product_serial s LEFT JOIN product_serial u ON u.id = s.parent_serial_id
        WHERE s.serial_norm = $1`,
      [serial],
    );
    return rows.length ? rows[0].parent : undefined;
  };

  const systemCounts = async (batchId: string) => {
    const res = await gql(
      server,
      token,
      `query($batchId: ID!, $filter: String) { upload(batchId: $batchId) { unitCount moduleCount }
         uploadHistory(filter: $filter) { list { unitCount moduleCount } } }`,
      {batchId, filter: batchId},
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return {state: res.data.upload, history: res.data.uploadHistory.list[0]};
  };

  it('counts no unit and no module in an upload of plain serials', async () => {
    const p = unique('PLAIN');
    const csv = ['Serial Number,Model', `${p}-1,DE-10`, `${p}-2,DE-10`].join('\n');
    const {uploaded, state} = await givenImport(server, token, Buffer.from(csv), 'plain.csv');
    expect(state).toMatchObject({status: 'done', success: 2});
    expect(await systemCounts(uploaded.batchId)).toEqual({
      state: {unitCount: 0, moduleCount: 0},
      history: {unitCount: 0, moduleCount: 0},
    });
  });

  it('stores modules under their unit (before or after it in the file, across chunks), loose modules alone, and fails each wrong row with its reason', async () => {
    const p = unique('MOD');
    const stored = await givenSystem(server, 1, 2);
    const chunkRows = importTuning.chunkRows;
    importTuning.chunkRows = 3;
    try {
      const csv = [
        'Serial Number,Model,Parent Serial',
        `${p}-M1,DE-M5,${p}-U`, // 2: the unit comes later, in another chunk
        `${p}-M3,DE-M5,`, // 3: loose, linked later
        `${p}-M4,DE-M5,${p}-NONE`, // 4: no such unit
        `${p}-U,DE-STACK,`, // 5
        `${p}-M2,DE-M5,${p}-U`, // 6: its unit earlier in the same chunk
        `${p}-M5,DE-M5,${p}-M3`, // 7: a module is not a BMU
        `${p}-X1,DE-10,${p}-U`, // 8: a model that does not fit
        `${stored.linked[0]},DE-M5,${p}-U`, // 9: already under another unit
        `${stored.loose[0]},DE-M5,${p}-U`, // 10: a loose module stored before: linked
        `${p}-M6,DE-M5,${p}-m6`, // 11: its own serial
        `${p}-U2,DE-STACK,${p}-NONE`, // 12: a unit naming a unit that does not exist
        `${p}-M7,DE-M5,${p}-U2`, // 13: under that unit, which is not stored
        `${p}-M8,DE-M5,${p}-U`, // 14: its unit stored in an earlier chunk
      ].join('\n');
      const {uploaded, state} = await givenImport(server, token, Buffer.from(csv), 'modules.csv');
      expect(state).toMatchObject({status: 'done', error: null, totalRecords: 13, success: 6, failed: 7});
      const report = await downloadBytes(
        server,
        `/api/upload/report?batchId=${uploaded.batchId}&fileName=csv`,
        token,
      ).expect(200);
      const rows = reportRows(report.body.toString('utf8'));
      const outcome = Object.fromEntries(rows.slice(1).map(r => [r[2], [r[5], r[6]]]));
      expect(outcome).toEqual({
        2: ['Saved', ''],
        3: ['Saved', ''],
        4: ['Failed', IMPORT_REASONS.parentNotFound],
        5: ['Saved', ''],
        6: ['Saved', ''],
        7: ['Failed', fmt(IMPORT_REASONS.parentNotBmu, `${p}-M3`, 'DE-M5')],
        8: ['Failed', fmt(IMPORT_REASONS.moduleNotCompatible, 'DE-10', 'DE-STACK')],
        9: ['Failed', fmt(IMPORT_REASONS.underAnotherUnit, stored.unit)],
        10: ['Saved', ''],
        11: ['Failed', IMPORT_REASONS.parentIsSelf],
        12: ['Failed', IMPORT_REASONS.parentNotFound],
        13: ['Failed', IMPORT_REASONS.parentNotFound],
        14: ['Saved', ''],
      });
      // The upload counts its units and modules among the saved rows: the unit; M1, M2, M8, the loose M3 and the linked one.
      expect(await systemCounts(uploaded.batchId)).toEqual({
        state: {unitCount: 1, moduleCount: 5},
        history: {unitCount: 1, moduleCount: 5},
      });
      for (const module of ['M1', 'M2', 'M8']) expect(await parentOf(`${p}-${module}`)).toBe(`${p}-U`);
      expect(await parentOf(`${p}-M3`)).toBeNull();
      expect(await parentOf(stored.loose[0])).toBe(`${p}-U`);
      expect(await parentOf(stored.linked[0])).toBe(stored.unit);
      // Failed rows are not stored.
      for (const failed of ['M4', 'X1', 'U2', 'M7']) expect(await parentOf(`${p}-${failed}`)).toBeUndefined();
    } finally {
      importTuning.chunkRows = chunkRows;
    }
  });
});
