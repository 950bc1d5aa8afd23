import {Client} from 'pg';
import {Browser} from 'playwright-core';
import {baseUrl, launchBrowser, newPage, signIn} from '../support/browser';

/** Installs demo serials through the verification API, as an installer app does. */
async function installThroughTheApi(serials: string[], date: string): Promise<void> {
  const tokenRes = await fetch(`${baseUrl()}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: 'grant_type=client_credentials&client_id=demo-app&client_secret=demo-app-secret',
  });
  const {access_token: token} = (await tokenRes.json()) as {access_token: string};
  const res = await fetch(`${baseUrl()}/api/v1/verifications`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token}`},
    body: JSON.stringify({
      requestId: `e2e-${Date.now()}`,
      requestType: 1,
      requester: {name: 'E2E Installer', abn: '51824753556', type: 'installer'},
      installation: {
        date,
        nmi: '20019857328',
        ownerFirstName: 'Alex',
        ownerEmail: `owner${Date.now()}@example.com`,
        installerAccreditationCode: 'A1234567',
        retailerName: 'Sunny Retail',
        ratedPower: 13500,
        address: {
          streetNumber: '1',
          streetName: 'George',
          streetType: 'Street',
          city: 'Parramatta',
          state: 'NSW',
          postcode: '2150',
        },
      },
      items: serials.map(serial => ({serial, brand: 'Demo Energy', model: 'DE-10'})),
    }),
  });
  if (res.status !== 200) throw new Error(`verification: ${res.status} ${await res.text()}`);
}

async function givenFreeModel(): Promise<string> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    const model = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await db.query(
      `INSERT INTO product (brand_id, model, product_type, approved_date, expiry_date)
       SELECT id, $1, 'battery', '2024-01-01', '2030-01-01' FROM brand WHERE name = 'Demo Energy'`,
      [model],
    );
    return model;
  } finally {
    await db.end();
  }
}

describe('the dashboard and the product lines', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a real installation at once: totals, chart, map, the installations tab and its serials dialog, the monthly report', async () => {
    const today = new Date();
    const date = today.toISOString().slice(0, 10);
    await installThroughTheApi(['DE10-000901', 'DE10-000902'], date);
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.getByRole('heading', {name: 'Dashboard'}).waitFor();
    for (const name of ['Failed Serials', 'Flash Data', 'Resolve Failed'])
      await page.getByRole('button', {name}).or(page.getByRole('link', {name})).first().waitFor();
    await page.getByTestId('total-installations').filter({hasNotText: /^0$/}).waitFor();
    await page.locator('[data-testid="installations-chart"] .recharts-bar-rectangle').first().waitFor();
    const nsw = page.locator('path[data-state="NSW"]');
    expect(await nsw.getAttribute('fill')).toMatch(/rgba|#|rgb/);
    await page.getByRole('table', {name: 'Installs per state'}).getByText('NSW').waitFor();

    await page.getByRole('tab', {name: 'Installation(verified)'}).click();
    await page.getByRole('table', {name: 'Installations'}).getByText('Parramatta').first().waitFor();
    await page.getByRole('button', {name: 'View'}).first().click();
    const dialog = page.getByRole('dialog', {name: 'List of Installed Serials'});
    await dialog.getByText('DE10-000901').waitFor();
    await dialog.getByRole('button', {name: 'Close'}).click();

    const month = today.toLocaleString('en', {month: 'short'});
    const download = page.waitForEvent('download');
    await page.getByRole('button', {name: `Download ${month}`}).click();
    expect((await download).suggestedFilename()).toBe(
      `Products_installed_${today.getMonth() + 1}_${today.getFullYear()}.xlsx`,
    );
    await context.close();
  });

  it('a distributor of a brand with nothing installed sees empty panels and No result found.', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'distributor');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.getByTestId('total-installations').filter({hasText: /^0$/}).waitFor();
    await page.getByRole('tab', {name: 'Installation(verified)'}).click();
    await page.getByText('you can only see the serials uploaded by your own account').waitFor();
    await page.getByText('No result found.').waitFor();
    // Supplier-type roles have no Product Line entry.
    expect(await page.getByRole('link', {name: 'Product Line'}).count()).toBe(0);
    await context.close();
  });

  it('adds a product line, assigns a model, edits it and deletes it', async () => {
    const model = await givenFreeModel();
    const title = `E2E Line ${Date.now()}`;
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.getByRole('link', {name: 'Product Line'}).click();
    await page.getByRole('heading', {name: 'Product Line'}).waitFor();
    await page.getByText('Demo Home Storage').waitFor();
    await page.getByRole('link', {name: 'Add Product Line'}).click();

    await page.getByRole('button', {name: 'Save'}).click();
    await page.getByText('This field is required').first().waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Component warranty in years').fill('10');
    await page.getByLabel('Component warranty URL').fill('https://demo-energy.com.au/component.pdf');
    await page.getByLabel('Performance warranty in years').fill('12');
    await page.getByLabel('Performance warranty file').setInputFiles({
      name: 'performance.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByRole('button', {name: 'Save'}).click();
    await page.waitForURL(url => url.pathname.startsWith('/AssignProductLine/'), {timeout: 15000});
    await page.getByRole('heading', {name: 'All Models'}).waitFor();
    await page.getByText(title).waitFor();

    await page.getByLabel('Search unassigned models').fill(model);
    await page.getByRole('checkbox', {name: model}).check();
    await page.getByRole('button', {name: 'Assign'}).click();
    await page.getByRole('list', {name: 'Assigned Models'}).getByText(model).waitFor({timeout: 15000});

    await page.getByRole('link', {name: 'Edit'}).click();
    await page.getByRole('heading', {name: 'Edit Product Line'}).waitFor();
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', {name: 'Save'}).click();
    await page.getByRole('status').getByText('Uploading…').waitFor();
    await page.getByText(`${title} v2`).waitFor({timeout: 30000});

    await page.getByRole('button', {name: 'Delete'}).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Are you sure you want to delete this product line : ${title} v2 ?`).waitFor();
    await confirm.getByRole('button', {name: 'Delete'}).click();
    await page.waitForURL(url => url.pathname === '/productline');
    await page.getByText('Demo Home Storage').waitFor();
    expect(await page.getByText(`${title} v2`).count()).toBe(0);
    await context.close();
  });
});
