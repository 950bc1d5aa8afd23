import {createServer, Server} from 'node:http';
import {AddressInfo} from 'node:net';
import {Client} from 'pg';
import {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, newPage, signIn} from '../support/browser';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({path: `${SHOTS}/${name}.png`, fullPage: true});
}

/** The admin's bearer token, as the console holds it. */
async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/account/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({Username: 'admin', Password: 'Demo@12345'}),
  });
  return ((await res.json()) as {token: string}).token;
}

async function call(path: string, token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown>};
}

async function providerToken(clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret}),
  });
  return ((await res.json()) as {access_token: string}).access_token;
}

/** A serial of the test's own, of Demo Energy's DE-10 (the demo serials stay as other tests expect them). */
async function givenSerial(): Promise<string> {
  const serial = `E2E-HOOK-${Date.now()}`;
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    await db.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm)
       SELECT b.id, m.id, p.id, $1, $1 FROM brand b JOIN manufacturer m ON m.brand_id = b.id
         JOIN product p ON p.brand_id = b.id AND p.model = 'DE-10' WHERE b.name = 'Demo Energy'`,
      [serial],
    );
  } finally {
    await db.end();
  }
  return serial;
}

const installation = {
  date: new Date().toISOString().slice(0, 10),
  nmi: '20019857328',
  ownerFirstName: 'Alex',
  installerAccreditationCode: 'A1234567',
  retailerName: 'Sunny Retail',
  ratedPower: 10000,
  address: {streetNumber: '12', streetName: 'George', city: 'Parramatta', state: 'NSW', postcode: '2150'},
};

describe('the console for integrators: sandbox switch and webhook deliveries', () => {
  let browser: Browser;
  let hooks: Server;
  let hookUrl: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hooks = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(202).end('accepted'));
    });
    await new Promise<void>(resolve => hooks.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/voltcheck`;
  });
  afterAll(async () => {
    await browser.close();
    await new Promise(resolve => hooks.close(resolve));
  });

  it('switches a provider to test mode: its batch is answered, kept only as a test batch', async () => {
    const admin = await adminToken();
    const created = await call('/api/v1/app-providers', admin, {name: `E2E Sandbox App ${Date.now()}`, enabled: true});
    const {name, clientId, clientSecret} = created.body as {name: string; clientId: string; clientSecret: string};
    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await page.goto('/admin/AdminSettings');
    await page.getByText(clientId).waitFor();
    const toggle = page.getByLabel(`Test mode for ${name}`, {exact: true});
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText('Updated Settings').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await shot(page, 'integrator-test-mode');

    const token = await providerToken(clientId, clientSecret);
    const serial = await givenSerial();
    const answer = await call('/api/v1/verifications', token, {
      requestId: `e2e-${Date.now()}`,
      requestType: 1,
      requester: {name: 'E2E Installer'},
      installation,
      items: [{serial, brand: 'Demo Energy', model: 'DE-10'}],
    });
    expect(answer.status).toBe(200);
    expect((answer.body.results as Array<{reason: string}>)[0].reason).toBe('VERIFIED');
    await page.goto(`/admin/Logs/batch/${answer.body.batchId}`);
    await page.getByText('Test mode: nothing but this batch was kept').waitFor();
    await page.getByText('This batch created no installation.').waitFor();
    await page.getByText('A test-mode batch keeps no items').waitFor();
    await shot(page, 'integrator-test-batch');
    await context.close();
  });

  it('lists webhook deliveries with their answers, filtered by status', async () => {
    const admin = await adminToken();
    const created = await call('/api/v1/app-providers', admin, {name: `E2E Hook App ${Date.now()}`, enabled: true});
    const {clientId, clientSecret} = created.body as {clientId: string; clientSecret: string};
    const token = await providerToken(clientId, clientSecret);
    expect((await call('/api/v1/webhooks', token, {url: hookUrl})).status).toBe(200);
    const serial = await givenSerial();
    const claim = await call('/api/v1/verifications', token, {
      requestId: `e2e-${Date.now()}`,
      requestType: 1,
      requester: {name: 'E2E Installer'},
      installation,
      items: [{serial, brand: 'Demo Energy', model: 'DE-10'}],
    });
    const released = await call(`/api/v1/installations/${claim.body.installationId}/release`, token, {
      reason: 'Claimed at the wrong site',
    });
    expect(released.status).toBe(200);

    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await page.goto('/admin/WebhookDeliveries');
    await page.getByText('Webhook Deliveries', {exact: true}).first().waitFor();
    const table = page.getByRole('table', {name: 'Webhook deliveries'});
    for (let i = 0; i < 40 && !(await table.getByText('delivered').count()); i++) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    await table.getByText(hookUrl).first().waitFor();
    await table.getByText('installation.released').first().waitFor();
    await table.getByText('delivered').first().waitFor();
    await table.getByText(/^202/).first().waitFor();
    await shot(page, 'integrator-webhook-deliveries');
    // Filtered by a status with none of them: the empty state says so.
    await page.getByLabel('Status').click();
    await page.getByRole('option', {name: 'Failed'}).click();
    await page.getByText('No failed deliveries.').waitFor();
    await shot(page, 'integrator-webhook-deliveries-failed');
    await context.close();
  });
});
