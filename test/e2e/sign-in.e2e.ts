import {Browser} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';

describe('signing in as each demo role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['madmin', '/dashboard'],
    ['mstaff', '/dashboard'],
    ['supplier', '/dashboard'],
    ['distributor', '/dashboard'],
    ['diststaff', '/dashboard'],
  ])('%s lands on %s?v=1', async (username, path) => {
    const {context, page} = await newPage(browser);
    await signIn(page, username);
    await page.waitForURL(url => url.pathname === path && url.searchParams.get('v') === '1');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString());
    expect(claims.unique_name).toBe(username);
    await context.close();
  });

  it("the supplier's header names the person before the dashboard's own profile call answers", async () => {
    const {context, page} = await newPage(browser);
    let calls = 0;
    let release = (): void => undefined;
    const held = new Promise<void>(resolve => (release = resolve));
    // The sign-in's profile call goes through; the dashboard's is held until the header has been read.
    await page.route('**/api/profile/profile', async route => {
      if (++calls > 1) await held;
      await route.continue();
    });
    await signIn(page, 'supplier');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.getByRole('button', {name: 'Account menu for Sue Supplier'}).waitFor({timeout: 10000});
    release();
    await context.close();
  });

  it("the superadmin lands on the console's /AdminDashboard?v=1, its three cards and its menu", async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard' && url.searchParams.get('v') === '1');
    for (const card of ['totalManufacturers', 'totalSuppliers', 'totalInstallers'])
      await page
        .getByRole('link', {name: new RegExp(card)})
        .first()
        .waitFor();
    const menu = [
      'Dashboard',
      'Manufacturers',
      'Suppliers',
      'Installers',
      'Serials',
      'Leadership Board',
      'Logs',
      'Pull Requests',
      'Miscellaneous',
      'New PullRequest',
      'Import Weekly Supplier Data',
      'Manage Postcodes',
      'Users',
      'Reports',
      'Detail View',
      'Reference Data',
    ];
    for (const entry of menu) await page.getByRole('menuitem', {name: entry, exact: true}).first().waitFor();
    // The console's lists are real: the demo manufacturer is listed from GraphQL.
    await page.getByRole('menuitem', {name: 'Manufacturers', exact: true}).first().click();
    await page.getByText('Demo Energy').first().waitFor();
    await context.close();
  });

  it('a wrong password shows the catalogue message and stays on /login', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin', 'Wrong@12345');
    await page.getByText('The Username or Password you entered is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('a protected route sends a signed-out user to /login and back after sign-in', async () => {
    const {context, page} = await newPage(browser);
    await page.goto('/dashboard?v=1');
    await page.waitForURL(url => url.pathname === '/login');
    await page.getByLabel('Username').fill('madmin');
    await page.getByLabel('Password', {exact: true}).fill('Demo@12345');
    await page.getByRole('button', {name: 'Log in'}).click();
    await page.waitForURL(url => url.pathname === '/dashboard');
    await context.close();
  });

  it('signout clears the session; an already signed-in user visiting /login is redirected home', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/login');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/login?signout');
    await page.getByRole('button', {name: 'Log in'}).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard?v=1');
    await page.waitForURL(url => url.pathname === '/login');
    await context.close();
  });

  it('a non-admin cannot use the admin console', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/AdminDashboard?v=1');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await context.close();
  });

  it('the admin console refuses a non-admin at its own sign-in', async () => {
    const {context, page} = await newPage(browser);
    await page.goto('/admin/');
    await page.waitForURL(url => url.pathname === '/admin/login');
    await page.getByLabel(/^Username/).fill('madmin');
    await page.getByLabel(/^Password/).fill('Demo@12345');
    await page.getByRole('button', {name: /sign in|log in/i}).click();
    await page.getByText('The admin console is for administrators.').waitFor();
    await context.close();
  });

  it('an unknown path shows the fallback', async () => {
    const {context, page} = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByText('Error: Path does not exist!!').waitFor();
    await context.close();
  });
});
