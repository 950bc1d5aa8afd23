import {Browser, BrowserContext, Page} from 'playwright-core';
import {givenActivatedUser, launchBrowser, linkIn, newPage, signIn, waitForMail} from '../support/browser';

/** A PNG of 1×1 pixel. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Several sign-ins and forms per test: more time than the default on a shared machine.
jest.setTimeout(240_000);

const opened: BrowserContext[] = [];

async function signedIn(browser: Browser, username: string, password?: string): Promise<Page> {
  const {context, page} = await newPage(browser);
  opened.push(context);
  await signIn(page, username, password);
  await page.waitForURL(u => !u.pathname.toLowerCase().startsWith('/login'));
  return page;
}

async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', {name: 'Main'}).last();
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map(t => t.trim());
}

async function userMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', {name: /Account menu for/}).click();
  const items = (await page.getByRole('menuitem').allInnerTexts()).map(t => t.trim());
  await page.keyboard.press('Escape');
  return items;
}

describe('staff, my account and navigation in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(c => c.close()));
  });
  afterAll(() => browser.close());

  it('shows each role its side navigation and header menu', async () => {
    const madmin = await signedIn(browser, 'madmin');
    expect(await navLabels(madmin)).toEqual([
      'Dashboard',
      'Flash Data',
      'History',
      'Product Line',
      'Recalls',
      'Staff',
      'Supplier Requests',
      'Notifications',
    ]);
    expect(await userMenu(madmin)).toEqual(['My Account', 'Change Password', 'Log Out']);
    const supplier = await signedIn(browser, 'supplier');
    expect(await navLabels(supplier)).toEqual(['Dashboard', 'Flash Data', 'History', 'Manufacturer Links']);
    expect(await userMenu(supplier)).toEqual(['Change Password', 'Log Out']);
    const distributor = await signedIn(browser, 'distributor');
    expect(await navLabels(distributor)).toEqual(['Dashboard', 'Flash Data', 'History', 'Staff', 'Manufacturer Links']);
    // Staff see what their permissions allow (the demo staff: Read and Upload).
    const staff = await signedIn(browser, 'mstaff');
    expect(await navLabels(staff)).toEqual([
      'Dashboard',
      'Flash Data',
      'History',
      'Product Line',
      'Recalls',
      'Notifications',
    ]);
    const distributorStaff = await signedIn(browser, 'diststaff');
    expect(await navLabels(distributorStaff)).toEqual(['Dashboard', 'Flash Data', 'History']);
  });

  it('keeps the manufacturer selector and the account menu of a distributor inside a phone-wide header', async () => {
    const {context, page} = await newPage(browser);
    opened.push(context);
    await page.setViewportSize({width: 390, height: 800});
    await signIn(page, 'distributor');
    await page.waitForURL(u => u.pathname === '/dashboard');
    const menu = await page.getByRole('button', {name: /Account menu for/}).boundingBox();
    const selector = await page.getByLabel('Manufacturer').boundingBox();
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(390);
    expect(selector!.x + selector!.width).toBeLessThanOrEqual(menu!.x);
  });

  it('shows staff without Manage Staff or Approve Supplier the refusal, with no Retry and no Add Members', async () => {
    const page = await signedIn(browser, 'mstaff');
    await page.goto('/Staff');
    await page.getByText('You do not have permission to do this.').waitFor();
    expect(await page.getByRole('button', {name: 'Retry'}).count()).toBe(0);
    expect(await page.getByRole('button', {name: 'Add Members'}).count()).toBe(0);
    await page.goto('/supplierrequests');
    await page.getByText('You do not have permission to do this.').waitFor();
    expect(await page.getByRole('button', {name: 'Retry'}).count()).toBe(0);
  });

  it('adds a staff member who activates from the email, signs in, and is refused what its permissions lack; then deletes it', async () => {
    const page = await signedIn(browser, 'madmin');
    await page.getByRole('link', {name: 'Staff'}).last().click();
    await page.getByRole('heading', {name: 'Staff Members'}).waitFor();
    await page.getByRole('button', {name: 'Add Members'}).click();
    const stamp = Date.now();
    const username = `e2estaff${stamp}`;
    const email = `${username}@example.com`;
    await page.getByLabel('User Name').fill('mstaff');
    await page.getByText('User name already taken').waitFor();
    await page.getByLabel('User Name').fill(username);
    await page.getByLabel('First Name').fill('Eve');
    await page.getByLabel('Last Name').fill('Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Designation').fill('Warehouse lead');
    await page.getByLabel('Profile photo').setInputFiles({name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG});
    await page.getByLabel('Read').check();
    const sentAfter = Date.now();
    await page.getByRole('button', {name: 'Add Member'}).click();
    await page.getByText('New user added successfully').waitFor();

    const link = linkIn(await waitForMail(email, sentAfter), '/resetpassword');
    const {context: freshContext, page: fresh} = await newPage(browser);
    opened.push(freshContext);
    await fresh.goto(link);
    await fresh.getByLabel('Password', {exact: true}).fill('Staff@123');
    await fresh.getByLabel('Confirm Password').fill('Staff@123');
    await fresh.getByRole('button', {name: 'Set new password'}).click();
    await fresh.getByText('Password changed succesfully.').waitFor();
    await signIn(fresh, username, 'Staff@123');
    await fresh.waitForURL(u => u.pathname.toLowerCase().startsWith('/dashboard'));
    // Read only: the staff list is refused by the server; a profile change is not offered, and says why.
    await fresh.goto('/Staff');
    await fresh.getByText('You do not have permission to do this.').waitFor();
    await fresh.goto('/Myaccount');
    expect(await fresh.getByRole('button', {name: 'Update'}).isDisabled()).toBe(true);
    await fresh.getByLabel('Needs the Manage Profile permission, which your account does not have.').waitFor();

    await page.goto('/Staff');
    const card = page.getByTestId('staff-card').filter({hasText: username});
    await card.getByText('Warehouse lead').waitFor();
    await card.getByRole('img').first().waitFor();
    await card.getByRole('button', {name: /Actions for/}).click();
    await page.getByRole('menuitem', {name: 'Delete'}).click();
    await page.getByText('Do you want to delete this account?').waitFor();
    await page.getByText('This will delete the user account and can no longer be used').waitFor();
    await page.getByRole('button', {name: 'Delete'}).click();
    await page.getByText('Staff member deleted successfully').waitFor();
    // The snackbar shows before the list is read again: wait for the card to go.
    await page.getByTestId('staff-card').filter({hasText: username}).waitFor({state: 'detached'});
  });

  it('lets a distributor attach one of its two manufacturers to a new staff member, and edit the mapping', async () => {
    const page = await signedIn(browser, 'distributor');
    await page.goto('/addmember');
    const username = `e2edist${Date.now()}`;
    await page.getByLabel('User Name').fill(username);
    await page.getByLabel('First Name').fill('Dora');
    await page.getByLabel('Last Name').fill('Mapped');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByRole('button', {name: 'Add Member'}).click();
    await page.getByText('Please attach at least one manufacturer with at least one permission.').waitFor();
    await page.getByRole('checkbox', {name: 'Austral Demo Batteries'}).check();
    await page.getByRole('group', {name: 'Permissions for Austral Demo Batteries'}).getByLabel('Upload').check();
    await page.getByRole('button', {name: 'Add Member'}).click();
    await page.getByText('New user added successfully').waitFor();

    await page.goto('/Staff');
    const card = page.getByTestId('staff-card').filter({hasText: username});
    await card.getByText('For : Austral Demo Batteries').waitFor();
    await card.getByRole('button', {name: /Actions for/}).click();
    await page.getByRole('menuitem', {name: 'Edit'}).click();
    await page.waitForURL(/\/editdistributorstaff\//);
    await page.getByRole('checkbox', {name: 'Demo Energy'}).check();
    await page.getByRole('group', {name: 'Permissions for Demo Energy'}).getByLabel('Read').check();
    await page.getByLabel('Phone').fill('0412555666');
    await page.getByRole('button', {name: 'Update'}).click();
    await page.getByText('Staff member updated successfully').waitFor();
    await page.goto('/Staff');
    await page
      .getByTestId('staff-card')
      .filter({hasText: username})
      .getByText('For : Austral Demo Batteries, Demo Energy')
      .waitFor();
  });

  it('updates My Account with a photo shown at once in the header, and checks the phone rule', async () => {
    const page = await signedIn(browser, 'madmin');
    await page.getByRole('button', {name: /Account menu for/}).click();
    await page.getByRole('menuitem', {name: 'My Account'}).click();
    await page.getByRole('heading', {name: 'My Account'}).waitFor();
    await page.getByLabel('Profile photo').setInputFiles({name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG});
    await page.getByText('Profile photo updated').waitFor();
    await page
      .getByRole('button', {name: /Account menu for/})
      .getByRole('img')
      .waitFor();
    await page.getByLabel('Phone').fill('0212345678');
    await page.getByRole('button', {name: 'Update'}).click();
    await page.getByText('Mobile should be 10 digit and must start from 04 or 06').waitFor();
    await page.getByLabel('Phone').fill('0412345678');
    await page.getByRole('button', {name: 'Update'}).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page
      .getByLabel('Company logo')
      .setInputFiles({name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not an image')});
    await page.getByText('Please upload a PNG, JPEG or WebP image.').waitFor();
  });

  it('changes the password: the rule, the 4 s success message, and the new password signs in', async () => {
    const user = await givenActivatedUser();
    const page = await signedIn(browser, user.username, user.password);
    await page.goto('/ChangePassword');
    await page.getByLabel('Password', {exact: true}).fill('weak');
    await page.getByRole('button', {name: 'Set new password'}).click();
    await page
      .getByText(
        'Password must be combination of upper case,digit and special characters and should have minimum 6 characters',
      )
      .waitFor();
    await page.getByLabel('Password', {exact: true}).fill('Changed@123');
    await page.getByLabel('Confirm Password').fill('Changed@12');
    await page.getByRole('button', {name: 'Set new password'}).click();
    await page.getByText('Confirm password did not match').waitFor();
    await page.getByLabel('Confirm Password').fill('Changed@123');
    await page.getByRole('button', {name: 'Set new password'}).click();
    await page.getByText('Password changed succesfully.').waitFor();
    await page.getByText('Password changed succesfully.').waitFor({state: 'hidden', timeout: 6000});
    // This session keeps working with its fresh token; the new password signs in.
    await page.goto('/history');
    await page.getByRole('heading', {name: 'Upload history'}).waitFor();
    const again = await signedIn(browser, user.username, 'Changed@123');
    expect(again.url()).not.toContain('/login');
  });
});
