import {Client} from 'pg';
import {Browser, Page} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';
import {verifyInstallation} from '../support/verification';

describe('admin console: Reference Data VSPs and the Detail View with several filters', () => {
  let browser: Browser;
  let page: Page;
  let db: Client;
  const vsp = `E2E VSP ${Date.now()}`;
  const retailer = `E2E Detail Retail ${Date.now()}`;

  beforeAll(async () => {
    const base = 600 + Math.floor(Math.random() * 90);
    await verifyInstallation({
      serial: `DE10-000${base}`,
      retailerName: retailer,
      state: 'NSW',
      postcode: '2000',
      city: 'Town',
      ratedPower: 4000,
    });
    await verifyInstallation({
      serial: `DE10-000${base + 1}`,
      retailerName: retailer,
      state: 'VIC',
      postcode: '3000',
      city: 'Town',
      ratedPower: 4000,
    });
    db = new Client({connectionString: process.env.E2E_DATABASE_URL});
    await db.connect();
    browser = await launchBrowser();
    ({page} = await newPage(browser));
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
  });
  afterAll(async () => {
    await db.query('DELETE FROM vsp_endpoint WHERE name = $1', [vsp]);
    await db.end();
    await browser.close();
  });

  it('lists the VSP endpoints the registry brought, or says how they arrive', async () => {
    const held = await db.query('SELECT count(*)::int AS n FROM vsp_endpoint');
    await page.goto('/admin/ReferenceData');
    await page.getByRole('tab', {name: 'VSPs'}).click();
    if (held.rows[0].n === 0)
      await page.getByText('No verification service providers (VSPs) are held yet.', {exact: false}).waitFor();
    await db.query(`INSERT INTO vsp_endpoint (name, url, version) VALUES ($1, 'https://vsp.e2e.example/api', '3')`, [
      vsp,
    ]);
    await page.reload();
    await page.getByRole('tab', {name: 'VSPs'}).click();
    await page.getByText(vsp).waitFor();
    await page.getByText('https://vsp.e2e.example/api').waitFor();
    await page.getByText('Version 3').waitFor();
  });

  it('counts a state and a retailer together', async () => {
    await page.goto('/admin/DetailView');
    await page.getByLabel('Retailer').click();
    await page.getByRole('option', {name: retailer}).click();
    await page.getByText('2 installations').waitFor();
    await page.getByLabel('State').click();
    await page.getByRole('option', {name: 'VIC'}).click();
    await page.getByText('1 installations').waitFor();
    await page.getByRole('row').filter({hasText: 'VIC'}).filter({hasText: retailer}).waitFor();
  });
});
