import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Workbook} from 'exceljs';
import {Browser} from 'playwright-core';
import {launchBrowser, newPage, setLedgerDown, signIn} from '../support/browser';

/** A workbook as manufacturers send it: a title row above the header, 5 good rows and 1 unknown model. */
async function flashWorkbook(
  dir: string,
  stamp: string,
): Promise<{path: string; serials: string[]; badSerial: string}> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Shipment');
  sheet.addRow(['Demo Energy flash data export']);
  sheet.addRow(['Serial Number', 'Model', 'Nominal Capacity']);
  const serials = Array.from({length: 5}, (_, i) => `E2E${stamp}${i + 1}`);
  for (const serial of serials) sheet.addRow([serial, 'DE-10', 10.2]);
  const badSerial = `E2E${stamp}X`;
  sheet.addRow([badSerial, 'NO-SUCH-MODEL', 10.2]);
  const path = join(dir, `flash-${stamp}.xlsx`);
  await workbook.xlsx.writeFile(path);
  return {path, serials, badSerial};
}

describe('flash data import through the portal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The ledger is down throughout: the upload's serials stay Pending (ledger-history.e2e.ts sees them arrive).
    await setLedgerDown(true);
  });
  afterAll(async () => {
    await setLedgerDown(false);
    await browser.close();
  });

  it('uploads an xlsx, auto-maps it, follows the import to Done, downloads the report and finds the upload in the history', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voltcheck-flash-'));
    const stamp = Date.now().toString(36).toUpperCase();
    const {path, serials, badSerial} = await flashWorkbook(dir, stamp);
    const fileName = path.split('/').pop()!;
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Flash Data'}).click();
    await page.waitForURL(url => url.pathname === '/flash');
    await page.getByRole('heading', {name: 'Import flash data'}).waitFor();
    await page.getByText('Fresh upload', {exact: true}).waitFor();
    await page.getByText('Resolve failed serials', {exact: true}).waitFor();
    // The Help dialog: a written guide with a picture of each step, every picture loaded.
    await page.getByRole('button', {name: 'Help'}).click();
    const help = page.getByRole('dialog', {name: 'How to import flash data'});
    await help.waitFor();
    const pictures = help.getByRole('img');
    expect(await pictures.count()).toBe(5);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      const loaded = await picture.evaluate((img: HTMLImageElement) =>
        img.complete
          ? img.naturalWidth > 0
          : new Promise<boolean>(resolve => {
              img.onload = () => resolve(img.naturalWidth > 0);
              img.onerror = () => resolve(false);
            }),
      );
      expect(loaded).toBe(true);
    }
    await help.getByRole('button', {name: 'Close'}).click();
    await help.waitFor({state: 'hidden'});
    await page.getByTestId('flash-file-input').first().setInputFiles(path);

    // The header is the second row (the title row has one cell); known names are mapped automatically.
    await page.getByRole('button', {name: 'Process Now'}).waitFor();
    expect(await page.getByRole('tab', {name: 'Shipment'}).count()).toBe(1);
    const fieldOf = (column: string) => page.getByRole('combobox', {name: `Field for column ${column}`}).textContent();
    expect(await fieldOf('Serial Number')).toBe('Serial Number *');
    expect(await fieldOf('Model')).toBe('Model *');
    expect(await fieldOf('Nominal Capacity')).toBe('nominalCapacity');
    await page.getByRole('cell', {name: serials[0], exact: true}).waitFor();
    await page.getByRole('cell', {name: badSerial, exact: true}).waitFor();
    expect(await page.getByRole('button', {name: 'Process Now'}).isEnabled()).toBe(true);

    await page.getByRole('button', {name: 'Process Now'}).click();
    await page.locator('.MuiStepLabel-label.Mui-completed', {hasText: 'Done'}).waitFor({timeout: 60000});
    // Processing counted the rows read against the rows the preview found.
    await page.getByText('6 of 6 rows read').waitFor();
    await page.getByText('Flash data imported succesfully.').first().waitFor();

    // On to the result: 6 rows, 5 saved, 1 failed, and the report names the failed row's reason.
    await page.waitForURL(url => url.pathname === '/uploadreport', {timeout: 15000});
    await page.getByText('Total', {exact: true}).waitFor();
    const stat = (label: string) => page.locator(`[data-stat="${label}"] p`).first().textContent();
    expect(await stat('Total')).toBe('6');
    expect(await stat('Saved')).toBe('5');
    expect(await stat('Failed')).toBe('1');
    await page.getByRole('link', {name: 'Upload more'}).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Download Report (csv)'}).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const report = readFileSync((await download.path())!, 'utf8');
    const failedLine = report.split(/\r?\n/).find(line => line.includes(badSerial));
    expect(failedLine).toContain('Failed');
    expect(failedLine).toContain('Model is not a model of this manufacturer');
    for (const serial of serials) expect(report.split(/\r?\n/).find(line => line.includes(serial))).toContain('Saved');

    // The upload is in the history, as a Fresh, Original upload with its counts.
    await page.getByRole('link', {name: 'History'}).click();
    await page.waitForURL(url => url.pathname === '/history');
    await page.getByLabel('Search uploads').fill(fileName);
    const card = page.locator('[data-upload-id]').filter({hasText: fileName});
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    const text = (await card.textContent())!;
    expect(text).toContain('Fresh');
    expect(text).toContain('Original');
    const cardStat = (label: string) => card.locator(`[data-stat="${label}"] p`).first().textContent();
    expect(await cardStat('Total')).toBe('6');
    expect(await cardStat('Saved')).toBe('5');
    expect(await cardStat('Failed')).toBe('1');
    await card.getByRole('button', {name: 'Report', exact: true}).waitFor();
    // The ledger report lists the upload's five saved serials, not yet answered by the (down) ledger: Pending.
    expect(await cardStat('ledger Pending')).toBe('5');
    const [ledger] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', {name: 'Ledger Report'}).click(),
    ]);
    expect(ledger.suggestedFilename()).toBe('SerialLedgerReport.csv');
    const ledgerLines = readFileSync((await ledger.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(ledgerLines[0]).toMatch(/^Serial,Brand,Model,Supplier,Ledger Status/);
    expect(ledgerLines.slice(1).map(line => line.split(',')[0])).toEqual(serials);
    for (const line of ledgerLines.slice(1)) expect(line).toContain(',Pending,');
    await context.close();
  });

  it('says why an upload loaded without a file has no Original and no Report to download', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/history');
    const demo = page.locator('.MuiCard-root', {hasText: 'demo-serials.csv'}).first();
    await expect(demo.getByRole('button', {name: 'Original'}).isDisabled()).resolves.toBe(true);
    await demo.getByRole('button', {name: 'Original'}).locator('..').hover();
    await page.getByRole('tooltip', {name: 'No file was kept for this upload.'}).waitFor();
    await context.close();
  });
});
