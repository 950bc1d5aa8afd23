import ExcelJS from 'exceljs';
import {XMLValidator} from 'fast-xml-parser';
import {RunningServer} from '../../server';
import {MAX_NESTING} from '../../services/verification';
import {client, downloadBytes, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenImport, reportRows} from '../helpers/import.helpers';
import {givenAppToken, postVerification, unique, verificationRequest} from '../helpers/verification.helpers';

/** Exports are always well-formed and never carry a formula. */
describe('exports: well-formed XML, formula-safe CSV and XLSX', () => {
  let server: RunningServer;
  let admin: string;
  let appToken: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenToken(server, 'admin');
    appToken = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
  });
  afterAll(() => server.stop());

  const download = (path: string, token: string) => downloadBytes(server, path, token);

  const nested = (depth: number): unknown => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = {'level n': value};
    return value;
  };

  it('renders a JSON batch whose keys are no XML names as a well-formed {batchId}.xml, at the deepest nesting accepted', async () => {
    const body = verificationRequest([{serial: unique('XMLKEYS')}], {
      'a b': 1,
      '1x': {'<script>': '</verificationRequest><x>&'},
      'ns:odd': ['one', 'two'],
      control: 'bell\u0007',
      // The body itself is the first level.
      deep: nested(MAX_NESTING - 2),
    });
    const res = await postVerification(server, appToken, body).expect(200);
    const xml = await download(`/api/v1/verification-batches/${res.body.batchId}/request`, admin).expect(200);
    const text = xml.body.toString('utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toContain('<a_x0020_b>1</a_x0020_b>');
    expect(text).toContain(
      '<_x0031_x><_x003C_script_x003E_>&lt;/verificationRequest&gt;&lt;x&gt;&amp;</_x003C_script_x003E_></_x0031_x>',
    );
    expect(text).toContain('<ns_x003A_odd>one</ns_x003A_odd><ns_x003A_odd>two</ns_x003A_odd>');
    expect(text).toContain('<control>bell\uFFFD</control>');
    expect(text.split('<level_x0020_n>')).toHaveLength(MAX_NESTING - 1);
  });

  it('refuses a body nested deeper than the limit at the door (400 TOO_DEEP), JSON or XML, and stores nothing', async () => {
    const requestId = unique('deep');
    const depth = 100_000;
    const json = JSON.stringify(verificationRequest([{serial: unique('DEEP')}], {requestId})).replace(
      /}$/,
      `,"deep":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    );
    const res = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${appToken}`)
      .set('Content-Type', 'application/json')
      .send(json)
      .expect(400);
    expect(res.body).toMatchObject({code: 'TOO_DEEP', message: `body: nested more than ${MAX_NESTING} levels deep`});
    const xml = `<verificationRequest>${'<a>'.repeat(200)}x${'</a>'.repeat(200)}</verificationRequest>`;
    const xmlRes = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${appToken}`)
      .set('Content-Type', 'application/xml')
      .send(xml)
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c));
        r.on('end', () => cb(null, text));
      })
      .expect(400);
    // An XML client hears its problem details in XML (RFC 9457 appendix).
    expect(xmlRes.body).toContain('<code>TOO_DEEP</code>');
    const {rowCount} = await server.pool.query(`SELECT 1 FROM verification_batch WHERE request_body::text LIKE $1`, [
      `%${requestId}%`,
    ]);
    expect(rowCount).toBe(0);
  });

  it('neutralises formula triggers after separators and in full-width form in the CSV and XLSX reports', async () => {
    const token = await givenToken(server, 'madmin');
    const p = unique('FX');
    const hostile = [`${p}-1;=cmd|' /C calc'!A0`, `\u{FF1D}1+1${p}`, `${p}-3\u{FF1B}\u{FF20}x`, `${p}-4,@SUM(A1)`];
    const csv = [
      'Serial Number,Model',
      `${hostile[0]},DE-10;+1`,
      `${hostile[1]},DE-10`,
      `${hostile[2]},\u{FF0D}1`,
      `"${hostile[3]}",DE-10`,
    ].join('\n');
    const {uploaded, state} = await givenImport(server, token, Buffer.from(csv), 'hostile.csv');
    expect(state.status).toBe('done');

    const report = await download(`/api/upload/report?batchId=${uploaded.batchId}&fileName=csv`, token).expect(200);
    const text = report.body.toString('utf8');
    const rows = reportRows(text).slice(1);
    const expected = [
      // after a separator, a plain number (+1) stays a number: no reader runs it
      [`${p}-1;'=cmd|' /C calc'!A0`, 'DE-10;+1'],
      [`'\u{FF1D}1+1${p}`, 'DE-10'],
      [`${p}-3\u{FF1B}\u{FF20}x`, "'\u{FF0D}1"],
      [`${p}-4,'@SUM(A1)`, 'DE-10'],
    ];
    expect(rows.map(r => [r[3], r[4]])).toEqual(expected);
    // A cell holding a separator is quoted, so no reader splits it into a cell of its own.
    expect(text).toContain(`"${p}-1;'=cmd|' /C calc'!A0"`);

    const xlsx = await download(`/api/upload/report?batchId=${uploaded.batchId}&fileName=excel`, token).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    const sheet = workbook.worksheets[0];
    expect([2, 3, 4, 5].map(r => [sheet.getRow(r).getCell(4).value, sheet.getRow(r).getCell(5).value])).toEqual(
      expected,
    );
    sheet.eachRow(row =>
      row.eachCell(cell => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
  });
});
