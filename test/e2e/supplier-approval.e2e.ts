import {Client} from 'pg';
import {Browser, BrowserContext, Page} from 'playwright-core';
import {baseUrl, DEMO_PASSWORD, launchBrowser, newPage, signIn} from '../support/browser';

jest.setTimeout(180_000);

/** Runs SQL on the server's database (records of this test only). */
async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/** A manufacturer of its own, with a madmin and a Read-only staff member (the demo password), and a supplier. */
async function givenBrand(stamp: string) {
  const name = `E2E Approve Brand ${stamp}`;
  const [m] = await sql<{id: number}>(
    `WITH b AS (INSERT INTO brand (name) VALUES ($1) RETURNING id)
     INSERT INTO manufacturer (brand_id, name, email) SELECT id, $1, $2 FROM b RETURNING id`,
    [name, `approve${stamp}@brand.example`],
  );
  const account = async (username: string, role: string) => {
    const [u] = await sql<{id: number}>(
      `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed, is_active,
                             manufacturer_id)
       SELECT $1::text, $4::text, password_hash, 'E2E', 'Approver', $2, true, true, $3
         FROM app_user WHERE username = 'madmin' RETURNING id`,
      [username, role, m.id, `${username}@example.com`],
    );
    return u.id;
  };
  await account(`approvem${stamp}`, 'madmin');
  const reader = await account(`approves${stamp}`, 'mstaff');
  await sql(`INSERT INTO staff_permission (user_id, manufacturer_id, permission_id) VALUES ($1, $2, 1)`, [
    reader,
    m.id,
  ]);
  const [d] = await sql<{id: number}>(`INSERT INTO distributor (name) VALUES ($1) RETURNING id`, [
    `E2E Approve Supplier ${stamp}`,
  ]);
  return {manufacturerId: m.id, distributorId: d.id, madmin: `approvem${stamp}`, reader: `approves${stamp}`};
}

/** An administrator's change request linking the supplier to the brand (through the API, as the console does). */
async function givenLinkRequest(manufacturerId: number, distributorId: number): Promise<string> {
  const token = await fetch(`${baseUrl()}/api/account/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({Username: 'admin', Password: DEMO_PASSWORD}),
  }).then(r => r.json() as Promise<{token: string}>);
  const answer = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token.token}`},
    body: JSON.stringify({
      query: `mutation($m: ID!, $d: ID!) { createPullRequest(manufacturerId: $m, distributorId: $d, startDate: "2026-12-01") { id } }`,
      variables: {m: manufacturerId, d: distributorId},
    }),
  }).then(r => r.json() as Promise<{data: {createPullRequest: {id: string}}}>);
  return answer.data.createPullRequest.id;
}

describe('Approve Supplier in the browser', () => {
  let browser: Browser;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(opened.map(c => c.close()));
    await browser.close();
  });

  async function signedIn(username: string): Promise<Page> {
    const {context, page} = await newPage(browser);
    opened.push(context);
    await signIn(page, username);
    await page.waitForURL(u => !u.pathname.toLowerCase().startsWith('/login'));
    return page;
  }

  it("shows a manufacturer the empty state, then a supplier's request, which it approves; staff without the permission are refused", async () => {
    const stamp = `${Date.now()}`;
    const brand = await givenBrand(stamp);
    const page = await signedIn(brand.madmin);
    await page.getByRole('link', {name: 'Supplier Requests'}).click();
    await page.getByText('No supplier is waiting for your approval.').waitFor();

    await givenLinkRequest(brand.manufacturerId, brand.distributorId);
    await page.reload();
    const row = page.getByRole('row').filter({hasText: `E2E Approve Supplier ${stamp}`});
    await row.getByText('Waiting for your approval').waitFor();
    await row.getByRole('button', {name: 'Approve'}).click();
    await page.getByText(`E2E Approve Supplier ${stamp} approved. An administrator links it next.`).waitFor();
    await row.getByText('Approved, waiting for the administrator').waitFor();
    expect(await row.getByRole('button', {name: 'Approve'}).count()).toBe(0);

    const reader = await signedIn(brand.reader);
    await reader.goto('/supplierrequests');
    await reader.getByText('You do not have permission to do this.').waitFor();
  });
});
