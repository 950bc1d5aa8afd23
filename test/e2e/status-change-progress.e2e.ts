import {Client} from 'pg';
import {Browser, BrowserContext, Page} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';
import {givenAvailableSerials, releaseSerials} from '../support/serials';

jest.setTimeout(180_000);

/** The global setup's STATUS_JOB_THRESHOLD and STATUS_JOB_BATCH: more than 50 serials is a job, 20 per batch. */
const COUNT = 60;

async function connect(): Promise<Client> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  return db;
}

describe('A large status change in the browser', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let db: Client;
  let serials: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    db = await connect();
  });
  afterAll(async () => {
    await db.query('ROLLBACK').catch(() => undefined);
    await db.end();
    if (serials.length) await releaseSerials(serials);
    await context?.close();
    await browser.close();
  });

  it('runs as a job from an uploaded list file, its progress bar moving batch by batch, then says what changed', async () => {
    serials = await givenAvailableSerials(COUNT, 100);
    // A serial of the last batch (rows 41 to 60) held by another transaction: the job goes through two batches
    // (40 serials, progress told after each) and waits there until it is let go.
    await db.query('BEGIN');
    await db.query('SELECT id FROM product_serial WHERE serial = $1 FOR UPDATE', [serials[50]]);

    const made = await newPage(browser);
    context = made.context;
    const page: Page = made.page;
    await signIn(page, 'madmin');
    await page.waitForURL(u => !u.pathname.toLowerCase().startsWith('/login'));
    await page.goto('/serials');
    await page.getByRole('button', {name: 'Change status', exact: true}).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', {name: 'File'}).click();
    const csv = ['Serial Number', ...serials].join('\r\n');
    await dialog
      .getByLabel('List file')
      .setInputFiles({name: 'lot.csv', mimeType: 'text/csv', buffer: Buffer.from(csv)});
    await dialog.getByText('lot.csv').waitFor();
    await dialog.getByRole('combobox', {name: 'New status'}).click();
    await page.getByRole('option', {name: 'Ineligible'}).click();
    await dialog.getByRole('textbox', {name: 'Reason'}).fill('Lot failed inspection');
    await dialog.getByRole('button', {name: 'Change status'}).click();

    const bar = dialog.getByRole('progressbar', {name: 'Status change progress'});
    await dialog.getByText(`Changing the serials: 40 of ${COUNT} serials (67 %)`).waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('67');
    // nothing is changed before the end: the change is one transaction
    const {rows: before} = await db.query<{n: number}>(
      `SELECT count(*)::int AS n FROM product_serial ps JOIN serial_status st ON st.product_serial_id = ps.id
        WHERE ps.serial = ANY($1) AND st.status = 'ineligible'`,
      [serials],
    );
    expect(before[0].n).toBe(0);

    await db.query('ROLLBACK');
    await dialog.getByText(`${COUNT} serials changed.`).waitFor();
    await expect(bar.count()).resolves.toBe(0);
    const {rows: after} = await db.query<{n: number}>(
      `SELECT count(*)::int AS n FROM product_serial ps JOIN serial_status st ON st.product_serial_id = ps.id
        WHERE ps.serial = ANY($1) AND st.status = 'ineligible'`,
      [serials],
    );
    expect(after[0].n).toBe(COUNT);
  });
});
