import {mkdirSync} from 'node:fs';
import {chromium} from 'playwright-core';
const base = 'http://127.0.0.1:3462';
const out = '/tmp/h20shots';
mkdirSync(out, {recursive: true});
const [roles, pages] = [process.argv[2].split(','), process.argv[3].split(',')];
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu']});
for (const role of roles) {
  const [user, pass] = role.includes(':') ? role.split(':') : [role, 'Demo@12345'];
  const page = await browser.newPage({viewport: {width: 1300, height: 850}});
  await page.goto(`${base}/login`);
  await page.getByLabel(/user ?name/i).fill(user);
  await page.getByLabel(/password/i).first().fill(pass);
  await page.getByRole('button', {name: /sign in|log in/i}).click();
  await page.waitForURL(url => url.pathname !== '/login', {timeout: 20000}).catch(() => {});
  for (const p of pages) {
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(2500);
    const name = `${user}${p.replace(/[^a-zA-Z0-9]+/g, '_')}.png`;
    await page.screenshot({path: `${out}/${name}`, fullPage: true});
    console.log(name);
  }
  await page.close();
}
await browser.close();
