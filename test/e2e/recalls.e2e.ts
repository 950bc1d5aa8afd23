import {Browser, BrowserContext, Page} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';
import {givenAvailableSerials, releaseSerials} from '../support/serials';
import {verifyInstallation} from '../support/verification';

jest.setTimeout(180_000);

describe('Recalls in the browser', () => {
  let browser: Browser;
  const opened: BrowserContext[] = [];
  let serials: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    if (serials.length) await releaseSerials(serials);
    await Promise.all(opened.map(c => c.close()));
    await browser.close();
  });

  async function page(): Promise<Page> {
    const made = await newPage(browser);
    opened.push(made.context);
    return made.page;
  }

  it('creates a recall in the portal, shows its reach, marks a remedy, and answers the public check', async () => {
    serials = await givenAvailableSerials(3, 40);
    const [installed, ...stock] = serials;
    const stamp = Date.now();
    await verifyInstallation({serial: installed, retailerName: `E2E Recall Retail ${stamp}`});

    const portal = await page();
    await signIn(portal, 'madmin');
    await portal.waitForURL(u => !u.pathname.toLowerCase().startsWith('/login'));
    await portal.getByRole('link', {name: 'Recalls'}).click();
    await portal.getByRole('link', {name: 'New recall'}).click();
    const title = `E2E overheating ${stamp}`;
    await portal.getByRole('textbox', {name: 'Title'}).fill(title);
    await portal.getByRole('textbox', {name: 'Hazard'}).fill('The cells may overheat.');
    await portal.getByRole('textbox', {name: 'Remedy', exact: true}).fill('Switch it off; we replace it.');
    await portal.getByRole('textbox', {name: 'Notice URL'}).fill('https://recalls.example/e2e');
    await portal.getByRole('textbox', {name: 'Contact'}).fill('1800 000 111');
    await portal.getByRole('textbox', {name: 'Serials'}).fill([...serials, 'NO-SUCH-SERIAL'].join('\n'));
    await portal.getByRole('button', {name: 'Create recall'}).click();

    // The unknown row is reported and changes nothing else.
    await portal.getByRole('table', {name: 'Rows not changed'}).getByText('NO-SUCH-SERIAL').waitFor();
    await portal.getByText('The recall was created with 3 affected serials.').waitFor();
    await portal.getByRole('button', {name: 'Open the recall'}).click();

    await portal.getByRole('heading', {name: title}).waitFor();
    const figure = (name: string) => portal.getByRole('listitem', {name});
    await expect(figure('Affected').textContent()).resolves.toContain('3');
    await expect(figure('Installed').textContent()).resolves.toMatch(/^Installed1/);
    const row = portal.getByRole('table', {name: 'Installations'}).getByRole('row').filter({hasText: installed});
    await row.getByText(`E2E Recall Retail ${stamp}`).waitFor();
    await row.getByText('A7654321').waitFor();

    await portal.getByRole('tab', {name: 'Not installed'}).click();
    for (const serial of stock) await portal.getByRole('table', {name: 'Not installed'}).getByText(serial).waitFor();

    await portal.getByRole('tab', {name: 'Installed', exact: true}).click();
    await row.getByRole('button', {name: `Remedy ${installed}`}).click();
    await portal.getByRole('button', {name: 'Save'}).click();
    await portal.getByText('1 installation marked as remedied.').waitFor();
    await portal.getByRole('button', {name: 'Close'}).click();
    await row.getByText(/Replaced/).waitFor();
    await expect(figure('Remedied').textContent()).resolves.toMatch(/^Remedied1/);

    // Anyone, signed out: the recall's notice for a recalled serial, "no recall" for any other.
    const visitor = await page();
    await visitor.goto('/login');
    await visitor.getByRole('link', {name: 'Check whether it is recalled'}).click();
    await visitor.getByRole('textbox', {name: 'Serial number'}).fill(stock[0]);
    await visitor.getByRole('button', {name: 'Check'}).click();
    await visitor.getByText(`Serial ${stock[0]} is under a recall: ${title}`).waitFor();
    await visitor.getByText('Switch it off; we replace it.').waitFor();
    await visitor.getByRole('textbox', {name: 'Serial number'}).fill(`UNKNOWN-${stamp}`);
    await visitor.getByRole('button', {name: 'Check'}).click();
    await visitor.getByText('No recall found for this serial.').waitFor();
  });
});
