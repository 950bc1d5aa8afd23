import {Browser} from 'playwright-core';
import {givenActivatedUser, launchBrowser, newPage, signIn, waitForMail} from '../support/browser';

jest.setTimeout(180_000);

/** A supplier registered a moment ago asks for a link from its first screen and is linked once an admin merges it. */
describe('supplier onboarding', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('requests a link from its first screen, sees it waiting, and is told and linked once merged', async () => {
    const supplier = await givenActivatedUser();
    const {page} = await newPage(browser);
    await signIn(page, supplier.username, supplier.password);
    await page.getByText('Your account is not linked to a manufacturer yet.', {exact: false}).waitFor();
    await page.getByRole('combobox', {name: 'Manufacturer'}).click();
    await page.getByRole('option', {name: 'Austral Demo Batteries'}).click();
    await page.getByLabel('Message to the manufacturer (optional)').fill('We import your batteries into NSW.');
    await page.getByRole('button', {name: 'Request link'}).click();
    await page.getByText('Your request to work for Austral Demo Batteries is sent.', {exact: false}).waitFor();
    await page.getByRole('row', {name: /Austral Demo Batteries.*Waiting for approval/}).waitFor();

    const admin = await newPage(browser);
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await admin.page.goto('/admin/PullRequests');
    await admin.page.getByRole('row').filter({hasText: supplier.username}).first().click();
    await admin.page.getByText('We import your batteries into NSW.').waitFor();
    const mailedAfter = Date.now();
    await admin.page.getByRole('button', {name: 'Approve', exact: true}).click();
    await admin.page.getByRole('button', {name: 'Merge'}).click();
    await admin.page.getByText('Merged', {exact: true}).first().waitFor();
    await admin.page.getByText('Approved by: admin', {exact: false}).waitFor();
    await admin.context.close();

    expect(await waitForMail(supplier.email, mailedAfter)).toContain('Austral Demo Batteries');
    await page.goto('/linkrequests');
    await page.getByRole('row', {name: /Austral Demo Batteries.*Linked/}).waitFor();
    const nav = page.getByRole('navigation', {name: 'Main'}).last();
    await nav.getByRole('link', {name: 'Flash Data'}).waitFor();
  });
});
