import {RunningServer} from '../../server';
import {givenAccount, linkIn, signIn, TestAccount, waitForMails} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';

const SENT = {status: true, message: 'Password reset link has been sent to your email address.'};
const NOT_FOUND =
  'Account reset failed, We are unable to find account associated with the provided email, please try with correct email address.';
const INVALID = 'Invalid token. The reset link is incorrect or has already been used.';

describe('POST /api/account/forgot and /api/account/reset', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  const forgot = (email: string) =>
    client(server).post('/api/account/forgot').set('Content-Type', 'application/json').send(JSON.stringify(email));
  const reset = (body: object) => client(server).post('/api/account/reset').send(body);

  /** Asks for a reset link and returns its uid, email and token (the `nth` mail to the address). */
  async function givenResetLink(account: TestAccount, nth = 1) {
    expect((await forgot(account.email).expect(200)).body).toEqual(SENT);
    const mails = await waitForMails(server, account.email, nth);
    const link = linkIn(mails[nth - 1], 'resetpassword');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicUrl}/resetpassword`);
    return {
      UserId: Number(link.searchParams.get('uid')),
      Email: link.searchParams.get('email')!,
      Token: link.searchParams.get('token')!,
    };
  }

  it('emails a link that sets a new password once', async () => {
    const account = await givenAccount(server);
    const link = await givenResetLink(account);
    expect(link).toMatchObject({UserId: account.id, Email: account.email});

    const res = await reset({...link, Password: 'Changed@123'}).expect(200);
    expect(res.body).toEqual({status: true, message: 'Password changed succesfully.'});
    await signIn(server, account.username, account.password).expect(401);
    await signIn(server, account.username, 'Changed@123').expect(200);

    const again = await reset({...link, Password: 'Again@1234'}).expect(400);
    expect(again.body).toMatchObject({status: false, message: INVALID, field: 'Token'});
    await signIn(server, account.username, 'Changed@123').expect(200);
  });

  it('finds the account whatever the case of the email, and accepts {Email} or text/plain bodies', async () => {
    const account = await givenAccount(server);
    expect((await forgot(account.email.toUpperCase()).expect(200)).body).toEqual(SENT);
    await client(server).post('/api/account/forgot').send({Email: account.email}).expect(200);
    await client(server).post('/api/account/forgot').set('Content-Type', 'text/plain').send(account.email).expect(200);
    await waitForMails(server, account.email, 3);
  });

  it('answers 404 with the catalogue message for an unknown email', async () => {
    const res = await forgot('nobody-at-all@example.test').expect(404);
    expect(res.body).toMatchObject({status: false, message: NOT_FOUND});
  });

  it('checks the email is present and valid', async () => {
    expect((await forgot('').expect(400)).body).toMatchObject({
      status: false,
      message: 'This field is required',
      field: 'Email',
    });
    expect((await forgot('not-an-email').expect(400)).body).toMatchObject({
      status: false,
      message: 'Please enter valid email address',
    });
  });

  it('says "expired" for a link older than 24 hours', async () => {
    const account = await givenAccount(server);
    const link = await givenResetLink(account);
    await server.pool.query(
      `UPDATE user_token SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'reset'`,
      [account.id],
    );
    const res = await reset({...link, Password: 'Changed@123'}).expect(400);
    expect(res.body).toMatchObject({status: false, message: 'The reset link has expired, please request a new one.'});
    await signIn(server, account.username, account.password).expect(200);
  });

  it('retires an older link when a newer one is sent', async () => {
    const account = await givenAccount(server);
    const first = await givenResetLink(account, 1);
    const second = await givenResetLink(account, 2);
    expect((await reset({...first, Password: 'Changed@123'}).expect(400)).body.message).toBe(INVALID);
    await reset({...second, Password: 'Changed@123'}).expect(200);
  });

  it("refuses a wrong token, another account's token, or an email that is not the account's", async () => {
    const a = await givenAccount(server);
    const b = await givenAccount(server);
    const linkA = await givenResetLink(a);
    const linkB = await givenResetLink(b);
    for (const body of [
      {...linkA, Token: 'wrong'},
      {...linkA, Token: linkB.Token},
      {...linkA, Email: b.email},
      {...linkA, UserId: b.id},
      {...linkA, UserId: 'x'},
      {...linkA, UserId: String(b.id)},
    ]) {
      const res = await reset({...body, Password: 'Changed@123'}).expect(400);
      expect(res.body).toMatchObject({status: false, message: INVALID});
    }
    expect((await reset({...linkA, Token: '', Password: 'Changed@123'}).expect(400)).body).toMatchObject({
      message: 'This field is required',
      field: 'Token',
    });
    // The uid as text, as read from the link, works too.
    await reset({...linkA, UserId: String(linkA.UserId), Password: 'Changed@123'}).expect(200);
  });

  it('enforces the password rule without spending the link', async () => {
    const account = await givenAccount(server);
    const link = await givenResetLink(account);
    expect((await reset({...link, Password: ''}).expect(400)).body).toMatchObject({
      message: '* Password is required',
      field: 'Password',
    });
    expect((await reset({...link, Password: 'weakpass'}).expect(400)).body).toMatchObject({
      message:
        'Password must be combination of upper case,digit and special characters and should have minimum 6 characters',
      field: 'Password',
    });
    await reset({...link, Password: 'Strong@1'}).expect(200);
  });

  it('ends a lockout and confirms the email address', async () => {
    const account = await givenAccount(server, {emailConfirmed: false});
    for (let i = 0; i < 5; i++) await signIn(server, account.username, 'Wrong@123').expect(401);
    const {rows} = await server.pool.query('SELECT lockout_end > now() AS locked FROM app_user WHERE id = $1', [
      account.id,
    ]);
    expect(rows[0].locked).toBe(true);
    const link = await givenResetLink(account);
    await reset({...link, Password: 'Changed@123'}).expect(200);
    const after = await server.pool.query(
      'SELECT failed_logins, lockout_end, email_confirmed FROM app_user WHERE id = $1',
      [account.id],
    );
    expect(after.rows[0]).toEqual({failed_logins: 0, lockout_end: null, email_confirmed: true});
    await signIn(server, account.username, 'Changed@123').expect(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const account = await givenAccount(server);
    const link = await givenResetLink(account);
    const {rows} = await server.pool.query(
      `SELECT token_hash FROM user_token WHERE user_id = $1 AND purpose = 'reset'`,
      [account.id],
    );
    const {createHash} = await import('node:crypto');
    expect(rows.map(r => r.token_hash)).toEqual([createHash('sha256').update(link.Token).digest('hex')]);
  });
});
