import {Browser} from 'playwright-core';
import {baseUrl, launchBrowser, newPage, signIn} from '../support/browser';

/** POST /api/v1/oauth/token with client credentials, as an installer app would. */
function requestToken(clientId: string, clientSecret: string): Promise<Response> {
  return fetch(`${baseUrl()}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret}),
  });
}

describe('admin settings: app providers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a provider whose secret is shown once and gets tokens until it is disabled in the console', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await page.goto('/admin/AdminSettings');
    await page.getByText('Demo Installer App').first().waitFor();

    // New app provider, enabled: the answer's credentials are shown in a dialog.
    const name = `E2E Installer App ${Date.now()}`;
    await page.getByRole('link', {name: 'New app provider'}).click();
    await page.waitForURL(url => url.pathname === '/admin/AdminSettings/create');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Contact email').fill('apps@e2e.example');
    await page.getByLabel('Enabled').check();
    await page.getByRole('button', {name: 'Save'}).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('It will not be shown again').waitFor();
    const clientId = await dialog.getByRole('textbox', {name: 'Client ID'}).inputValue();
    const clientSecret = await dialog.getByRole('textbox', {name: 'Client secret'}).inputValue();
    expect(clientId).toMatch(/^e2e-installer-app-\d+-[0-9a-f]{6}$/);
    expect(clientSecret.length).toBeGreaterThanOrEqual(32);

    // The credentials work while the provider is enabled.
    const granted = await requestToken(clientId, clientSecret);
    expect(granted.status).toBe(200);
    expect((await granted.json()).access_token).toEqual(expect.any(String));

    // Back to the list; the secret is not shown there.
    await dialog.getByRole('button', {name: 'I have stored the secret'}).click();
    await page.waitForURL(url => url.pathname === '/admin/AdminSettings');
    await page.getByText(clientId).waitFor();
    expect(await page.getByText(clientSecret).count()).toBe(0);

    // Disable it: confirm, then 'Updated Settings'; the photo switch is locked while it is disabled.
    await page.getByLabel(`Disable ${name}`, {exact: true}).click();
    await page.getByRole('dialog').getByText(`Disable ${name}?`).waitFor();
    await page.getByRole('dialog').getByRole('button', {name: 'Disable'}).click();
    await page.getByText('Updated Settings').waitFor();
    await page.getByLabel(`Enable ${name}`, {exact: true}).waitFor();
    expect(await page.getByLabel(`Mandatory serial photo for ${name}`).isDisabled()).toBe(true);

    // The same credentials are now refused.
    const refused = await requestToken(clientId, clientSecret);
    expect(refused.status).toBe(403);
    await context.close();
  });
});
