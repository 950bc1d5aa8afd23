import {Client} from 'pg';
import {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, newPage, signIn} from '../support/browser';

const today = () => new Date().toISOString().slice(0, 10);

/** One Demo Energy serial installed today in `state` for `retailerName`, through the demo installer app. */
async function verifyInstallation(serial: string, retailerName: string, state: string, postcode: string) {
  const token = await fetch(`${baseUrl()}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'}),
  }).then(r => r.json());
  const res = await fetch(`${baseUrl()}/api/v1/verifications`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token.access_token}`},
    body: JSON.stringify({
      requestId: `e2e-detail-${Date.now()}-${serial}`,
      requestType: 1,
      requester: {name: 'E2E Installer', abn: '51824753556', type: 'installer'},
      installation: {
        date: today(),
        installerAccreditationCode: 'A7654321',
        retailerName,
        ratedPower: 4000,
        address: {streetNumber: '1', streetName: 'King', streetType: 'Street', city: 'Town', state, postcode},
      },
      items: [{serial, brand: 'Demo Energy', model: 'DE-10'}],
    }),
  });
  if (res.status !== 200) throw new Error(`verification: ${res.status} ${await res.text()}`);
}

describe('admin console: Reference Data VSPs and the Detail View with several filters', () => {
  let browser: Browser;
  let page: Page;
  let db: Client;
  const vsp = `E2E VSP ${Date.now()}`;
  const retailer = `E2E Detail Retail ${Date.now()}`;

  beforeAll(async () => {
    const base = 600 + Math.floor(Math.random() * 90);
    await verifyInstallation(`DE10-000${base}`, retailer, 'NSW', '2000');
    await verifyInstallation(`DE10-000${base + 1}`, retailer, 'VIC', '3000');
    db = new Client({connectionString: process.env.E2E_DATABASE_URL});
    await db.connect();
    browser = await launchBrowser();
    ({page} = await newPage(browser));
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/AdminDashboard');
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
