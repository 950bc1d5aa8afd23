import {RunningServer} from '../../server';
import {mailsTo, uniqueName, waitForMails} from '../helpers/account.helpers';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenGroupWithContacts, givenManufacturer, givenMember, notifyGql, SAVE_GROUP} from '../helpers/notify.helpers';
import {postAs} from '../helpers/recall.helpers';
import {givenAdminToken} from '../helpers/token.helpers';
import {givenSerials, unique} from '../helpers/verification.helpers';

/** Mails to an address with their folded header lines unfolded. */
const unfold = (mail: string) => mail.replace(/\r?\n[ \t]+/g, ' ');
const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

describe('recall mail: creating a recall mails the notification groups of its manufacturer', () => {
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  const address = (tag: string) => `${uniqueName(tag)}@mail.example`.toLowerCase();

  it('every enabled group gets it, whatever routine mails it chose, with its unsubscribe link; nobody else', async () => {
    const m = await givenManufacturer(server);
    const other = await givenManufacturer(server);
    const [ops, ledgerOnly, disabled, foreign] = ['ops', 'ledger-only', 'disabled', 'foreign'].map(address);
    await givenGroupWithContacts(server, admin, m.id, [ops]);
    await givenGroupWithContacts(server, admin, m.id, [ledgerOnly], ['LEDGER']);
    const off = await givenGroupWithContacts(server, admin, m.id, [disabled]);
    await notifyGql(server, admin, SAVE_GROUP, {id: off.groupId, enabled: false}).expect(200);
    await givenGroupWithContacts(server, admin, other.id, [foreign]);
    const madmin = await givenMember(server, m, 'madmin');
    const serials = await givenSerials(server, {brand: m.name, model: m.model, count: 3});
    const recall = {
      title: unique('Mailed recall '),
      hazard: 'Cells may overheat',
      remedy: 'Switch off and call us',
      noticeUrl: 'https://recalls.example/notice',
      contact: '1800 000 000',
    };

    const created = await postAs(server, madmin, '/api/recalls', {...recall, serials}).expect(201);

    for (const email of [ops, ledgerOnly]) {
      const [mail] = (await waitForMails(server, email, 1)).map(unfold);
      expect(mail).toContain(`To: ${email}`);
      expect(mail).toContain(`Subject: VoltCheck: recall for ${m.name}: ${recall.title}`);
      expect(mail).toContain(`${m.name} has recalled 3 serials on VoltCheck: ${recall.title}.`);
      for (const line of [
        `Hazard: ${recall.hazard}`,
        `Remedy: ${recall.remedy}`,
        `Notice: ${recall.noticeUrl}`,
        `Contact: ${recall.contact}`,
      ])
        expect(mail).toContain(line);
      expect(mail).toMatch(new RegExp(`/recalls/${created.body.id}\\b`));
      const token = mail.match(/Unsubscribe: https?:\/\/\S+\/unsubscribe\/([0-9a-f-]{36})/)?.[1];
      expect(token).toBeDefined();
      expect(mail).toContain(`List-Unsubscribe: <`);
      expect(mail).toContain(`/api/notifications/unsubscribe/${token}>`);
    }
    await sleep(1000);
    expect(mailsTo(server, disabled)).toEqual([]);
    expect(mailsTo(server, foreign)).toEqual([]);
    const {rows} = await server.pool.query(
      `SELECT items, recipients FROM notification_sent WHERE manufacturer_id = $1 AND kind = 'recall' AND event_key = $2`,
      [m.id, String(created.body.id)],
    );
    expect(rows).toEqual([{items: 3, recipients: 2}]);
  });
});
