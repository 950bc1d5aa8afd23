// Takes the pictures of the flash page's Help dialog (portal-ui/src/pages/flash/help/*.png) from the
// real portal: starts the built server on a scratch data folder, signs in as the demo manufacturer
// admin, walks through an import in Chromium and photographs each step. Run it after changing the
// flash page: `npm run build && node scripts/help-pictures.mjs`.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync, mkdirSync, chmodSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import ExcelJS from 'exceljs';
import {chromium} from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'portal-ui/src/pages/flash/help');
const port = Number(process.env.PORT || 3390);
const pgPort = Number(process.env.EMBEDDED_PG_PORT || 54395);
const base = `http://127.0.0.1:${port}`;
const scratch = mkdtempSync(join(tmpdir(), 'voltcheck-help-'));
chmodSync(scratch, 0o755); // the embedded PostgreSQL runs as "postgres" when this runs as root

async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Shipment November');
  sheet.addRow(['Demo Energy flash data export']);
  sheet.addRow([]);
  sheet.addRow(['Serial Number', 'Model', 'Nominal Capacity', 'Usable Capacity', 'IP Protection']);
  for (let i = 1; i <= 20; i++) sheet.addRow([`DE10-HELP-${String(i).padStart(4, '0')}`, 'DE-10', 10.24, 9.6, 'IP65']);
  book.addWorksheet('Notes');
  const path = join(scratch, 'shipment.xlsx');
  await book.xlsx.writeFile(path);
  return path;
}

function bigCsv() {
  const lines = ['Serial Number,Model,Nominal Capacity'];
  for (let i = 1; i <= 600_000; i++) lines.push(`DE10-BULK-${String(i).padStart(7, '0')},DE-10,10.24`);
  const path = join(scratch, 'shipment-large.csv');
  writeFileSync(path, lines.join('\n'));
  return path;
}

async function startServer() {
  const server = spawn(process.execPath, [join(root, 'api/dist/index.js')], {
    env: {
      ...process.env,
      DATA_DIR: scratch,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (
      await fetch(`${base}/api/health`).then(
        r => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise(r => setTimeout(r, 250));
  }
  server.kill();
  throw new Error(`the server did not answer on ${base} within 60 s`);
}

/** The rectangle from the top of `from` to the bottom of `to`, as wide as `from`'s container. */
async function clipBetween(from, to, pad = 8) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  return {x: a.x - pad, y: a.y - pad, width: a.width + 2 * pad, height: b.y + b.height - a.y + 2 * pad};
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  mkdirSync(out, {recursive: true});
  const page = await browser.newPage({viewport: {width: 1400, height: 900}});
  await page.goto(`${base}/login`);
  await page.getByLabel(/user ?name/i).fill('madmin');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Demo@12345');
  await page.getByRole('button', {name: /sign in|log in/i}).click();
  await page.waitForURL(url => url.pathname === '/dashboard');
  await page.goto(`${base}/flash`);
  await page.getByRole('heading', {name: 'Import flash data'}).waitFor();

  await page
    .locator('.MuiGrid-container')
    .filter({hasText: 'Resolve failed serials'})
    .first()
    .screenshot({path: join(out, 'mode.png')});
  await page
    .getByTestId('flash-file-input')
    .locator('..')
    .screenshot({path: join(out, 'files.png')});

  await page.getByTestId('flash-file-input').setInputFiles(await workbook());
  await page.getByRole('button', {name: 'Process Now'}).waitFor();
  await page.mouse.move(0, 0);
  const sheets = page.getByRole('tablist', {name: 'Sheets'});
  await page.screenshot({
    path: join(out, 'sheets.png'),
    clip: await clipBetween(sheets, page.getByText(/Drag a field onto a column/)),
  });
  const table = page.getByRole('table', {name: /Preview of sheet/});
  await page.screenshot({
    path: join(out, 'mapping.png'),
    clip: await clipBetween(table, table.locator('tbody tr').nth(4), 0),
  });

  await page.getByRole('button', {name: 'Start over'}).click();
  await page.getByTestId('flash-file-input').setInputFiles(bigCsv());
  await page.getByRole('button', {name: 'Process Now'}).click();
  // Some way into the file, once the bar has moved there (it slides for 0.4 s).
  await page.getByText(/\d+,\d{3} of 600,000 rows read/).waitFor({timeout: 60_000});
  await page.waitForTimeout(500);
  await page
    .locator('.MuiPaper-root')
    .filter({hasText: 'Importing'})
    .first()
    .screenshot({path: join(out, 'process.png')});
  console.log(`pictures written to ${out}`);
} finally {
  await browser.close();
  server.kill();
  await new Promise(r => server.once('exit', r));
  rmSync(scratch, {recursive: true, force: true});
}
