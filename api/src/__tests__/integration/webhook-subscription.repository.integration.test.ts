import {WebhookSubscriptionRepository} from '../../services/webhooks';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
} from '../helpers/serial-rows.helpers';
import {
  givenAppProvider,
  GivenAppProvider,
  givenBatch,
  givenProductLog,
  givenSubscription,
} from '../helpers/verification-rows.helpers';

describe('WebhookSubscriptionRepository (webhook_subscription)', () => {
  let db: MigratedDatabase;
  let repo: WebhookSubscriptionRepository;
  let provider: GivenAppProvider;
  let maker: GivenManufacturer;

  beforeAll(async () => {
    db = await givenMigratedDatabase('webhook_subscription_repo');
    repo = new WebhookSubscriptionRepository(db.pool);
    provider = await givenAppProvider(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
  });
  afterAll(() => db.drop());

  it('registers an owner’s subscription and lists its active ones, never another owner’s', async () => {
    const created = await repo.insert(
      {appProviderId: provider.id},
      'https://hooks.example.com/a',
      ['serial.withdrawn'],
      10,
    );
    expect(created).toEqual({
      id: expect.any(Number),
      url: 'https://hooks.example.com/a',
      events: ['serial.withdrawn'],
      active: true,
      createdOn: expect.any(Date),
    });
    await givenSubscription(db.pool, {appProviderId: provider.id, active: false});
    const makers = await repo.insert(
      {manufacturerId: maker.manufacturerId},
      'https://hooks.example.com/m',
      ['installation.released'],
      10,
    );
    expect(await repo.list({appProviderId: provider.id})).toEqual([created]);
    expect((await repo.list({manufacturerId: maker.manufacturerId})).map(s => s.id)).toEqual([makers!.id]);
  });

  it('holds an owner to its limit of active subscriptions, even when registrations race; ended ones do not count', async () => {
    const owner = {manufacturerId: (await givenManufacturer(db.pool, 'Limited')).manufacturerId};
    await givenSubscription(db.pool, {...owner, active: false});
    const raced = await Promise.all(
      Array.from({length: 6}, (_, i) => repo.insert(owner, `https://hooks.example.com/${i}`, ['serial.withdrawn'], 3)),
    );
    expect(raced.filter(Boolean)).toHaveLength(3);
    expect(await repo.list(owner)).toHaveLength(3);
  });

  it('ends only its owner’s active subscription', async () => {
    const id = await givenSubscription(db.pool, {manufacturerId: maker.manufacturerId});
    expect(await repo.deactivate({appProviderId: provider.id}, id)).toBe(false);
    expect(await repo.deactivate({manufacturerId: maker.manufacturerId}, id)).toBe(true);
    expect(await repo.deactivate({manufacturerId: maker.manufacturerId}, id)).toBe(false);
    const {rows} = await db.pool.query('SELECT active FROM webhook_subscription WHERE id = $1', [id]);
    expect(rows).toEqual([{active: false}]);
  });

  describe('withdrawalAudience', () => {
    it('names the upload’s manufacturer and count, and each subscribed provider that verified its serials', async () => {
      const productId = await givenProduct(db.pool, maker.brandId);
      const upload = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId});
      const [w1, w2] = await givenSerials(db.pool, {
        manufacturer: maker,
        productId,
        serials: ['W1', 'W2'],
        uploadId: upload.uploadId,
        state: 'withdrawn',
      });
      await givenSerials(db.pool, {manufacturer: maker, productId, serials: ['KEPT'], uploadId: upload.uploadId});
      expect(await repo.transaction(tx => repo.withdrawalAudience(tx, upload.uploadId))).toEqual({
        manufacturerId: maker.manufacturerId,
        count: 2,
        providers: [],
      });
      // The subscribed provider verified W1 (and W2 only in test mode); an unsubscribed one verified W2.
      const quiet = await givenAppProvider(db.pool);
      const verifiedBy = async (appProviderId: number, serialId: number, serial: string, isTest = false) =>
        givenProductLog(db.pool, {
          batchId: await givenBatch(db.pool, {appProviderId, isTest}),
          serial,
          productSerialId: serialId,
          manufacturerId: maker.manufacturerId,
          productId,
          status: 1,
        });
      await verifiedBy(provider.id, w1, 'W1');
      await verifiedBy(provider.id, w2, 'W2', true);
      await verifiedBy(quiet.id, w2, 'W2');
      expect(await repo.transaction(tx => repo.withdrawalAudience(tx, upload.uploadId))).toEqual({
        manufacturerId: maker.manufacturerId,
        count: 2,
        providers: [{appProviderId: provider.id, serials: ['W1']}],
      });
    });

    it('answers nobody for an upload that is not there', async () => {
      expect(await repo.transaction(tx => repo.withdrawalAudience(tx, 999999))).toEqual({
        manufacturerId: null,
        count: 0,
        providers: [],
      });
    });
  });
});
