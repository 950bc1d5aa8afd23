import {Browser, Page} from 'playwright-core';
import {Client} from 'pg';
import {launchBrowser, newPage, signIn} from '../support/browser';

/** The unsubscribe secret of a contact, as its mails carry it. */
async function unsubscribeTokenOf(email: string): Promise<string> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    const {rows} = await db.query('SELECT unsubscribe_token::text AS token FROM notification_user WHERE email = $1', [
      email,
    ]);
    return rows[0].token as string;
  } finally {
    await db.end();
  }
}

const list = (page: Page, name: 'Available Contacts' | 'Assigned Contacts') => page.getByRole('region', {name});

describe('notifications: groups, contacts and the transfer lists', () => {
  let browser: Browser;
  const stamp = Date.now();
  const groupName = `Ops ${stamp}`;
  const first = `first-${stamp}@notify.example`;
  const second = `second-${stamp}@notify.example`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the manufacturer adds a group and contacts, and moves contacts between the lists (each move saved)', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.getByRole('link', {name: 'Notifications'}).click();
    await page.waitForURL(url => url.pathname === '/notification');

    // Add Group: both fields required.
    await page.getByRole('button', {name: 'Add Group'}).click();
    await page.getByRole('dialog').getByRole('button', {name: 'Save'}).click();
    expect(await page.getByRole('dialog').getByText('This field is required').count()).toBe(2);
    await page.getByLabel('Group Name').fill(groupName);
    await page.getByLabel('Description').fill('Who hears about failed serials');
    // Which mails the group receives: all three at first; at least one.
    const kinds = ['Daily digest of failed serials', 'Overdue upload reminder', 'Ledger failures'];
    for (const kind of kinds) expect(await page.getByRole('checkbox', {name: kind}).isChecked()).toBe(true);
    for (const kind of kinds) await page.getByRole('checkbox', {name: kind}).uncheck();
    await page.getByRole('dialog').getByRole('button', {name: 'Save'}).click();
    await page.getByRole('dialog').getByText('Choose at least one kind of mail.').waitFor();
    await page.getByRole('checkbox', {name: kinds[0]}).check();
    await page.getByRole('checkbox', {name: kinds[2]}).check();
    await page.getByRole('dialog').getByRole('button', {name: 'Save'}).click();
    await page.getByRole('dialog').waitFor({state: 'detached'});
    const summary = page.locator('.MuiAccordion-root', {hasText: groupName});
    await summary.getByText(kinds[2]).waitFor();
    expect(await summary.getByText(kinds[0]).count()).toBe(1);
    expect(await summary.getByText(kinds[1]).count()).toBe(0);

    // Manage Members opens the panel; the add-contact form checks the address and the phone.
    await page.getByRole('button', {name: 'Manage Members'}).first().waitFor();
    const panel = page.locator('.MuiAccordion-root', {hasText: groupName});
    await panel.getByRole('button', {name: 'Manage Members'}).click();
    await panel.getByLabel('Email').fill('not-an-address');
    await panel.getByLabel('Phone').fill('123');
    await panel.getByRole('button', {name: 'Add Contact'}).click();
    await panel.getByText('Please enter valid email address').waitFor();
    await panel.getByText('Phone number should be between 6-12 characters').waitFor();
    for (const email of [first, second]) {
      await panel.getByLabel('Email').fill(email);
      await panel.getByLabel('Phone').fill('0412345678');
      await panel.getByRole('button', {name: 'Add Contact'}).click();
      await list(page, 'Assigned Contacts').getByText(email).waitFor();
    }

    // Move the first back to Available: saved at once, so a reload shows it there.
    await list(page, 'Assigned Contacts').getByRole('checkbox', {name: first}).check();
    await panel.getByRole('button', {name: 'Remove selected'}).click();
    await list(page, 'Available Contacts').getByText(first).waitFor();
    await page.reload();
    await page
      .locator('.MuiAccordion-root', {hasText: groupName})
      .getByRole('button', {name: 'Manage Members'})
      .click();
    await list(page, 'Available Contacts').getByText(first).waitFor();
    expect(await list(page, 'Assigned Contacts').getByText(second).count()).toBe(1);
    expect(await list(page, 'Assigned Contacts').getByText(first).count()).toBe(0);
    await context.close();
  });

  it('the console shows the manufacturer’s groups and deletes one after its confirm', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(url => url.pathname === '/admin/AdminDashboard');
    await page.goto('/admin/Notifications');
    await page.getByLabel('Manufacturer').click();
    await page.getByRole('option', {name: 'Demo Energy'}).click();
    const panel = page.locator('.MuiAccordion-root', {hasText: groupName});
    await panel.getByRole('button', {name: 'Manage Members'}).click();
    await list(page, 'Assigned Contacts').getByText(second).waitFor();
    await list(page, 'Available Contacts').getByText(first).waitFor();

    // Assign all from the console.
    await panel.getByRole('button', {name: 'Assign all'}).click();
    await list(page, 'Assigned Contacts').getByText(first).waitFor();

    // Edit shows the kinds the manufacturer chose; the console adds the overdue reminder.
    await panel.getByRole('button', {name: 'Edit'}).click();
    const overdue = page.getByRole('dialog').getByRole('checkbox', {name: 'Overdue upload reminder'});
    expect(await overdue.isChecked()).toBe(false);
    expect(await page.getByRole('dialog').getByRole('checkbox', {name: 'Ledger failures'}).isChecked()).toBe(true);
    await overdue.check();
    await page.getByRole('dialog').getByRole('button', {name: 'Save'}).click();
    await page.getByRole('dialog').waitFor({state: 'detached'});
    await panel.getByText('Overdue upload reminder').waitFor();

    // The manufacturer detail's Notifications tab shows the same groups.
    await page.goto('/admin/Manufacturers');
    await page.getByRole('button', {name: 'Open Demo Energy'}).click();
    await page.getByRole('tab', {name: 'Notifications'}).click();
    await page.locator('.MuiAccordion-root', {hasText: groupName}).getByText('Overdue upload reminder').waitFor();
    await page.goto('/admin/Notifications');
    await page.getByLabel('Manufacturer').click();
    await page.getByRole('option', {name: 'Demo Energy'}).click();

    await panel.getByRole('button', {name: 'Delete'}).click();
    await page.getByRole('dialog').getByText('Do you want to delete this group?').waitFor();
    await page.getByRole('dialog').getByRole('button', {name: 'Yes'}).click();
    await panel.waitFor({state: 'detached'});
    await context.close();
  });

  it('the unsubscribe link works without signing in', async () => {
    const {context, page} = await newPage(browser);
    await page.goto(`/unsubscribe/${await unsubscribeTokenOf(second)}`);
    await page.getByText(`Stop the notification mails of Demo Energy to ${second}?`).waitFor();
    await page.getByRole('button', {name: 'Unsubscribe'}).click();
    await page.getByText('You have been unsubscribed.').waitFor();
    await page.goto('/unsubscribe/00000000-0000-4000-8000-000000000000');
    await page.getByText('This unsubscribe link is not valid.').waitFor();
    await context.close();
  });
});
