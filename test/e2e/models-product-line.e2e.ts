import {readFileSync} from 'node:fs';
import {Client} from 'pg';
import {Browser, Page} from 'playwright-core';
import {baseUrl, DEMO_PASSWORD, launchBrowser, newPage, signIn, signInAndLand} from '../support/browser';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/account/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({Username: username, Password: DEMO_PASSWORD}),
  });
  return ((await res.json()) as {token: string}).token;
}

/** A Demo Energy model of this test's own, in no product line (the demo models keep their lines). */
async function givenFreeModel(stamp: string): Promise<string> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    const model = `MPL-${stamp}`;
    await db.query(
      `INSERT INTO product (brand_id, model, product_type, approved_date, expiry_date)
       SELECT id, $1, 'battery', '2024-01-01', '2030-01-01' FROM brand WHERE name = 'Demo Energy'`,
      [model],
    );
    return model;
  } finally {
    await db.end();
  }
}

/** A product line added through the REST call of document 000, optionally with a stored performance document. */
async function givenLine(token: string, title: string, storedDocument: boolean): Promise<void> {
  const form = new FormData();
  form.set('Title', title);
  form.set('ComponentWarrantyInYears', '7');
  form.set('ComponentWarrantyUrl', 'https://demo-energy.com.au/component.pdf');
  form.set('PerformanceWarrantyInYears', '11');
  if (storedDocument) form.set('PerformanceWarrantyFile', new Blob([PDF], {type: 'application/pdf'}), 'perf.pdf');
  else form.set('PerformanceWarrantyUrl', 'https://demo-energy.com.au/performance.pdf');
  const res = await fetch(`${baseUrl()}/api/productline/addproductline`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`},
    body: form,
  });
  if (res.status !== 200) throw new Error(`addproductline: ${res.status} ${await res.text()}`);
}

async function modelRow(page: Page, model: string) {
  await page.goto('/models');
  await page.getByRole('textbox', {name: 'Search models'}).fill(model);
  const row = page.getByRole('table', {name: 'Models'}).getByRole('row').filter({hasText: model});
  await row.waitFor();
  return row;
}

async function modify(page: Page, model: string, line: string): Promise<void> {
  await page.getByRole('button', {name: `Modify Product Line of ${model}`}).click();
  const dialog = page.getByRole('dialog', {name: 'Modify Product Line'});
  await dialog.getByRole('textbox', {name: 'Search product lines'}).fill(line);
  await dialog.getByRole('radio', {name: line}).check();
  await dialog.getByRole('button', {name: 'Save'}).click();
  await dialog.waitFor({state: 'detached'});
}

describe("the Models tab's Modify Product Line dialog and the warranty documents", () => {
  let browser: Browser;
  const stamp = Date.now().toString(36).toUpperCase();
  const stored = `MPL Stored ${stamp}`;
  const linked = `MPL Linked ${stamp}`;
  let model: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    model = await givenFreeModel(stamp);
    const token = await tokenOf('madmin');
    await givenLine(token, stored, true);
    await givenLine(token, linked, false);
  });
  afterAll(() => browser.close());

  it('a manufacturer assigns the model, downloads its stored warranty document, moves the model and removes it', async () => {
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    let row = await modelRow(page, model);
    await row.getByText('No Product Line Assigned').waitFor();
    await row.getByText('No Warranty Info Available').waitFor();

    await modify(page, model, stored);
    await row.getByText(stored).waitFor();
    // The stored document is served only with the token: the click fetches it and saves it.
    const download = page.waitForEvent('download');
    await row.getByRole('button', {name: '11 years'}).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(readFileSync((await file.path())!).equals(PDF)).toBe(true);
    // Without the token the same path is refused.
    const href = `${baseUrl()}/api/productline/file/${file.suggestedFilename()}`;
    expect((await fetch(href)).status).toBe(401);

    await modify(page, model, linked);
    await row.getByText(linked).waitFor();
    expect(await row.getByRole('link', {name: '11 years'}).getAttribute('href')).toBe(
      'https://demo-energy.com.au/performance.pdf',
    );

    await page.getByRole('button', {name: `Modify Product Line of ${model}`}).click();
    const dialog = page.getByRole('dialog', {name: 'Modify Product Line'});
    await dialog.getByRole('textbox', {name: 'Search product lines'}).fill('no such line anywhere');
    await dialog.getByText('No result found.').waitFor();
    await dialog.getByRole('button', {name: 'Remove from product line'}).click();
    await dialog.waitFor({state: 'detached'});
    row = await modelRow(page, model);
    await row.getByText('No Product Line Assigned').waitFor();
    await context.close();
  });

  it('the edit form offers the stored document beside an empty URL and keeps it on save', async () => {
    const edited = `MPL Edit ${stamp}`;
    await givenLine(await tokenOf('madmin'), edited, true);
    const {context, page} = await newPage(browser);
    await signIn(page, 'madmin');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.goto('/productline');
    await page.getByRole('textbox', {name: 'Search'}).fill(edited);
    await page.getByRole('link', {name: `Edit ${edited}`}).click();
    await page.getByRole('heading', {name: 'Edit Product Line'}).waitFor();
    expect(await page.getByLabel('Performance warranty URL').inputValue()).toBe('');
    const download = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Download'}).click();
    expect(readFileSync((await (await download).path())!).equals(PDF)).toBe(true);
    await page.getByLabel('Performance warranty in years').fill('12');
    await page.getByRole('button', {name: 'Save'}).click();
    await page.waitForURL(url => url.pathname === '/productline', {timeout: 15000});
    const row = page.getByRole('row').filter({hasText: edited});
    await row.getByText('12 years').waitFor();
    const again = page.waitForEvent('download');
    await row.getByRole('button', {name: 'Document'}).last().click();
    expect(readFileSync((await (await again).path())!).equals(PDF)).toBe(true);
    await context.close();
  });

  it('manufacturer staff see the action (disabled without Manage Profile); suppliers, distributors and administrators do not', async () => {
    for (const [username, shown] of [
      ['mstaff', true],
      ['supplier', false],
      ['distributor', false],
      ['diststaff', false],
      ['admin', false],
    ] as const) {
      const {context, page} = await newPage(browser);
      await signInAndLand(page, username);
      await page.goto('/models');
      // Named, so that a timeout says whose Models table stayed empty and what the page showed instead.
      await page
        .getByRole('table', {name: 'Models'})
        .getByRole('row')
        .nth(1)
        .waitFor()
        .catch(async (e: Error) => {
          const shown = await page.locator('body').innerText();
          throw new Error(`${username} at ${page.url()}: ${e.message}\n${shown.slice(0, 600)}`);
        });
      expect([username, (await page.getByRole('button', {name: /^Modify Product Line of /}).count()) > 0]).toEqual([
        username,
        shown,
      ]);
      if (username === 'mstaff') {
        // The demo staff member holds Read and Upload: Manage Profile governs product lines, so it says why.
        expect(
          await page
            .getByRole('button', {name: /^Modify Product Line of /})
            .first()
            .isDisabled(),
        ).toBe(true);
        await page
          .getByLabel('Needs the Manage Profile permission, which your account does not have.')
          .first()
          .waitFor();
      }
      if (username !== 'admin' && !shown) {
        // The product-line pages are not theirs even by address.
        await page.goto('/addproduct');
        await page.getByText('Suppliers and distributors cannot change product lines or warranties.').waitFor();
        expect(await page.getByRole('button', {name: 'Save'}).count()).toBe(0);
      }
      await context.close();
    }
  });

  it('distributor staff attached to no manufacturer see the message of document 001 and no navigation', async () => {
    const username = `lonely${stamp.toLowerCase()}`;
    const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
    await db.connect();
    try {
      // The demo distributor staff's password hash, on an account of this test's own with no manufacturer attached.
      await db.query(
        `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed, is_active,
                               distributor_id)
         SELECT $1::text, $1::text || '@example.test', password_hash, 'Lone', 'Staff', 'distributor_staff', true, true, distributor_id
           FROM app_user WHERE username = 'diststaff'`,
        [username],
      );
    } finally {
      await db.end();
    }
    const {context, page} = await newPage(browser);
    await signIn(page, username);
    await page.waitForURL(url => url.pathname === '/dashboard');
    await page.getByText('No manufacturer is attached with your profile. Please contact the distributor.').waitFor();
    expect(await page.getByRole('link', {name: 'Dashboard'}).count()).toBe(0);
    await page.goto('/models');
    await page.getByText('Please contact manufacturer to activate account').waitFor();
    await page.screenshot({path: `${process.env.E2E_DATA_DIR}/no-manufacturer.png`});
    await context.close();
  });
});
