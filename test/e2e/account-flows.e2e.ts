import {Browser, Page} from 'playwright-core';
import {
  baseUrl,
  givenActivatedUser,
  launchBrowser,
  linkIn,
  newPage,
  signIn,
  validAbn,
  waitForMail,
} from '../support/browser';

async function fillRegistration(page: Page, u: {username: string; email: string; company: string; abn: string}) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(u.username);
  await page.getByLabel('Password', {exact: true}).fill('Fresh@123');
  await page.getByLabel('First Name').fill('Reg');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Mobile').fill('0412345678');
  await page.getByLabel('Company Name').fill(u.company);
  await page.getByLabel('ABN').fill(u.abn);
  await page.getByLabel('Company Phone').fill('0298765432');
  await page.getByLabel('Upload Frequency').selectOption({label: 'Monthly'});
  await page.getByLabel('Address').fill('Parramatta');
  await page.getByRole('listbox', {name: 'Suggestions'}).getByRole('option').first().click();
  await page.getByLabel('Are you authorised supplier of solar products in Australia?').check();
}

describe('account flows in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registration is refused for a bad ABN, accepted for a good one, and the account activates from the emailed link', async () => {
    const {context, page} = await newPage(browser);
    const stamp = Date.now();
    // An approved importer (fixtures/importers.json) that no account has registered yet.
    const user = {
      username: `reg${stamp}`,
      email: `reg${stamp}@example.com`,
      company: 'Solar Juice Pty Ltd',
      abn: '12 345 678 901',
    };
    await fillRegistration(page, user);
    await page.getByRole('button', {name: 'Register'}).click();
    await page.getByText('Please provide valid ABN no').waitFor();

    await page.getByLabel('ABN').fill(validAbn(stamp));
    const sentAfter = Date.now();
    await page.getByRole('button', {name: 'Register'}).click();
    await page
      .getByText(/check your email/i)
      .first()
      .waitFor();

    // Not activated yet: sign-in is refused.
    await signIn(page, user.username, 'Fresh@123');
    await page.getByText('The Username or Password you entered is incorrect.').waitFor();

    const mail = await waitForMail(user.email, sentAfter);
    const link = linkIn(mail, '/activate');
    expect(link.startsWith(baseUrl())).toBe(true);
    await page.goto(link);
    await page
      .getByText('Account activated succesfully, please Login to start uploading the product serials.')
      .waitFor();
    await page.goto(link);
    await page.getByRole('heading', {name: 'Account Activation'}).waitFor();
    await expect(page.getByText('Account activated succesfully', {exact: false}).count()).resolves.toBe(0);

    await signIn(page, user.username, 'Fresh@123');
    await page.waitForURL(url => url.pathname === '/dashboard');
    await context.close();
  });

  it('forgot and reset: the emailed link sets a new password once', async () => {
    const {context, page} = await newPage(browser);
    const user = await givenActivatedUser();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody@nowhere.example');
    await page.getByRole('button', {name: 'Send Reset Instructions'}).click();
    await page.getByText(/Account reset failed/).waitFor();

    const sentAfter = Date.now();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', {name: 'Send Reset Instructions'}).click();
    await page.getByText('Password reset link has been sent to your email address.').waitFor();

    const link = linkIn(await waitForMail(user.email, sentAfter), '/resetpassword');
    await page.goto(link);
    await page.getByLabel('Password', {exact: true}).fill('Changed@123');
    await page.getByLabel('Confirm Password').fill('Changed@12');
    await page.getByRole('button', {name: 'Set new password'}).click();
    await page.getByText('Confirm password did not match').waitFor();
    await page.getByLabel('Confirm Password').fill('Changed@123');
    await page.getByRole('button', {name: 'Set new password'}).click();
    await page.getByText('Password changed succesfully.').waitFor();

    await signIn(page, user.username, 'Changed@123');
    await page.waitForURL(url => url.pathname === '/dashboard');

    // The same link a second time is refused.
    await page.goto('/login?signout');
    await page.goto(link);
    await page.getByLabel('Password', {exact: true}).fill('Again@1234');
    await page.getByLabel('Confirm Password').fill('Again@1234');
    await page.getByRole('button', {name: 'Set new password'}).click();
    await expect(page.getByText('Password changed succesfully.').count()).resolves.toBe(0);
    // ...and leads to a new one.
    await page.getByText('Invalid token. The reset link is incorrect or has already been used.').waitFor();
    await page.getByRole('link', {name: 'Request a new link'}).click();
    await page.waitForURL(url => url.pathname === '/forgot-password');

    // A link cut short offers no form that cannot work.
    await page.goto('/resetpassword?uid=2');
    await page.getByText(/This reset link is incomplete/).waitFor();
    await expect(page.getByRole('button', {name: 'Set new password'}).count()).resolves.toBe(0);
    await expect(page.getByRole('link', {name: 'Request a new link'}).count()).resolves.toBe(1);
    await context.close();
  });

  it('five wrong passwords lock the account even for the right password', async () => {
    const {context, page} = await newPage(browser);
    const user = await givenActivatedUser();
    for (let i = 0; i < 5; i++) {
      await signIn(page, user.username, `Wrong@${i}abc`);
      await page.getByText('The Username or Password you entered is incorrect.').waitFor();
    }
    await signIn(page, user.username, user.password);
    await page.getByText('The Username or Password you entered is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
