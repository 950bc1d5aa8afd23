import {randomUUID} from 'node:crypto';
import {createServer, IncomingMessage} from 'node:http';
import {AddressInfo} from 'node:net';
import {RunningServer} from '../../server';
import {WEBHOOK_ATTEMPTS, WEBHOOK_QUEUE, WebhookDeliveryRepository} from '../../services/webhooks';
import {JobBindings} from '../../jobs';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAppProvider, givenAppToken} from '../helpers/verification.helpers';
import {WebhookBindings} from '../../services/webhooks/webhooks.keys';

/** A local endpoint (allowed in tests only) that records the deliveries it receives and answers 200. */
async function givenEndpoint() {
  const received: IncomingMessage['headers'][] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.headers);
      res.end('ok');
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {url, received, close: () => new Promise(resolve => server.close(resolve))};
}

const pause = (ms: number) => new Promise(r => setTimeout(r, ms));

/** Webhooks: a delivery whose process died between committing it and queueing its job is still sent, once. */
describe('webhook deliveries stranded by a dead process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp({webhooks: {allowLocal: true, retryDelaySeconds: 1}});
  });
  afterAll(() => server.stop());

  it('the sweep queues a delivery never queued, past its grace, exactly once; a young one is left to its request', async () => {
    const endpoint = await givenEndpoint();
    const provider = await givenAppProvider(server);
    const token = await givenAppToken(server, provider);
    const hook = (
      await client(server)
        .post('/api/v1/webhooks')
        .set('Authorization', `Bearer ${token}`)
        .send({url: endpoint.url, events: ['installation.released']})
        .expect(200)
    ).body;
    // As the release does in its transaction, but the process "dies" before dispatch: no job is ever sent.
    const deliveries = new WebhookDeliveryRepository(server.pool);
    const strand = async () => {
      const id = randomUUID();
      const payload = {id, type: 'installation.released', createdAt: new Date().toISOString(), data: {}};
      const [deliveryId] = await deliveries.enqueue(server.pool, {id, type: 'installation.released'}, [
        {owner: {appProviderId: provider.id}, payload},
      ]);
      return Number(deliveryId);
    };
    const stranded = await strand();
    const young = await strand();
    await server.pool.query(`UPDATE webhook_delivery SET created_on = now() - interval '2 minutes' WHERE id = $1`, [
      stranded,
    ]);

    // Two replicas' sweeps at once, then another later: one job, one delivery.
    const job = await server.app.get(WebhookBindings.DELIVERY_JOB);
    await Promise.all([job.recoverInterrupted(), job.recoverInterrupted()]);
    for (let waited = 0; endpoint.received.length < 1 && waited < 20_000; waited += 200) await pause(200);
    await job.recoverInterrupted();
    await pause(2000);
    expect(endpoint.received.map(h => h['x-voltcheck-delivery'])).toEqual([String(stranded)]);
    const state = async (id: number) =>
      (
        await server.pool.query(
          `SELECT status, attempts, queued_on IS NOT NULL AS queued FROM webhook_delivery WHERE id = $1`,
          [id],
        )
      ).rows[0];
    expect(await state(stranded)).toEqual({status: 'delivered', attempts: 1, queued: true});
    expect(await state(young)).toEqual({status: 'pending', attempts: 0, queued: false});
    const jobsOf = async (id: number) =>
      (
        await server.pool.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook.deliver' AND data->>'deliveryId' = $1`,
          [String(id)],
        )
      ).rows[0].n;
    expect(await jobsOf(stranded)).toBe(1);

    // The normal path never queues a delivery the sweep already took (nor twice): no second job is made.
    const webhooks = await server.app.get(WebhookBindings.SERVICE);
    await webhooks.dispatch([stranded]);
    expect(await jobsOf(stranded)).toBe(1);
    await pause(1500);
    expect(endpoint.received).toHaveLength(1);

    await client(server).delete(`/api/v1/webhooks/${hook.id}`).set('Authorization', `Bearer ${token}`).expect(204);
    await endpoint.close();
  }, 60_000);

  it('a queued delivery whose job expired or vanished is queued again with the attempts it has left, under one event id', async () => {
    const endpoint = await givenEndpoint();
    const provider = await givenAppProvider(server);
    const token = await givenAppToken(server, provider);
    await client(server)
      .post('/api/v1/webhooks')
      .set('Authorization', `Bearer ${token}`)
      .send({url: endpoint.url, events: ['serial.withdrawn']})
      .expect(200);
    const deliveries = new WebhookDeliveryRepository(server.pool);
    const jobs = server.app.getSync(JobBindings.QUEUE);
    const eventId = randomUUID();
    const payload = {id: eventId, type: 'serial.withdrawn', createdAt: new Date().toISOString(), data: {}};
    // Two attempts failed earlier; then the process died mid-attempt: its job expired (pg-boss marks it failed with
    // no retries left) and no one records an outcome. Another delivery's job is gone from the queue altogether.
    const strand = async () =>
      Number(
        (
          await deliveries.enqueue(server.pool, {id: eventId, type: 'serial.withdrawn'}, [
            {owner: {appProviderId: provider.id}, payload},
          ])
        )[0],
      );
    const expired = await strand();
    const vanished = await strand();
    const deadJob = await jobs.send(WEBHOOK_QUEUE, {deliveryId: expired}, {startAfter: 3600, retryLimit: 0});
    await server.pool.query(`UPDATE pgboss.job SET state = 'failed' WHERE id = $1`, [deadJob]);
    await server.pool.query(
      `UPDATE webhook_delivery SET attempts = 2, queued_on = now() - interval '5 minutes', job_id = $2 WHERE id = $1`,
      [expired, deadJob],
    );
    await server.pool.query(
      `UPDATE webhook_delivery SET attempts = 1, queued_on = now() - interval '5 minutes', job_id = $2 WHERE id = $1`,
      [vanished, randomUUID()],
    );

    const job = await server.app.get(WebhookBindings.DELIVERY_JOB);
    await Promise.all([job.recoverInterrupted(), job.recoverInterrupted()]);
    for (let waited = 0; endpoint.received.length < 2 && waited < 20_000; waited += 200) await pause(200);
    await pause(1000);
    expect(endpoint.received.map(h => h['x-voltcheck-delivery']).sort()).toEqual(
      [String(expired), String(vanished)].sort(),
    );
    expect(endpoint.received.map(h => h['x-voltcheck-event-id'])).toEqual([eventId, eventId]);
    const {rows} = await server.pool.query(
      `SELECT d.id, d.status, d.attempts, j.retry_limit AS "retryLimit" FROM webhook_delivery d JOIN pgboss.job j ON j.id = d.job_id
        WHERE d.id = ANY($1::bigint[]) ORDER BY d.id`,
      [[expired, vanished]],
    );
    expect(rows).toEqual([
      {id: expired, status: 'delivered', attempts: 3, retryLimit: WEBHOOK_ATTEMPTS - 2 - 1},
      {id: vanished, status: 'delivered', attempts: 2, retryLimit: WEBHOOK_ATTEMPTS - 1 - 1},
    ]);
    await endpoint.close();
  }, 60_000);
});
