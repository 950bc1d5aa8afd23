import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, newPage, signIn} from '../support/browser';

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

/** A fresh NMI with AEMO's checksum digit (the API's own algorithm): one battery system per premises. */
function freshNmi(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {nmiChecksum} = require(join(__dirname, '..', '..', 'api', 'dist', 'services', 'verification', 'nmi'));
  const body = `4${String(Date.now() % 1e9).padStart(9, '0')}`;
  return `${body}${nmiChecksum(body)}`;
}

/** Installs a Demo Energy DE-STACK unit with its four modules through the verification API, as an installer app does. */
async function installSystem(unit: string, modules: string[], city: string): Promise<void> {
  const token = await fetch(`${baseUrl()}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'}),
  }).then(r => r.json());
  const res = await fetch(`${baseUrl()}/api/v1/verifications`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token.access_token}`},
    body: JSON.stringify({
      requestId: `e2e-system-${Date.now()}`,
      requestType: 1,
      requester: {name: 'E2E Installer', abn: '51824753556', type: 'installer'},
      installation: {
        date: new Date().toISOString().slice(0, 10),
        nmi: freshNmi(),
        installerAccreditationCode: 'A7654321',
        ownerEmail: `e2e-system-${process.pid}-${Date.now()}@example.com`,
        retailerName: 'Sunny Retail',
        ratedPower: 5000,
        address: {streetNumber: '9', streetName: 'Crown', streetType: 'Street', city, state: 'NSW', postcode: '2500'},
      },
      items: [{serial: unit, brand: 'Demo Energy', model: 'DE-STACK', modules: modules.map(serial => ({serial}))}],
    }),
  });
  const answer = await res.json();
  if (res.status !== 200 || !answer.results?.[0]?.verified)
    throw new Error(`verification of ${unit}: ${res.status} ${JSON.stringify(answer)}`);
}

describe('portal: battery systems', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows an installed system with its modules, capacity and configuration in the installation view', async () => {
    await installSystem('DESTACK-000097', ['DEM5-000385', 'DEM5-000386', 'DEM5-000387', 'DEM5-000388'], 'Wollongong');
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.getByRole('tab', {name: 'Installation(verified)'}).click();
    const row = page.getByRole('table', {name: 'Installations'}).getByRole('row', {name: /Wollongong/});
    await row.first().getByRole('button', {name: 'View'}).click();
    const dialog = page.getByRole('dialog', {name: 'List of Installed Serials'});
    // The unit's row gives its system; each module's row names its unit.
    await dialog
      .getByRole('row', {name: /DE-STACK.*DESTACK-000097/})
      .getByText('Battery system: 4 modules, 20 kWh nominal, 18.4 kWh usable · approved configuration of 4')
      .waitFor();
    expect(await dialog.getByText('Module of DESTACK-000097').count()).toBe(4);
    if (process.env.SHOTS_DIR) await page.screenshot({path: `${process.env.SHOTS_DIR}/portal-system.png`});
    await context.close();
  });

  it('imports a unit with its modules (Parent Serial) and reports and lists its units and modules', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const path = join(mkdtempSync(join(tmpdir(), 'voltcheck-modules-')), `modules-${stamp}.csv`);
    const unit = `E2EU${stamp}`;
    const rows = [`${unit},DE-STACK,`, ...[1, 2, 3].map(n => `E2EM${stamp}${n},DE-M5,${unit}`)];
    writeFileSync(path, ['Serial Number,Model,Parent Serial', ...rows].join('\n'));
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/flash');
    await page.getByTestId('flash-file-input').first().setInputFiles(path);
    await page.getByRole('button', {name: 'Process Now'}).click();
    await page.waitForURL(url => url.pathname === '/uploadreport', {timeout: 60000});
    const stat = (label: string) => page.locator(`[data-stat="${label}"] p`).first().textContent();
    await page.locator('[data-stat="Units"]').waitFor();
    expect([await stat('Saved'), await stat('Units'), await stat('Modules')]).toEqual(['4', '1', '3']);
    if (process.env.SHOTS_DIR) await page.screenshot({path: `${process.env.SHOTS_DIR}/upload-report-modules.png`});
    await page.getByRole('link', {name: 'History'}).click();
    await page.getByLabel('Search uploads').fill(`modules-${stamp}`);
    const card = page.locator('[data-upload-id]').filter({hasText: `modules-${stamp}`});
    await card.locator('[data-stat="Modules"]').waitFor();
    expect(await card.locator('[data-stat="Units"] p').textContent()).toBe('1');
    if (process.env.SHOTS_DIR) await card.screenshot({path: `${process.env.SHOTS_DIR}/history-card-modules.png`});
    await context.close();
  });
});
