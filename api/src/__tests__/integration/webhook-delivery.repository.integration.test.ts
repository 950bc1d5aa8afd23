import {WebhookDeliveryRepository} from '../../services/webhooks';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenManufacturer, GivenManufacturer} from '../helpers/serial-rows.helpers';
import {
  givenAppProvider,
  GivenAppProvider,
  givenDelivery,
  givenSubscription,
} from '../helpers/verification-rows.helpers';

describe('WebhookDeliveryRepository (webhook_delivery)', () => {
  let db: MigratedDatabase;
  let repo: WebhookDeliveryRepository;
  let provider: GivenAppProvider;
  let maker: GivenManufacturer;

  beforeAll(async () => {
    db = await givenMigratedDatabase('webhook_delivery_repo');
    repo = new WebhookDeliveryRepository(db.pool);
    provider = await givenAppProvider(db.pool, {name: 'Installer App'});
    maker = await givenManufacturer(db.pool, 'Volta');
  });
  afterAll(() => db.drop());

  const deliveriesOf = async (ids: number[]) =>
    (
      await db.pool.query(
        `SELECT subscription_id, event_id, event_type, payload, status, attempts, queued_on IS NOT NULL AS queued
           FROM webhook_delivery WHERE id = ANY($1::bigint[]) ORDER BY id`,
        [ids],
      )
    ).rows;

  it('enqueues one delivery per active subscription of each target’s owner that asked for the event', async () => {
    const wantsIt = await givenSubscription(db.pool, {appProviderId: provider.id, events: ['installation.released']});
    await givenSubscription(db.pool, {appProviderId: provider.id, events: ['serial.withdrawn']});
    await givenSubscription(db.pool, {appProviderId: provider.id, active: false});
    const makers = await givenSubscription(db.pool, {manufacturerId: maker.manufacturerId});
    const eventId = '6f1d2c3b-0000-4000-8000-000000000001';
    const ids = await repo.enqueue(db.pool, {id: eventId, type: 'installation.released'}, [
      {owner: {appProviderId: provider.id}, payload: {to: 'provider'}},
      {owner: {manufacturerId: maker.manufacturerId}, payload: {to: 'maker'}},
    ]);
    expect(await deliveriesOf(ids)).toEqual([
      {
        subscription_id: wantsIt,
        event_id: eventId,
        event_type: 'installation.released',
        payload: {to: 'provider'},
        status: 'pending',
        attempts: 0,
        queued: false,
      },
      {
        subscription_id: makers,
        event_id: eventId,
        event_type: 'installation.released',
        payload: {to: 'maker'},
        status: 'pending',
        attempts: 0,
        queued: false,
      },
    ]);
  });

  it('queues a delivery exactly once', async () => {
    const sub = await givenSubscription(db.pool, {appProviderId: provider.id});
    const a = await givenDelivery(db.pool, {subscriptionId: sub});
    const b = await givenDelivery(db.pool, {subscriptionId: sub, queued: true});
    expect(await repo.claimForQueue([a, b])).toEqual([a]);
    expect(await repo.claimForQueue([a, b])).toEqual([]);
    expect(await repo.claimForQueue([])).toEqual([]);
  });

  it('claims the stranded deliveries: pending, never attempted nor queued, older than the grace, of active subscriptions', async () => {
    await db.pool.query(`UPDATE webhook_delivery SET queued_on = now() WHERE queued_on IS NULL`);
    const active = await givenSubscription(db.pool, {appProviderId: provider.id});
    const ended = await givenSubscription(db.pool, {appProviderId: provider.id, active: false});
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    const stranded = await givenDelivery(db.pool, {subscriptionId: active, createdOn: old});
    await givenDelivery(db.pool, {subscriptionId: active});
    await givenDelivery(db.pool, {subscriptionId: active, createdOn: old, attempts: 1});
    await givenDelivery(db.pool, {subscriptionId: active, createdOn: old, status: 'delivered'});
    await givenDelivery(db.pool, {subscriptionId: ended, createdOn: old});
    const [first, second] = await Promise.all([repo.claimStranded(60_000), repo.claimStranded(60_000)]);
    expect([...first, ...second]).toEqual([stranded]);
    expect(await repo.claimStranded(60_000)).toEqual([]);
  });

  it('answers a pending delivery to attempt with its address, and records each attempt', async () => {
    const sub = await givenSubscription(db.pool, {appProviderId: provider.id, url: 'https://hooks.example.com/x'});
    const id = await givenDelivery(db.pool, {subscriptionId: sub, eventType: 'serial.withdrawn'});
    expect(await repo.forAttempt(id)).toEqual({
      url: 'https://hooks.example.com/x',
      eventId: expect.any(String),
      eventType: 'serial.withdrawn',
      payload: {data: {}},
      attempts: 0,
      createdOn: expect.any(Date),
    });
    await repo.recordAttempt(id, {status: 'pending', statusCode: 503, response: 'busy', error: 'answered 503'});
    await repo.recordAttempt(id, {status: 'delivered', statusCode: 200, response: 'ok', error: null});
    const {rows} = await db.pool.query(
      `SELECT status, attempts, last_status_code, last_response, last_error, last_attempt_on IS NOT NULL AS attempted,
              delivered_on IS NOT NULL AS delivered FROM webhook_delivery WHERE id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        status: 'delivered',
        attempts: 2,
        last_status_code: 200,
        last_response: 'ok',
        last_error: null,
        attempted: true,
        delivered: true,
      },
    ]);
    expect(await repo.forAttempt(id)).toBeUndefined();
    const ended = await givenSubscription(db.pool, {appProviderId: provider.id, active: false});
    expect(await repo.forAttempt(await givenDelivery(db.pool, {subscriptionId: ended}))).toBeUndefined();
  });

  it('lists the newest deliveries with their owner’s name and address, of a status when given', async () => {
    await db.pool.query('DELETE FROM webhook_delivery');
    const providers = await givenSubscription(db.pool, {appProviderId: provider.id, url: 'https://p.example.com'});
    const makers = await givenSubscription(db.pool, {
      manufacturerId: maker.manufacturerId,
      url: 'https://m.example.com',
    });
    const failed = await givenDelivery(db.pool, {
      subscriptionId: providers,
      status: 'failed',
      attempts: 6,
      createdOn: '2024-01-01T00:00:00Z',
    });
    const pending = await givenDelivery(db.pool, {subscriptionId: makers, createdOn: '2024-01-02T00:00:00Z'});
    expect(await repo.newest(10)).toEqual([
      {
        id: pending,
        subscriptionId: makers,
        owner: 'Volta',
        url: 'https://m.example.com',
        eventId: expect.any(String),
        eventType: 'installation.released',
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        lastResponse: null,
        lastError: null,
        lastAttemptOn: null,
        deliveredOn: null,
        createdOn: new Date('2024-01-02T00:00:00Z'),
      },
      expect.objectContaining({id: failed, owner: 'Installer App', url: 'https://p.example.com', status: 'failed'}),
    ]);
    expect((await repo.newest(10, 'failed')).map(d => d.id)).toEqual([failed]);
    expect((await repo.newest(1)).map(d => d.id)).toEqual([pending]);
  });
});
