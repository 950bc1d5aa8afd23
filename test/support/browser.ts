import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from 'pg';
import {Browser, BrowserContext, chromium, Page} from 'playwright-core';

export const baseUrl = (): string => process.env.E2E_BASE_URL!;
export const DEMO_PASSWORD = 'Demo@12345';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({baseURL: baseUrl(), viewport: {width: 1280, height: 860}});
  const page = await context.newPage();
  return {context, page};
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'Log in'}).click();
}

/**
 * Signs in and waits for the landing page to settle: an administrator passes through the portal's /AdminDashboard,
 * which replaces itself with the console's, so going elsewhere before that would race the replacement.
 */
export async function signInAndLand(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, username, password);
  await page.waitForURL(url => url.pathname !== '/login' && url.pathname !== '/AdminDashboard');
}

/** Takes the simulated ledger down (it answers 503) or brings it back up. */
export async function setLedgerDown(down: boolean): Promise<void> {
  const res = await fetch(`${process.env.E2E_LEDGER_URL}/control`, {method: 'POST', body: JSON.stringify({down})});
  if (!res.ok) throw new Error(`the ledger simulator answered ${res.status}`);
}

/** The newest .eml written to `to` by the server's mail worker, waiting for it to arrive. */
export async function waitForMail(to: string, after = 0, timeoutMs = 20000): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, 'mail');
  const safeTo = to.replace(/[^\w.@-]+/g, '_');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(dir)) {
      const files = readdirSync(dir)
        .filter(f => f.includes(`-${safeTo}-`) && Number(f.split('-')[0]) >= after)
        .sort();
      if (files.length) return readFileSync(join(dir, files[files.length - 1]), 'utf8');
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
    await new Promise(r => setTimeout(r, 200));
  }
}

/** The first link into the portal in a mail (quoted-printable soft breaks and escapes undone). */
export function linkIn(mail: string, path: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0].replace(/&amp;/g, '&');
}

/** A valid ABN (weighted checksum divisible by 89) that differs per call. */
export function validAbn(seed = Date.now()): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (let n = seed % 1e9; ; n++) {
    const tail = String(n).padStart(9, '0');
    for (let lead = 10; lead <= 99; lead++) {
      const digits = `${lead}${tail}`.split('').map(Number);
      digits[0] -= 1;
      const sum = digits.reduce((s, d, i) => s + d * weights[i], 0);
      if (sum !== 0 && sum % 89 === 0) return `${lead}${tail}`;
    }
  }
}

/** Registers a supplier account through the REST API and activates it from its emailed link. */
export async function givenActivatedUser(
  password = 'Fresh@123',
): Promise<{username: string; email: string; password: string}> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const username = `user${stamp}`;
  const email = `${username}@example.com`;
  const company = `E2E Importer ${stamp}`;
  const sentAfter = Date.now();
  const reg = await postJson(
    '/api/account/register',
    {
      Username: username,
      Password: password,
      FirstName: 'E2E',
      LastName: 'User',
      Email: email,
      Mobile: '0412345678',
      CompanyName: company,
      AbnNo: validAbn(Number(stamp.slice(-9))),
      Phone: '0298765432',
      UploadFrequency: 4,
      Supplier: true,
      Address: 'Sydney NSW 2000, Australia',
      PlaceId: 'au-2000-sydney',
      AddressLine1: '1 Test Street',
    },
    company,
  );
  if (!reg.ok) throw new Error(`registration failed: ${reg.status} ${await reg.text()}`);
  const link = new URL(linkIn(await waitForMail(email, sentAfter), '/activate'));
  const act = await postJson('/api/account/activate', {
    UserId: Number(link.searchParams.get('uid')),
    Token: link.searchParams.get('token'),
  });
  if (!act.ok) throw new Error(`activation failed: ${act.status}`);
  return {username, email, password};
}

async function postJson(path: string, body: unknown, importer?: string): Promise<Response> {
  if (importer) await approveImporter(importer);
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
}

/** Puts a company on the approved importer list, as the weekly supplier list would. */
async function approveImporter(name: string): Promise<void> {
  const db = new Client({connectionString: process.env.E2E_DATABASE_URL});
  await db.connect();
  try {
    await db.query('INSERT INTO importer (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  } finally {
    await db.end();
  }
}
