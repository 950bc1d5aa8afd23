import {RunningServer} from '../../server';
import {givenAccount, signIn, TestAccount} from '../helpers/account.helpers';
import {givenRunningApp} from '../helpers/app.helpers';
import {KernelBindings} from '../../services/kernel/kernel.keys';

const REFUSED = {status: false, message: 'The Username or Password you entered is incorrect.'};
const ROUNDS = [1, 2, 3, 4, 5];

/**
 * The lockout cannot be raced: attempts are claimed in the database before their
 * password is checked, so however many run at once, only five are ever evaluated before the lock.
 */
describe('Sign-in lockout under concurrency', () => {
  let server: RunningServer;
  /** The hashes verify() was asked to compare against, one entry per evaluation. */
  let evaluated: string[];

  beforeAll(async () => {
    server = await givenRunningApp();
    const passwords = await server.app.get(KernelBindings.PASSWORD_SERVICE);
    const verify = passwords.verify.bind(passwords);
    evaluated = [];
    passwords.verify = (hash: string, password: string) => {
      evaluated.push(hash);
      return verify(hash, password);
    };
  });
  afterAll(() => server.stop());

  async function hashOf(account: TestAccount): Promise<string> {
    return (await server.pool.query('SELECT password_hash FROM app_user WHERE id = $1', [account.id])).rows[0]
      .password_hash;
  }

  async function lockoutOf(account: TestAccount): Promise<number | null> {
    const {rows} = await server.pool.query(
      'SELECT extract(epoch FROM lockout_end - now()) AS seconds FROM app_user WHERE id = $1',
      [account.id],
    );
    return rows[0].seconds === null ? null : Number(rows[0].seconds);
  }

  async function untilLocked(account: TestAccount): Promise<void> {
    for (let i = 0; i < 400 && (await lockoutOf(account)) === null; i++) await new Promise(r => setTimeout(r, 25));
  }

  it.each(ROUNDS)(
    'round %i: of 50 parallel wrong passwords only five are evaluated, and the right one is refused while locked',
    async () => {
      const account = await givenAccount(server);
      const hash = await hashOf(account);
      const wrong = Array.from({length: 50}, () => signIn(server, account.username, 'Wrong@123').then(r => r));
      // The right password, sent while the wrong ones are still in flight, once the fifth has locked the account.
      await untilLocked(account);
      const right = await signIn(server, account.username, account.password);
      const answers = await Promise.all(wrong);

      expect(right.status).toBe(401);
      expect(right.body).toMatchObject(REFUSED);
      expect(answers.map(a => a.status)).toEqual(Array(50).fill(401));
      for (const a of answers) expect(a.body).toMatchObject(REFUSED);
      expect(evaluated.filter(h => h === hash)).toHaveLength(5);
      const seconds = await lockoutOf(account);
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);

      // Still locked afterwards: the right password is not even evaluated.
      expect((await signIn(server, account.username, account.password)).status).toBe(401);
      expect(evaluated.filter(h => h === hash)).toHaveLength(5);
    },
  );

  it.each(ROUNDS)(
    'round %i: 50 parallel wrong passwords and the right one together never sign in past the lock',
    async () => {
      const account = await givenAccount(server);
      const hash = await hashOf(account);
      const attempts = Array.from({length: 50}, () => signIn(server, account.username, 'Wrong@123').then(r => r));
      attempts.push(signIn(server, account.username, account.password).then(r => r));
      const answers = await Promise.all(attempts);
      // At most five attempts were evaluated; the right one signs in only if it was one of them.
      const evaluations = evaluated.filter(h => h === hash).length;
      expect(evaluations).toBeLessThanOrEqual(5);
      expect(answers.filter(a => a.status === 200).length).toBeLessThanOrEqual(1);
      expect(answers.filter(a => a.status !== 200 && a.status !== 401)).toEqual([]);
      if (answers[50].status !== 200) expect(await lockoutOf(account)).toBeGreaterThan(14 * 60);
    },
  );

  it('locked attempts cost the same hash comparison as unknown user names, against no real hash', async () => {
    const account = await givenAccount(server);
    const hash = await hashOf(account);
    await server.pool.query(`UPDATE app_user SET lockout_end = now() + interval '15 minutes' WHERE id = $1`, [
      account.id,
    ]);
    const before = evaluated.length;
    expect((await signIn(server, account.username, account.password).expect(401)).body).toMatchObject(REFUSED);
    expect(evaluated.length).toBe(before + 1);
    expect(evaluated[before]).not.toBe(hash);
  });

  it('five parallel right passwords all sign in (an attempt only fails by its password)', async () => {
    const account = await givenAccount(server);
    const answers = await Promise.all(
      Array.from({length: 5}, () => signIn(server, account.username, account.password)),
    );
    expect(answers.map(a => a.status)).toEqual([200, 200, 200, 200, 200]);
    const {rows} = await server.pool.query('SELECT failed_logins, lockout_end FROM app_user WHERE id = $1', [
      account.id,
    ]);
    expect(rows[0]).toEqual({failed_logins: 0, lockout_end: null});
  });
});
