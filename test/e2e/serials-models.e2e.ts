import {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, newPage, signIn} from '../support/browser';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Verification requests from the demo installer app: an installation, failed serials (one with a photo), a parallel import. */
async function givenTraffic(stamp: string): Promise<void> {
  const tokenRes = await fetch(`${baseUrl()}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'}),
  });
  const {access_token: token} = (await tokenRes.json()) as {access_token: string};
  const post = async (body: object) => {
    const res = await fetch(`${baseUrl()}/api/v1/verifications`, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
      body: JSON.stringify({
        requestId: `e2e-${stamp}-${Math.random()}`,
        requester: {name: 'E2E Installs', abn: '51824753556', type: 'installer'},
        location: {latitude: -33.87, longitude: 151.21},
        ...body,
      }),
    });
    if (res.status !== 200) throw new Error(`verification answered ${res.status}`);
  };
  await post({
    requestType: 1,
    items: [{serial: 'DE10-000003', brand: 'Demo Energy', model: 'DE-10'}],
    installation: {
      date: '2026-11-01',
      nmi: '20019857328',
      ownerFirstName: 'Alex',
      ownerEmail: 'alex@example.com',
      installerAccreditationCode: 'A1234567',
      retailerName: 'Sunny Retail',
      ratedPower: 10000,
      address: {
        streetNumber: '1',
        streetName: 'George',
        streetType: 'Street',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
      },
    },
  });
  await post({
    requestType: 3,
    items: [
      {serial: `GHOST-${stamp}`, brand: 'Demo Energy', model: 'DE-10', photo: PNG},
      {
        serial: `PARALLEL-${stamp}`,
        brand: 'Demo Energy',
        model: 'DE-10',
        parallelImportComment: 'Imported by a wholesaler',
      },
    ],
  });
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', {name});

describe('the Serials tab, the Models tab and model detail in the portal', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36).toUpperCase();
  beforeAll(async () => {
    browser = await launchBrowser();
    await givenTraffic(stamp);
  });
  afterAll(() => browser.close());

  it('Failed: badge, banner with Upload Now, photo in the Serial images dialog, copy snackbar', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/serials');
    const failed = page.getByRole('table', {name: 'Failed serials'});
    await failed.getByText(`GHOST-${stamp}`).waitFor();
    await page.getByText('Please upload them immediately.').waitFor();
    expect(await page.getByRole('link', {name: 'Upload Now'}).getAttribute('href')).toBe('/flash');
    await page.getByRole('button', {name: `Images of GHOST-${stamp}`}).click();
    const images = dialog(page, 'Serial images');
    await images.getByText(/Created on .* Demo Installer App/).waitFor();
    // The photo is fetched with the token after the dialog's text shows: wait for its blob URL.
    await images.locator('img[src^="blob:"]').waitFor();
    await images.getByRole('button', {name: 'Close'}).click();
    await page.getByRole('button', {name: `Images of PARALLEL-${stamp}`}).click();
    await dialog(page, 'Serial images').getByText("we could'nt find any image for this serial.").waitFor();
    await dialog(page, 'Serial images').getByRole('button', {name: 'Close'}).click();
    await page.getByRole('button', {name: `Copy GHOST-${stamp}`}).click();
    await page.getByText(`Copied GHOST-${stamp}`).waitFor();
    await page.getByRole('textbox', {name: 'Search serial'}).fill('no-such-serial-anywhere');
    await page.getByText('No result found.').waitFor();
    await context.close();
  });

  it('Installed: the Upload History dialog; Available: the masked serial and Battery Details', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/serials');
    await page.getByRole('tab', {name: 'Installed'}).click();
    await page.getByRole('button', {name: 'Upload history of DE10-000003'}).click();
    const history = dialog(page, 'Upload History');
    await history.getByText('Request: Verified').waitFor();
    await history.getByText(/Upload \d+ · Fresh/).waitFor();
    await history.getByRole('button', {name: 'Close'}).click();
    await page.getByRole('tab', {name: 'Available'}).click();
    const table = page.getByRole('table', {name: 'available serials'});
    await table.getByText('XXXX-XXXX-XXXX').first().waitFor();
    await table.getByRole('button', {name: 'Reveal serial'}).first().click();
    await table
      .getByRole('button', {name: /^Hide serial /})
      .first()
      .waitFor();
    await table.getByRole('button', {name: 'View Details'}).first().click();
    await dialog(page, 'Battery Details').getByText('nominalCapacity').waitFor();
    await context.close();
  });

  it('the global view: every serial, and the Parallel Import sub-tab with its comment', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    // An administrator lands on the console's dashboard: going elsewhere before it arrives would be cut short.
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await page.goto('/serials');
    await page.getByRole('table', {name: 'global serials'}).getByText('Upload Id').waitFor();
    await page.getByRole('tab', {name: 'Parallel Import'}).click();
    const parallel = page.getByRole('table', {name: 'Parallel imports'});
    await parallel.getByText('Imported by a wholesaler').waitFor();
    await page.getByRole('button', {name: 'Download Failed Serials'}).waitFor({state: 'detached'});
    await context.close();
  });

  it('the Models tab and model detail with its three searchable tabs', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/models');
    const models = page.getByRole('table', {name: 'Models'});
    const row = models.getByRole('row').filter({hasText: 'DE-10'});
    await row.getByText('Demo Home Storage').waitFor();
    await row.getByText('Component:').waitFor();
    await row.getByRole('button', {name: 'View more'}).click();
    await page.waitForURL(url => /^\/model\/\d+$/.test(url.pathname));
    await page.getByRole('heading', {name: 'DE-10'}).waitFor();
    await page.getByRole('tab', {name: 'Serial Failed'}).waitFor();
    await page.getByRole('tab', {name: 'Installed'}).click();
    await page.getByRole('table', {name: 'Model serials'}).getByText('DE10-000003').waitFor();
    await page.getByRole('tab', {name: 'Available'}).click();
    await page.getByRole('textbox', {name: 'Search serial'}).fill('de10-000500');
    await page.getByText('1 result · page 1 of 1').waitFor();
    await page.getByText('DE10-000500').waitFor();
    expect(await page.getByRole('table', {name: 'Model serials'}).getByRole('row').count()).toBe(2);
    await page.reload();
    await page.getByRole('heading', {name: 'DE-10'}).waitFor();
    await context.close();
  });

  it('an administrator sees the models without the per-row actions; a supplier sees nothing of another brand', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    // An administrator lands on the console's dashboard: going elsewhere before it arrives would be cut short.
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await page.goto('/models');
    await page.getByRole('table', {name: 'Models'}).getByText('ADB-13.5').waitFor();
    expect(await page.getByRole('button', {name: 'View more'}).count()).toBe(0);
    await context.close();
    const supplier = await newPage(browser);
    await signIn(supplier.page, 'supplier');
    await supplier.page.waitForURL(url => url.pathname === '/dashboard');
    await supplier.page.goto('/serials');
    await supplier.page.getByRole('tab', {name: 'Installed'}).click();
    await supplier.page.getByText('No result found.').waitFor();
    await supplier.page.goto('/models');
    await supplier.page.getByRole('table', {name: 'Models'}).getByText('DE-10').waitFor();
    expect(await supplier.page.getByText('ADB-13.5').count()).toBe(0);
    await supplier.context.close();
  });
});
