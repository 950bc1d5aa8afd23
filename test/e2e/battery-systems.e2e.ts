import {Browser, Page} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';

describe('admin console: /Module lists battery systems, each unit with its modules', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({page} = await newPage(browser));
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
  });
  afterAll(() => browser.close());

  it('shows 9 units a page with their modules, finds a unit by a module serial and filters by state', async () => {
    await page.goto('/admin/Module');
    const table = page.getByRole('table', {name: 'Battery systems'});
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(9);
    await page.getByText(/1–9 of \d+/).waitFor();
    await page.getByRole('textbox', {name: 'Search'}).fill('dem5-000006');
    const row = table.getByRole('row', {name: /DESTACK-000002/});
    await row.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    for (const n of [5, 6, 7, 8]) await row.getByText(`DEM5-00000${n} · DE-M5`).waitFor();
    await row.getByText('20 kWh').waitFor();
    if (process.env.SHOTS_DIR)
      await page.screenshot({path: `${process.env.SHOTS_DIR}/module-list.png`, fullPage: true});
    await page.getByRole('combobox', {name: 'State'}).click();
    await page.getByRole('option', {name: 'Withdrawn'}).click();
    await page.getByText('No battery system matches', {exact: false}).waitFor();
  });
});
