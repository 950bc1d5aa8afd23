import {RunningServer} from '../../server';
import {givenBrand, givenRegistration, linkIn, signIn, waitForMails} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';

const INVALID = 'Invalid token. The activation link is incorrect or has already been used.';

describe('POST /api/account/activate', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  const activate = (body: object) => client(server).post('/api/account/activate').send(body);

  /** Registers a fresh manufacturer and returns its user id, email, password and the emailed token. */
  async function givenPendingAccount() {
    const body = givenRegistration(await givenBrand(server));
    await client(server).post('/api/account/register').send(body).expect(200);
    const [mail] = await waitForMails(server, body.Email as string);
    const link = linkIn(mail, 'activate');
    return {
      userId: Number(link.searchParams.get('uid')),
      token: link.searchParams.get('token')!,
      username: body.Username as string,
      password: body.Password as string,
      email: body.Email as string,
    };
  }

  it("refuses a wrong token, another user's token and a missing token, and activates nothing", async () => {
    const a = await givenPendingAccount();
    const b = await givenPendingAccount();
    expect((await activate({UserId: a.userId, Token: 'not-the-token'}).expect(400)).body).toMatchObject({
      status: false,
      message: INVALID,
    });
    expect((await activate({UserId: a.userId, Token: b.token}).expect(400)).body).toMatchObject({
      status: false,
      message: INVALID,
    });
    expect((await activate({UserId: 0, Token: a.token}).expect(400)).body).toMatchObject({
      status: false,
      message: INVALID,
    });
    expect((await activate({UserId: a.userId}).expect(400)).body).toMatchObject({
      status: false,
      message: 'This field is required',
      field: 'Token',
    });
    const {rows} = await server.pool.query('SELECT bool_or(email_confirmed) AS any FROM app_user WHERE id = ANY($1)', [
      [a.userId, b.userId],
    ]);
    expect(rows[0].any).toBe(false);
    // The real tokens still work.
    await activate({UserId: a.userId, Token: a.token}).expect(200);
    await activate({UserId: b.userId, Token: b.token}).expect(200);
  });

  it('refuses a reset token used as an activation token', async () => {
    const a = await givenPendingAccount();
    await client(server)
      .post('/api/account/forgot')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(a.email))
      .expect(200);
    const mails = await waitForMails(server, a.email, 2);
    const resetToken = linkIn(mails[1], 'resetpassword').searchParams.get('token');
    await activate({UserId: a.userId, Token: resetToken}).expect(400);
  });

  it('says "expired" after 24 hours and emails a fresh link once', async () => {
    const a = await givenPendingAccount();
    await server.pool.query(`UPDATE user_token SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      a.userId,
    ]);
    const res = await activate({UserId: a.userId, Token: a.token}).expect(400);
    expect(res.body).toMatchObject({status: false, field: 'Token'});
    expect(res.body.message).toContain('expired');
    await signIn(server, a.username, a.password).expect(401);

    const mails = await waitForMails(server, a.email, 2);
    const fresh = linkIn(mails[1], 'activate');
    // A second try with the old link does not send yet another email while the fresh one is open.
    await activate({UserId: a.userId, Token: a.token}).expect(400);
    await new Promise(r => setTimeout(r, 1500));
    expect((await waitForMails(server, a.email, 2)).length).toBe(2);

    await activate({UserId: Number(fresh.searchParams.get('uid')), Token: fresh.searchParams.get('token')}).expect(200);
    await signIn(server, a.username, a.password).expect(200);
  });

  it('spends a token once even when two activations race', async () => {
    const a = await givenPendingAccount();
    const results = await Promise.all([
      activate({UserId: a.userId, Token: a.token}),
      activate({UserId: a.userId, Token: a.token}),
    ]);
    expect(results.map(r => r.status).sort()).toEqual([200, 400]);
  });
});
