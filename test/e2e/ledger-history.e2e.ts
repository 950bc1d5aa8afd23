import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Browser, Page} from 'playwright-core';
import {Client} from 'pg';
import {launchBrowser, newPage, setLedgerDown, signIn} from '../support/browser';

/** A Demo Energy model of this run that the regulator's list does not carry (the ledger answers Brand & Model Mismatch). */
async function givenUnlistedModel(): Promise<string> {
  const model = `E2E-UNLISTED-${Date.now().toString(36).toUpperCase()}`;
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    await db.query(
      `INSERT INTO product (brand_id, model, product_type, approved_date, expiry_date)
       SELECT id, $1, 'battery', '2024-01-01', '2030-01-01' FROM brand WHERE name = 'Demo Energy'`,
      [model],
    );
  } finally {
    await db.end();
  }
  return model;
}

/** Imports a CSV through the Flash Data page, as the manufacturer does, and waits for it to be done. */
async function importCsv(page: Page, path: string): Promise<void> {
  await page.goto('/flash');
  await page.getByTestId('flash-file-input').first().setInputFiles(path);
  await page.getByRole('button', {name: 'Process Now'}).click();
  await page.waitForURL(url => url.pathname === '/uploadreport', {timeout: 60000});
}

/** The upload's history card, reloaded (as a user refreshes) until `done` holds of its ledger figures. */
async function ledgerFigures(page: Page, fileName: string, done: (f: Record<string, string>) => boolean) {
  const deadline = Date.now() + 30000;
  for (;;) {
    await page.goto('/history');
    await page.getByLabel('Search uploads').fill(fileName);
    const card = page.locator('[data-upload-id]').filter({hasText: fileName});
    await card.first().waitFor();
    const figures: Record<string, string> = {};
    for (const label of ['Uploaded', 'Failed', 'Pending', 'Deleted'])
      figures[label] = (await card.locator(`[data-stat="ledger ${label}"] p`).first().textContent())!;
    if (done(figures) || Date.now() > deadline) return {card, figures};
    await page.waitForTimeout(1000);
  }
}

describe('the serial ledger as the manufacturer sees it on the upload history', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'voltcheck-ledger-'));
  const stamp = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    browser = await launchBrowser();
    await setLedgerDown(false);
  });
  afterAll(async () => {
    await setLedgerDown(false);
    await browser.close();
  });

  it('an upload’s serials reach the ledger: passed ones Uploaded, an unlisted model Failed with its error', async () => {
    const unlisted = await givenUnlistedModel();
    const fileName = `ledger-${stamp}.csv`;
    const path = join(dir, fileName);
    writeFileSync(path, `Serial Number,Model\nLDG${stamp}1,DE-10\nLDG${stamp}2,DE-10\nLDG${stamp}3,${unlisted}\n`);
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await importCsv(page, path);

    const {card, figures} = await ledgerFigures(page, fileName, f => f.Pending === '0');
    expect(figures).toEqual({Uploaded: '2', Failed: '1', Pending: '0', Deleted: '0'});
    expect(await card.textContent()).not.toContain('not sent yet');
    await card.getByLabel('Ledger failure reason').getByText('1 failed: Brand & Model Mismatch').waitFor();
    if (process.env.SHOTS_DIR) await card.screenshot({path: `${process.env.SHOTS_DIR}/ledger-card.png`});
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', {name: 'Ledger Report'}).click(),
    ]);
    const lines = readFileSync((await report.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Serial,Brand,Model,Supplier,Ledger Status,Ledger Date,Error/);
    expect(lines.find(l => l.startsWith(`LDG${stamp}1,`))).toMatch(/,Uploaded,\S+,,Demo Energy,DE-10,/);
    expect(lines.find(l => l.startsWith(`LDG${stamp}3,`))).toContain(',Failed,');
    expect(lines.find(l => l.startsWith(`LDG${stamp}3,`))).toContain('Brand & Model Mismatch');
    await context.close();
  });

  it('while the ledger is down the serials stay Pending, and they all arrive once it is back', async () => {
    const fileName = `ledger-down-${stamp}.csv`;
    const path = join(dir, fileName);
    writeFileSync(path, `Serial Number,Model\nLDD${stamp}1,DE-10\nLDD${stamp}2,DE-5\n`);
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await setLedgerDown(true);
    await importCsv(page, path);
    // Several of the job's rounds (every half second, backing off) meet a down ledger.
    await page.waitForTimeout(3000);
    const down = await ledgerFigures(page, fileName, () => true);
    expect(down.figures).toEqual({Uploaded: '0', Failed: '0', Pending: '2', Deleted: '0'});
    expect(await down.card.textContent()).toContain('not sent yet');

    await setLedgerDown(false);
    const back = await ledgerFigures(page, fileName, f => f.Pending === '0');
    expect(back.figures).toEqual({Uploaded: '2', Failed: '0', Pending: '0', Deleted: '0'});
    await context.close();
  });
});
