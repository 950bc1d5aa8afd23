import {Browser, Page} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';

/** Signs in as the administrator and opens the console's Staff page on Demo Energy. */
async function demoEnergyStaffAsAdmin(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
  await page.goto('/admin/staff');
  await page.getByRole('combobox', {name: 'Manufacturer'}).click();
  await page.getByRole('option', {name: 'Demo Energy'}).click();
}

describe('console: staff of a manufacturer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an administrator adds a staff member from the Staff page, and its card shows', async () => {
    const {context, page} = await newPage(browser);
    await demoEnergyStaffAsAdmin(page);
    await page.getByRole('link', {name: 'Add'}).click();
    await page.waitForURL(url => /^\/admin\/addmember\/\d+$/.test(url.pathname));

    const userName = `e2e.staff.${Date.now()}`;
    await page.getByRole('textbox', {name: 'User Name'}).fill(userName);
    await page.getByRole('textbox', {name: 'First Name'}).fill('Edith');
    await page.getByRole('textbox', {name: 'Last Name'}).fill('Console');
    await page.getByRole('textbox', {name: 'Email'}).fill(`${userName}@example.com`);
    await page.getByRole('checkbox', {name: 'Read'}).check();
    await page.getByRole('checkbox', {name: 'Upload'}).check();
    if (process.env.SHOTS_DIR)
      await page.screenshot({path: `${process.env.SHOTS_DIR}/console-add-staff.png`, fullPage: true});
    await page.getByRole('button', {name: 'Add Member'}).click();
    await page.getByText('New user added successfully').waitFor();

    await page.getByRole('link', {name: 'Back'}).click();
    await page.waitForURL(url => url.pathname === '/admin/ManufacturerDetail');
    await page.getByTestId('staff-card').filter({hasText: userName}).waitFor();
    if (process.env.SHOTS_DIR)
      await page.screenshot({path: `${process.env.SHOTS_DIR}/console-staff-tab.png`, fullPage: true});
    await context.close();
  });

  it("the manufacturer detail has the portal's failed serials sub-tab with its download, and upload history downloads", async () => {
    const {context, page} = await newPage(browser);
    await demoEnergyStaffAsAdmin(page);
    const add = await page.getByRole('link', {name: 'Add'}).getAttribute('href');
    const manufacturerId = /addmember\/(\d+)/.exec(add ?? '')?.[1];
    expect(manufacturerId).toBeDefined();

    await page.goto(`/admin/ManufacturerDetail?manufacturerId=${manufacturerId}&tab=1`);
    await page.getByRole('tab', {name: 'Failed'}).click();
    const [failed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Download Failed Serials'}).click(),
    ]);
    expect(failed.suggestedFilename()).toBe('Demo Energy_failed_serials.csv');
    await page.getByRole('tab', {name: 'Parallel Import'}).click();
    await page.getByRole('tab', {name: 'Parallel Import', selected: true}).waitFor();

    await page.getByRole('tab', {name: 'Upload History'}).click();
    const row = page.getByRole('row').filter({hasText: 'demo-serials.csv'});
    const [ledger] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', {name: 'Ledger Report'}).click(),
    ]);
    expect(ledger.suggestedFilename()).not.toBe('');
    if (process.env.SHOTS_DIR)
      await page.screenshot({path: `${process.env.SHOTS_DIR}/console-detail-uploads.png`, fullPage: true});
    await context.close();
  });
});
