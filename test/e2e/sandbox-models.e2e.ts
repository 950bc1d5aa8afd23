import {Client} from 'pg';
import {Browser} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';

/** The sandbox's own models: never in the manufacturer's Models list, marked Test in the console's. */
describe('models of the sandbox only', () => {
  let browser: Browser;
  let manufacturerId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
    await db.connect();
    try {
      const {rows} = await db.query(
        `SELECT m.id FROM manufacturer m JOIN brand b ON b.id = m.brand_id WHERE b.name = 'Demo Energy'`,
      );
      manufacturerId = rows[0].id;
    } finally {
      await db.end();
    }
  });
  afterAll(() => browser.close());

  it('the manufacturer’s Models list leaves them out', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/models');
    await page.getByRole('textbox', {name: 'Search models'}).fill('DE-');
    const table = page.getByRole('table', {name: 'Models'});
    await table.getByRole('row').filter({hasText: 'DE-10'}).first().waitFor();
    expect(await table.getByText('DE-EXPIRED').count()).toBe(0);
    expect(await table.getByText('DE-FUTURE').count()).toBe(0);
    await context.close();
  });

  it('the console’s manufacturer detail lists them marked Test', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await page.goto(`/admin/ManufacturerDetail?manufacturerId=${manufacturerId}`);
    const row = page.getByRole('row').filter({hasText: 'DE-EXPIRED'});
    await row.waitFor();
    expect(await row.getByText('Test').count()).toBe(1);
    expect(await page.getByRole('row').filter({hasText: 'DE-10'}).first().getByText('Test').count()).toBe(0);
    await context.close();
  });
});
