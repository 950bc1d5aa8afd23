import {readFileSync} from 'node:fs';
import {Browser, Download, Page} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';
import {availableDemoSerial, verifyInstallation} from '../support/verification';

const saved = async (download: Download) => readFileSync((await download.path())!, 'utf8');

async function signedInAdmin(browser: Browser): Promise<Page> {
  const {page} = await newPage(browser);
  await signIn(page, 'admin');
  await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
  return page;
}

describe('admin console: oversight', () => {
  let browser: Browser;
  let page: Page;
  let batchId: string;
  const retailer = `E2E Retail ${Date.now()}`;

  beforeAll(async () => {
    batchId = await verifyInstallation({
      serial: await availableDemoSerial(60),
      retailerName: retailer,
      parallelImportComment: 'Bought through an importer',
    });
    browser = await launchBrowser();
    page = await signedInAdmin(browser);
  });
  afterAll(() => browser.close());

  it('finds a log by its batch, shows its columns, downloads its request as {batchId}.xml and opens the batch', async () => {
    await page.goto('/admin/Logs');
    await page.getByLabel('Search').fill(batchId);
    const row = page.getByRole('row').filter({hasText: 'Bought through an importer'});
    await row.waitFor();
    await row.getByText('E2E Installer').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', {name: 'Request'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${batchId}.xml`);
    expect(await saved(download)).toContain('<verificationRequest>');
    await page.getByLabel('Request type').click();
    await page.getByRole('option', {name: 'Contains Comment'}).click();
    await row.waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Export'}).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('verification-logs.csv');
    const lines = (await saved(exported)).split('\r\n');
    expect(lines[0]).toMatch(/^Log ID,Serial,Batch ID,Status,Reason,/);
    expect(lines.slice(1).filter(line => line.includes(batchId)).length).toBeGreaterThan(0);
    expect(lines.slice(1).every(line => line === '' || line.includes('Bought through an importer'))).toBe(true);
    await row.getByRole('link', {name: batchId}).click();
    await page.getByText(`Batch ${batchId}`).waitFor();
    await page.getByText('Newtown, NSW, 2042').waitFor();
  });

  it('shows the leadership board with the last 30 days and a CSV', async () => {
    await page.goto('/admin/AdminStats');
    const row = page.getByRole('row').filter({hasText: 'Demo Energy'});
    await row.waitFor();
    await page.getByPlaceholder('Search Manufacturer').fill('demo en');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Download CSV').click()]);
    const csv = await saved(download);
    expect(csv.split('\r\n')[0]).toBe('From,To,Total Installations,Total Rated Power (kW),Manufacturer');
    expect(csv).toContain('Demo Energy');
    await page.getByRole('tab', {name: 'App Providers'}).click();
    await page.getByRole('row').filter({hasText: 'Demo Installer App'}).waitFor();
  });

  it('draws the five reports and exports one as CSV', async () => {
    await page.goto('/admin/Reports');
    for (const title of [
      'Top manufacturers',
      'Installations by area',
      'Top installers',
      'Top retailers',
      'Installations by app provider',
    ])
      await page.getByText(title, {exact: true}).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByLabel('Export Top retailers as CSV').click(),
    ]);
    expect(download.suggestedFilename()).toBe('top_retailers.csv');
    expect(await saved(download)).toContain(retailer);
    await page.getByLabel('Show Top retailers fullscreen').click();
    await page.getByLabel('Close fullscreen').click();
  });

  it('filters the detail view by retailer and exports installations.csv', async () => {
    await page.goto('/admin/DetailView');
    await page.getByLabel('Retailer').click();
    await page.getByRole('option', {name: retailer}).click();
    await page.getByText('1 installations').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Export CSV'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('installations.csv');
    expect(await saved(download)).toContain(retailer);
  });

  it("lists the serial ledger by manufacturer, pages from 1, and exports the manufacturer's records", async () => {
    await page.goto('/admin/ProductSerialLedgerPage');
    await page.getByText('Page: 1').waitFor();
    await page.getByRole('combobox', {name: 'Manufacturer'}).click();
    await page.getByRole('option', {name: 'Austral Demo Batteries'}).click();
    await page.waitForURL(url => url.search.includes('manufacturerId'));
    // The demo uploads reach the ledger through its background job: read the list again until they have.
    const rows = page.getByRole('table', {name: 'Ledger records'}).getByRole('row').filter({hasText: 'ADB-'});
    for (let i = 0; i < 60 && !(await rows.count()); i++) {
      await page.waitForTimeout(1000);
      await page.reload();
      await page.getByText('Page: 1').waitFor();
    }
    await rows.first().waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Export'}).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('serial-ledger.csv');
    const lines = (await saved(exported)).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Record ID,Serial,Brand,Model,Distributor,Batch ID,Change,Status,Error,Ledger Upload Time');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every(line => line.split(',')[1].startsWith('ADB-'))).toBe(true);
  });

  it('adds a city after the postcode check and finds it', async () => {
    await page.goto('/admin/ManagePostCodes');
    await page.getByRole('button', {name: 'Add city'}).click();
    const dialog = page.getByRole('dialog');
    const name = `E2E Town ${Date.now()}`;
    await dialog.getByLabel('City name').fill(name);
    await dialog.getByLabel('State').click();
    await page.getByRole('option', {name: 'VIC'}).click();
    await dialog.getByLabel('Postcode').fill('2000');
    await dialog.getByRole('button', {name: 'Add'}).click();
    await dialog.getByText('Invalid postcode for the selected state.').waitFor();
    await dialog.getByLabel('Postcode').fill('3999');
    await dialog.getByRole('button', {name: 'Add'}).click();
    await dialog.waitFor({state: 'hidden'});
    await page.getByLabel('Search').fill(name);
    const row = page.getByRole('row').filter({hasText: name});
    await row.waitFor();
    // The state by its abbreviation, never its internal id; the Added time day-first (en-AU).
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['City', 'State', 'Postcode', 'Added']);
    expect((await row.getByRole('cell').allInnerTexts()).slice(1, 3)).toEqual(['VIC', '3999']);
    const day = new Date().toLocaleDateString('en-AU', {day: '2-digit', month: '2-digit', year: 'numeric'});
    expect(await row.getByRole('cell').nth(3).innerText()).toContain(day);
  });
});
