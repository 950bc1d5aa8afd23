import {readFileSync} from 'node:fs';
import {Browser, Page} from 'playwright-core';
import {Client} from 'pg';
import {launchBrowser, newPage, signIn} from '../support/browser';

const TITLES = [
  'CEC Installers',
  'CEC Products',
  'Manufacturer Products',
  'Reference Data',
  'Newly Approved Apps',
  'Cert Info',
  'Download Analytics Report',
];

async function onMiscellaneous(browser: Browser): Promise<Page> {
  const {page} = await newPage(browser);
  await signIn(page, 'admin');
  await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
  await page.goto('/admin/Miscellaneous');
  await page.getByRole('heading', {name: 'Miscellaneous Operations'}).waitFor();
  return page;
}

const card = (page: Page, kind: string) => page.locator(`[data-kind="${kind}"]`);

describe('Miscellaneous Operations: the sync cards of the console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('runs two syncs at once, each with its spinner, then the snackbar and what each run did on its card', async () => {
    const page = await onMiscellaneous(browser);
    await card(page, 'analytics').waitFor();
    expect(await page.locator('[data-kind] h6').allTextContents()).toEqual(TITLES);
    for (const kind of ['newApps', 'cecProducts']) expect(await card(page, kind).textContent()).toContain('Note: ');

    // The cards' state is held back a moment, so that both runs are seen running (each run itself takes well under it).
    let held = true;
    await page.route(
      url => url.pathname === '/api/sync',
      async route => {
        if (held) await new Promise(r => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await card(page, 'newApps').getByRole('button', {name: 'Sync Now'}).click();
    await card(page, 'manufacturerProducts').getByRole('button', {name: 'Sync Now'}).click();
    await page.getByLabel('Newly Approved Apps running').waitFor();
    await page.getByLabel('Manufacturer Products running').waitFor();
    expect(await card(page, 'newApps').getByRole('button', {name: 'Sync Now'}).isDisabled()).toBe(true);
    held = false;

    await page.getByText('Refreshed Succesfully').first().waitFor({timeout: 30000});
    for (const kind of ['newApps', 'manufacturerProducts']) {
      const line = card(page, kind).getByText(/^Last run .*: \d+ added, \d+ changed, \d+ removed$/);
      await line.waitFor({timeout: 30000});
      expect(await card(page, kind).getByRole('button', {name: 'Sync Now'}).isEnabled()).toBe(true);
    }
    // The runs are on the server: a fresh page shows them.
    await page.reload();
    await card(page, 'newApps')
      .getByText(/^Last run /)
      .waitFor();
    await page.context().close();
  });

  it('Cert Info shows the register’s JSON; an unknown name gives the error snackbar; Cancel closes', async () => {
    const page = await onMiscellaneous(browser);
    await card(page, 'certInfo').getByRole('button', {name: 'Sync Now'}).click();
    const dialog = page.getByRole('dialog', {name: 'Cert Info'});
    await dialog.getByLabel('Enter Cert Name').fill('NO-SUCH-CERT');
    await dialog.getByRole('button', {name: 'Fetch Data'}).click();
    await page.getByText('Some error occured, please try again').waitFor();
    expect(await dialog.getByLabel('Cert Info result').count()).toBe(0);

    await dialog.getByLabel('Enter Cert Name').fill('CERT-DEMO-DE10');
    await dialog.getByRole('button', {name: 'Fetch Data'}).click();
    const result = dialog.getByLabel('Cert Info result');
    await result.waitFor();
    expect(JSON.parse((await result.textContent())!)).toMatchObject({
      certName: 'CERT-DEMO-DE10',
      brand: 'Demo Energy',
      model: 'DE-10',
    });
    await page.getByText('Refreshed Succesfully').waitFor();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await dialog.waitFor({state: 'detached'});
    await card(page, 'certInfo')
      .getByText(/^Last fetched /)
      .waitFor();
    await page.context().close();
  });

  it('Download Analytics Report saves analytics.csv between the two date-times', async () => {
    const page = await onMiscellaneous(browser);
    await card(page, 'analytics').getByRole('button', {name: 'Sync Now'}).click();
    const dialog = page.getByRole('dialog', {name: 'Download Analytics Report'});
    await dialog.getByLabel('From').fill('2026-03-01T00:00');
    await dialog.getByLabel('To').fill('2026-03-02T23:59');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', {name: 'Fetch Data'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('analytics.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('date,appName,requests,verified,notVerified,installations');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^2026-03-0[1-3]T/);
    await page.getByText('Refreshed Succesfully').waitFor();
    await dialog.waitFor({state: 'detached'});
    await page.context().close();
  });

  it('a run whose server process died shows running, then Interrupted once the sweep ends it, and runs again', async () => {
    const page = await onMiscellaneous(browser);
    // As kill -9 leaves a run: taken up, its process (and so its lock) gone.
    const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
    await db.connect();
    await db.query(`INSERT INTO sync_run (kind, running_since) VALUES ('certInfo', now() - interval '1 minute')`);
    await db.end();
    await page.reload();
    const running = card(page, 'certInfo').getByText(/^Running since /);
    const interrupted = card(page, 'certInfo').getByText(
      /^Failed .*: Interrupted: the server stopped while it ran, and nothing was changed\. Sync again\.$/,
    );
    // Shown running with its spinner, unless a sweep (every 30 seconds on every replica) came first.
    await running.or(interrupted).waitFor();
    if (await running.isVisible()) expect(await page.getByLabel('Cert Info running').count()).toBe(1);

    // The page follows it without a reload.
    await interrupted.waitFor({timeout: 45000});
    expect(await page.getByLabel('Cert Info running').count()).toBe(0);
    await card(page, 'certInfo').getByRole('button', {name: 'Sync Now'}).click();
    const dialog = page.getByRole('dialog', {name: 'Cert Info'});
    await dialog.getByLabel('Enter Cert Name').fill('CERT-DEMO-DE10');
    await dialog.getByRole('button', {name: 'Fetch Data'}).click();
    await dialog.getByLabel('Cert Info result').waitFor();
    await page.context().close();
  }, 90000);
});
