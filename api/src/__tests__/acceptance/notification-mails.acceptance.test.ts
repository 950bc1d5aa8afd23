import {RunningServer} from '../../server';
import {DIGEST_QUEUE, OVERDUE_QUEUE} from '../../services/notify';
import {mailsTo, uniqueName, waitForMails} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenGroupWithContacts, givenManufacturer, notifyGql, SAVE_GROUP, SAVE_USER} from '../helpers/notify.helpers';
import {givenAdminToken} from '../helpers/token.helpers';
import {givenAppProvider, givenAppToken, postVerification, verificationRequest} from '../helpers/verification.helpers';
import {JobBindings} from '../../jobs/jobs.keys';
import {NotifyBindings} from '../../services/notify/notify.keys';

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

/** Mails to an address with their folded header lines unfolded. */
const unfold = (mail: string) => mail.replace(/\r?\n[ \t]+/g, ' ');
const mailsFor = (server: RunningServer, email: string) => mailsTo(server, email).map(unfold);
const waitFor = async (server: RunningServer, email: string, count = 1): Promise<string[]> =>
  (await waitForMails(server, email, count)).map(unfold);

/** The one unsubscribe link of a mail (to the portal page) and its token. */
function unsubscribeLinkIn(mail: string): {url: URL; token: string} {
  const match = mail.match(/Unsubscribe: (https?:\/\/\S+\/unsubscribe\/([0-9a-f-]{36}))/);
  if (!match) throw new Error(`no unsubscribe link in:\n${mail}`);
  return {url: new URL(match[1]), token: match[2]};
}

describe('notification mails (server.md section 8): digest, overdue reminder, ledger failures, unsubscribe', () => {
  let server: RunningServer;
  let admin: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  const address = (tag: string) => `${uniqueName(tag)}@mail.example`.toLowerCase();

  /** Two contacts in an enabled group; one contact only in a disabled group; one disabled contact. */
  async function givenAudience(manufacturerId: number) {
    const to = [address('ops'), address('qa')];
    const silent = [address('disabled-group'), address('disabled-contact')];
    await givenGroupWithContacts(server, admin, manufacturerId, to);
    const off = await givenGroupWithContacts(server, admin, manufacturerId, [silent[0]]);
    await notifyGql(server, admin, SAVE_GROUP, {id: off.groupId, enabled: false}).expect(200);
    const {groupId} = await givenGroupWithContacts(server, admin, manufacturerId, []);
    await notifyGql(server, admin, SAVE_USER, {email: silent[1], groupId, enabled: false}).expect(200);
    return {to, silent};
  }

  async function runJob(queue: string) {
    const jobs = await server.app.get(JobBindings.QUEUE);
    await jobs.send(queue, {});
  }

  it('the daily digest lists the new failed serials, once, to the enabled contacts of enabled groups', async () => {
    const m = await givenManufacturer(server, {uploadFrequency: 6});
    const {to, silent} = await givenAudience(m.id);
    const provider = await givenAppProvider(server);
    const appToken = await givenAppToken(server, provider);
    const serials = [uniqueName('MISSING-A'), uniqueName('MISSING-B')].map(s => s.toUpperCase());
    const res = await postVerification(
      server,
      appToken,
      verificationRequest(serials.map(serial => ({serial, brand: m.name, model: m.model}))),
    );
    expect(res.status).toBe(200);
    // Logged a few minutes ago, after the last digest an hour ago.
    await server.pool.query(
      `UPDATE product_log SET requested_time = now() - interval '5 minutes' WHERE manufacturer_id = $1`,
      [m.id],
    );
    await server.pool.query(
      `INSERT INTO notification_state (manufacturer_id, digest_until) VALUES ($1, now() - interval '1 hour')`,
      [m.id],
    );

    await runJob(DIGEST_QUEUE);
    for (const email of to) {
      const [mail] = await waitFor(server, email);
      expect(mail).toContain(`To: ${email}`);
      expect(mail).toContain(`Subject: VoltCheck: 2 new failed serials for ${m.name}`);
      for (const serial of serials) expect(mail).toContain(`- ${serial} (model ${m.model}): NOT_FOUND`);
      expect(unsubscribeLinkIn(mail).url.pathname).toMatch(/^\/unsubscribe\//);
      expect(mail).toMatch(/List-Unsubscribe: <http:\/\/\S+\/api\/notifications\/unsubscribe\/[0-9a-f-]{36}>/);
    }
    // Each contact has its own link.
    expect(unsubscribeLinkIn(mailsFor(server, to[0])[0]).token).not.toBe(
      unsubscribeLinkIn(mailsFor(server, to[1])[0]).token,
    );

    await runJob(DIGEST_QUEUE);
    const notify = await server.app.get(NotifyBindings.NOTIFY_SERVICE);
    await Promise.all([notify.sendDigest(m.id), notify.sendDigest(m.id)]);
    await sleep(1500);
    for (const email of to) expect(mailsTo(server, email)).toHaveLength(1);
    for (const email of silent) expect(mailsTo(server, email)).toEqual([]);
    const sent = await server.pool.query(
      `SELECT kind, items, recipients FROM notification_sent WHERE manufacturer_id = $1`,
      [m.id],
    );
    expect(sent.rows).toEqual([{kind: 'digest', items: 2, recipients: 2}]);
  });

  it('sends no digest when nothing failed', async () => {
    const m = await givenManufacturer(server);
    const {to} = await givenAudience(m.id);
    const notify = await server.app.get(NotifyBindings.NOTIFY_SERVICE);
    expect(await notify.sendDigest(m.id)).toBe(0);
    await sleep(500);
    expect(mailsTo(server, to[0])).toEqual([]);
  });

  it('the overdue reminder goes once per missed due date, and an upload moves the due date on', async () => {
    const m = await givenManufacturer(server, {uploadFrequency: 1, ageDays: 3});
    const {to, silent} = await givenAudience(m.id);
    await runJob(OVERDUE_QUEUE);
    const [mail] = await waitFor(server, to[0]);
    expect(mail).toContain(`Subject: VoltCheck: serial upload overdue for ${m.name}`);
    expect(mail).toContain('upload frequency: Daily');
    expect(mail).toContain('No serials have been uploaded yet');
    await waitFor(server, to[1]);

    await runJob(OVERDUE_QUEUE);
    await sleep(1500);
    expect(mailsTo(server, to[0])).toHaveLength(1);
    for (const email of silent) expect(mailsTo(server, email)).toEqual([]);

    const notify = await server.app.get(NotifyBindings.NOTIFY_SERVICE);
    await server.pool.query(
      `INSERT INTO upload (manufacturer_id, uploaded_on) VALUES ($1, now() - interval '2 hours')`,
      [m.id],
    );
    expect(await notify.sendOverdueReminder(m.id)).toBe(0);
    const twoDaysOn = new Date(Date.now() + 2 * 24 * 3600_000);
    expect(await notify.sendOverdueReminder(m.id, twoDaysOn)).toBe(2);
    expect(await notify.sendOverdueReminder(m.id, twoDaysOn)).toBe(0);
    const mails = await waitFor(server, to[0], 2);
    expect(mails[1]).toContain('The last upload was on');
  });

  it('ledger failures are mailed once per record, with the error of each', async () => {
    const m = await givenManufacturer(server);
    const {to, silent} = await givenAudience(m.id);
    const notify = await server.app.get(NotifyBindings.NOTIFY_SERVICE);
    const first = [
      {recordId: uniqueName('rec'), serial: 'LEDGER-1', model: m.model, error: 'Brand Mismatch'},
      {
        recordId: uniqueName('rec'),
        serial: 'LEDGER-2',
        model: m.model,
        error: 'Brand, Model & Supplier Mismatch',
        distributorName: 'Demo Supply Co',
      },
    ];
    expect(await notify.ledgerFailures(m.id, first)).toBe(2);
    const later = {recordId: uniqueName('rec'), serial: 'LEDGER-3', model: m.model, error: 'Brand & Model Mismatch'};
    expect(await notify.ledgerFailures(m.id, [...first, later])).toBe(2);
    expect(await notify.ledgerFailures(m.id, [...first, later])).toBe(0);

    const mails = await waitFor(server, to[1], 2);
    const [one, two] = [...mails].sort((a, b) => a.indexOf('LEDGER-3') - b.indexOf('LEDGER-3'));
    expect(one).toContain(`Subject: VoltCheck: 2 serials failed the ledger for ${m.name}`);
    expect(one).toContain(`- LEDGER-1 (model ${m.model}): Brand Mismatch`);
    expect(one).toContain(`- LEDGER-2 (model ${m.model}): Brand, Model & Supplier Mismatch, supplier Demo Supply Co`);
    expect(two).toContain(`Subject: VoltCheck: 1 serial failed the ledger for ${m.name}`);
    expect(two).toContain(`- LEDGER-3 (model ${m.model}): Brand & Model Mismatch`);
    expect(two).not.toContain('LEDGER-1');
    await sleep(1000);
    expect(mailsTo(server, to[0])).toHaveLength(2);
    for (const email of silent) expect(mailsTo(server, email)).toEqual([]);
  });

  it('each group receives only the kinds of mail it chose; a contact in several groups gets one mail per event', async () => {
    const m = await givenManufacturer(server, {uploadFrequency: 1, ageDays: 3});
    const [digestOnly, overdueOnly, ledgerOnly, both] = ['digest', 'overdue', 'ledger', 'both'].map(address);
    await givenGroupWithContacts(server, admin, m.id, [digestOnly, both], ['DIGEST']);
    await givenGroupWithContacts(server, admin, m.id, [overdueOnly], ['OVERDUE']);
    await givenGroupWithContacts(server, admin, m.id, [ledgerOnly, both], ['LEDGER']);
    await givenGroupWithContacts(server, admin, m.id, [both], ['LEDGER', 'DIGEST']);
    const notify = await server.app.get(NotifyBindings.NOTIFY_SERVICE);

    expect(
      await notify.ledgerFailures(m.id, [{recordId: uniqueName('rec'), serial: 'KIND-1', error: 'Brand Mismatch'}]),
    ).toBe(2);
    expect(await notify.sendOverdueReminder(m.id)).toBe(1);
    const provider = await givenAppProvider(server);
    const appToken = await givenAppToken(server, provider);
    const serial = uniqueName('KIND-MISSING').toUpperCase();
    await postVerification(server, appToken, verificationRequest([{serial, brand: m.name, model: m.model}]));
    await server.pool.query(
      `UPDATE product_log SET requested_time = now() - interval '5 minutes' WHERE manufacturer_id = $1`,
      [m.id],
    );
    expect(await notify.sendDigest(m.id)).toBe(2);

    const subjects = async (email: string, count: number) =>
      (await waitFor(server, email, count)).map(mail => mail.match(/Subject: VoltCheck: (\S+ \S+ \S+)/)![1]).sort();
    expect(await subjects(digestOnly, 1)).toEqual(['1 new failed']);
    expect(await subjects(overdueOnly, 1)).toEqual(['serial upload overdue']);
    expect(await subjects(ledgerOnly, 1)).toEqual(['1 serial failed']);
    expect(await subjects(both, 2)).toEqual(['1 new failed', '1 serial failed']);
    await sleep(1000);
    expect(mailsTo(server, digestOnly)).toHaveLength(1);
    expect(mailsTo(server, overdueOnly)).toHaveLength(1);
    expect(mailsTo(server, both)).toHaveLength(2);
  });

  it('the unsubscribe link works without signing in and stops every mail to that contact only', async () => {
    const m = await givenManufacturer(server);
    const {to} = await givenAudience(m.id);
    const notify = await server.app.get(NotifyBindings.NOTIFY_SERVICE);
    await notify.ledgerFailures(m.id, [{recordId: uniqueName('rec'), serial: 'UNSUB-1', error: 'Brand Mismatch'}]);
    const [mail] = await waitFor(server, to[0]);
    const {token} = unsubscribeLinkIn(mail);

    const link = await client(server).get(`/api/notifications/unsubscribe/${token}`).expect(200);
    expect(link.body).toEqual({email: to[0], manufacturer: m.name, unsubscribed: false});
    const done = await client(server).post(`/api/notifications/unsubscribe/${token}`).expect(200);
    expect(done.body).toEqual({
      status: true,
      message: 'You have been unsubscribed.',
      email: to[0],
      manufacturer: m.name,
    });
    await client(server).post(`/api/notifications/unsubscribe/${token}`).expect(200);
    expect((await client(server).get(`/api/notifications/unsubscribe/${token}`)).body.unsubscribed).toBe(true);

    await notify.ledgerFailures(m.id, [{recordId: uniqueName('rec'), serial: 'UNSUB-2', error: 'Brand Mismatch'}]);
    await waitFor(server, to[1], 2);
    await sleep(1000);
    expect(mailsTo(server, to[0])).toHaveLength(1);

    const unknown = await client(server).post('/api/notifications/unsubscribe/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This unsubscribe link is not valid.');
    expect((await client(server).get('/api/notifications/unsubscribe/not-a-token')).status).toBe(404);
  });

  it('schedules the digest and the reminder from configuration', async () => {
    const {rows} = await server.pool.query(
      `SELECT name, cron, timezone FROM pgboss.schedule WHERE name LIKE 'notify.%' ORDER BY name`,
    );
    expect(rows).toEqual([
      {name: DIGEST_QUEUE, cron: server.config.notify.digestCron, timezone: 'Australia/Sydney'},
      {name: OVERDUE_QUEUE, cron: server.config.notify.overdueCron, timezone: 'Australia/Sydney'},
    ]);
  });
});
