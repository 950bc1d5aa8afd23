import {writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from 'pg';
import {Browser, Page} from 'playwright-core';
import {launchBrowser, newPage, signIn} from '../support/browser';

/** A manufacturer of its own (brand, one approved model, no account), so that editing it leaves the demo data alone. */
async function givenManufacturer(name: string): Promise<void> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    await db.query(
      `WITH b AS (INSERT INTO brand (name) VALUES ($1) RETURNING id),
            p AS (INSERT INTO product (brand_id, model, product_type, approved_date)
                  SELECT id, $2, 'battery', '2020-01-01' FROM b)
       INSERT INTO manufacturer (brand_id, name, email) SELECT id, $1, 'edit@brand.example' FROM b`,
      [name, `${name}-M1`],
    );
  } finally {
    await db.end();
  }
}

/** Add supplier as the administrator fills it: type, brand, importer and the account; answers the new user name. */
async function addCompanyAccount(
  page: Page,
  form: {type: 'Supplier' | 'Distributor'; brand: string; importer: RegExp; person: [string, string, string]},
): Promise<string> {
  const [first, last, email] = form.person;
  const username = `${first.toLowerCase()}${Date.now()}`;
  await page.goto('/admin/AddSupplier');
  await page.getByRole('radio', {name: form.type}).check();
  await page.getByLabel('Brand').click();
  await page.getByRole('option', {name: form.brand}).click();
  await page.getByRole('combobox', {name: 'Supplier'}).click();
  await page.getByRole('option', {name: form.importer}).click();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Demo@12345');
  await page.getByRole('button', {name: `Add ${form.type.toLowerCase()}`}).click();
  await page.getByText(`${form.type} added successfully`).waitFor();
  return username;
}

/** The administrators' registry in Chromium: manufacturers, suppliers, change requests, installers, users, audit log. */
describe('admin registry screens', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await newPage(browser)).page;
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
  });
  afterAll(() => browser.close());

  it('shows the dashboard feed cards leading to their lists', async () => {
    await page.goto('/admin/AdminDashboard');
    await page.getByText('totalInstallers').waitFor();
    await page.getByText('totalManufacturers').click();
    await page.waitForURL(url => url.pathname === '/admin/Manufacturers');
  });

  it('lists manufacturers with figures and opens the detail tabs', async () => {
    await page.goto('/Manufacturers');
    await page.waitForURL(url => url.pathname === '/admin/Manufacturers');
    await page.getByText('Demo Energy').first().waitFor();
    await page.getByText('Uploaded:').first().waitFor();
    await page.getByRole('button', {name: 'Active'}).first().waitFor();
    await page.getByLabel('Open Demo Energy').click();
    await page.waitForURL(url => url.pathname === '/admin/ManufacturerDetail');
    for (const tab of [
      'Models',
      'Serials',
      'Installation(verified)',
      'Staff',
      'Notifications',
      'Upload History',
      'Suppliers',
    ])
      await page.getByRole('tab', {name: tab, exact: true}).waitFor();
    await page.getByRole('cell', {name: 'DE-10', exact: true}).waitFor();
    await page.getByRole('tab', {name: 'Serials'}).click();
    await page.getByLabel('Search serials').fill(`NOPE-${Date.now()}`);
    await page.getByText('No serial matches these filters.').waitFor();
    await page.getByLabel('Search serials').fill('');
    await page.getByLabel('Installed').check();
    await page.getByRole('columnheader', {name: 'Ledger'}).or(page.getByText('No serial matches')).first().waitFor();
    await page.getByRole('tab', {name: 'Notifications'}).click();
    await page.getByRole('button', {name: 'Add Group'}).waitFor();
    await page.getByRole('tab', {name: 'Staff'}).click();
    // Demo Energy's staff member, on its card (other test files may add staff of their own).
    await page.getByTestId('staff-card').filter({hasText: 'mstaff'}).first().waitFor();
    await page.getByRole('tab', {name: 'Suppliers'}).click();
    await page.getByText(/Demo Supply Co: from/).waitFor();
  });

  it("edits a manufacturer's details: a refusal beside its field, then the saved values, the tabs and the audit", async () => {
    const name = `Edit Brand ${Date.now()}`;
    await givenManufacturer(name);
    await page.goto('/admin/Manufacturers');
    await page.getByPlaceholder('Search manufacturers').fill(name);
    const row = page.getByRole('row').filter({hasText: name});
    await row.getByRole('button', {name: 'Edit', exact: true}).click();
    await page.waitForURL(url => /\/admin\/Manufacturers\/\d+$/.test(url.pathname));
    await page.getByLabel('Display name').waitFor();
    await page.getByLabel('ABN').fill('12345678901');
    await page.getByLabel('Phone').fill('02 9876 5432');
    await page.getByLabel('Address').fill('7 Edit Street, Sydney NSW 2000');
    await page.getByRole('button', {name: 'Save'}).click();
    await page.getByText('Please provide valid ABN no').waitFor();
    await page.getByLabel('ABN').fill('51 824 753 556');
    await page.getByRole('button', {name: 'Save'}).click();
    await page.waitForURL(url => url.pathname === '/admin/ManufacturerDetail');
    await page.getByText('7 Edit Street, Sydney NSW 2000').waitFor();
    await page.getByRole('cell', {name: `${name}-M1`}).waitFor();
    await page.getByRole('tab', {name: 'Serials'}).click();
    await page.getByText('No serial uploaded yet.').waitFor();
    await page.getByRole('tab', {name: 'Notifications'}).click();
    await page.getByText('No notification groups yet').waitFor();
    await page.goto('/admin/AuditLog');
    await page.getByText('manufacturer.update').first().waitFor();
  });

  it("opens the administrator's own change password page from the user menu, checking the password rules", async () => {
    await page.goto('/admin/AdminDashboard');
    await page.getByLabel('Profile').click();
    await page.getByRole('menuitem', {name: 'Change password'}).click();
    await page.waitForURL(url => url.pathname === '/admin/changepassword');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', {name: 'Change password'}).click();
    await page.getByText(/^Password must be combination of upper case,digit and special characters/).waitFor();
    await page.getByText('Confirm password did not match').waitFor();
  });

  it('shows the empty state with its link when no supplier matches a search', async () => {
    await page.goto('/admin/Suppliers');
    await page.getByPlaceholder('Search suppliers').fill(`nobody-${Date.now()}`);
    await page.getByText('No supplier available with matching details').waitFor();
    await page.getByRole('link', {name: 'Add supplier'}).last().waitFor();
    // react-admin keeps a list's search: clear it for the tests that follow.
    await page.getByPlaceholder('Search suppliers').fill('');
    await page.getByText('Demo Supply Co').first().waitFor();
  });

  it('adds a supplier through the brand and importer look-up', async () => {
    const username = await addCompanyAccount(page, {
      type: 'Supplier',
      brand: 'Demo Energy',
      importer: /Krannich Solar/,
      person: ['Kim', 'Krannich', 'kim@krannich.example'],
    });
    await page.goto('/admin/Suppliers');
    await page.getByText(username).waitFor();
  });

  it('registers a distributor account, which signs in as a distributor asking for its first link', async () => {
    const username = await addCompanyAccount(page, {
      type: 'Distributor',
      brand: 'Austral Demo Batteries',
      importer: /Rexel Australia/,
      person: ['Rex', 'Distributor', 'rex@rexel.example'],
    });

    const other = await newPage(browser);
    try {
      await signIn(other.page, username);
      // The brand only narrows the importer list: the new account is linked to no manufacturer yet.
      await other.page.getByText('Your account is not linked to a manufacturer yet.', {exact: false}).waitFor();
      await other.page.getByRole('button', {name: /Account menu for Rex Distributor/}).waitFor();
      await other.page.getByText('Distributor', {exact: true}).first().waitFor();
    } finally {
      await other.context.close();
    }
  });

  it('proposes a link as a change request and merges it once another admin approved', async () => {
    await page.goto('/admin/CreatePullRequest');
    await page.getByLabel('Manufacturer').click();
    await page.getByRole('option', {name: 'Austral Demo Batteries'}).click();
    await page.getByLabel('Supplier').click();
    await page.getByRole('option', {name: 'Krannich Solar'}).click();
    await page.getByLabel('End date (optional)').fill('31/12/2030');
    await page.getByRole('button', {name: 'Create pull request'}).click();
    await page.waitForURL(url => /\/admin\/PullRequests\/\d+\/show/.test(url.pathname));
    await page.getByText('Link Krannich Solar to Austral Demo Batteries').first().waitFor();
    // Dates typed and shown day-first (en-AU), whatever the browser's locale.
    await page.getByText('to 31/12/2030').waitFor();
    // Its creator cannot approve it: the screen says so before any click, and Approve is disabled.
    await page.getByText('You created this change request: another administrator must approve it.').first().waitFor();
    expect(await page.getByRole('button', {name: 'Approve', exact: true}).isDisabled()).toBe(true);
    await page.getByLabel('Comment').fill('Importer checked');
    await page.getByRole('button', {name: 'Comment', exact: true}).click();
    await page.getByText('Importer checked').waitFor();
    await page.getByRole('button', {name: 'Close without merging'}).click();
    await page.getByText('Closed', {exact: true}).first().waitFor();
  });

  it('imports migrated installers from a CSV and filters them', async () => {
    const file = join(tmpdir(), `installers-${Date.now()}.csv`);
    writeFileSync(file, 'AccCode,FirstName,LastName,Status\nE2E0001,Ivy,Browser,Current\n');
    await page.goto('/AdminInstaller');
    await page.waitForURL(url => url.pathname === '/admin/AdminInstaller');
    await page.getByRole('button', {name: 'Import Migrated Installer CSV'}).click();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText('Installer data imported successfully').waitFor();
    await page.getByRole('button', {name: 'Close'}).click();
    await page.getByLabel('Search').fill('E2E0001');
    await page.getByText('Ivy Browser').waitFor();
  });

  it('shows users with their actions and the audit log of the changes above', async () => {
    await page.goto('/admin/Users');
    await page.getByRole('button', {name: 'Add admin user'}).waitFor();
    await page.getByRole('button', {name: 'Change password'}).first().waitFor();
    await page.goto('/admin/AuditLog');
    await page.getByText('installer.import').first().waitFor();
    await page.getByText('changeRequest.close').first().waitFor();
    // From typed day-first; a day after every change leaves the console's own empty state under the filters.
    await page.getByLabel('From').fill('01/01/2099');
    await page.getByText('No changes match these filters.').waitFor();
    await page.getByLabel('From').fill('');
    await page.getByText('changeRequest.close').first().waitFor();
  });
});
