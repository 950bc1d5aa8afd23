import {createServer, IncomingMessage} from 'node:http';
import {AddressInfo} from 'node:net';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {postAs} from '../helpers/recall.helpers';
import {givenSignedToken} from '../helpers/token.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenSerials,
  postVerification,
  signatureIsValid,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

/** A local endpoint (allowed in tests only) recording what it receives, answering `statuses` in turn. */
async function givenEndpoint(statuses: number[]) {
  const received: Array<{headers: IncomingMessage['headers']; body: Buffer}> = [];
  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({headers: req.headers, body: Buffer.concat(chunks)});
      res.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)];
      res.end();
    });
  });
  await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/hook`;
  return {url, received, close: () => new Promise(resolve => http.close(resolve))};
}

async function eventually<T>(probe: () => T | undefined, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise(r => setTimeout(r, 200));
  }
}

describe('recall webhooks: signed, retried, to the manufacturer and the providers that verified the serials', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp({webhooks: {allowLocal: true, retryDelaySeconds: 1}});
  });
  const closing: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closing) await close();
    await server.stop();
  });

  it('serial.recalled and serial.status_changed reach both, signed; a refused delivery is retried', async () => {
    const maker = await givenEndpoint([500, 204]);
    const app = await givenEndpoint([204]);
    closing.push(maker.close, app.close);
    const madmin = await givenSignedToken(server, 'madmin');
    await client(server)
      .post('/api/v1/manufacturer-webhooks')
      .set('Authorization', `Bearer ${madmin}`)
      .send({url: maker.url, events: ['serial.recalled']})
      .expect(200);
    const provider = await givenAppProvider(server);
    const token = await givenAppToken(server, provider);
    await client(server)
      .post('/api/v1/webhooks')
      .set('Authorization', `Bearer ${token}`)
      .send({url: app.url, events: ['serial.recalled', 'serial.status_changed']})
      .expect(200);
    const [verified, other] = await givenSerials(server, {count: 2});
    await postVerification(server, token, verificationRequest([{serial: verified}])).expect(200);
    const title = unique('Hooked recall ');
    const recall = {title, hazard: 'Heat', remedy: 'Replace', noticeUrl: 'https://x.example/n', contact: '1800'};
    const created = await postAs(server, madmin, '/api/recalls', {...recall, serials: [verified, other]}).expect(201);

    // the manufacturer: refused once, delivered on the retry, the same event both times
    await eventually(() => (maker.received.length >= 2 ? true : undefined));
    const [first, second] = maker.received;
    expect(first.headers['x-voltcheck-event-id']).toBe(second.headers['x-voltcheck-event-id']);
    const event = JSON.parse(second.body.toString());
    expect(event).toMatchObject({
      type: 'serial.recalled',
      data: {status: 'recalled', recallId: created.body.id, count: 2, recall: {id: created.body.id, ...recall}},
    });
    expect(event.data.serials.sort()).toEqual([verified, other].sort());
    expect(await signatureIsValid(server, second.headers['x-signature'] as string, second.body)).toBe(true);

    // the provider hears of the serial it verified only, under both events
    const types = await eventually(() => (app.received.length >= 2 ? app.received : undefined));
    const events = types.map(r => JSON.parse(r.body.toString()));
    expect(events.map(e => e.type).sort()).toEqual(['serial.recalled', 'serial.status_changed']);
    for (const e of events) expect(e.data.serials).toEqual([verified]);
    for (const r of types)
      expect(await signatureIsValid(server, r.headers['x-signature'] as string, r.body)).toBe(true);
  });
});
