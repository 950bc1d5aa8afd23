import {securityId} from '@loopback/security';
import {JobQueue} from '../../jobs';
import {Caller} from '../../services/kernel/caller';
import {
  WEBHOOK_ATTEMPTS,
  WEBHOOK_JOB_EXPIRY_SECONDS,
  WEBHOOK_QUEUE,
  WEBHOOK_SUBSCRIPTION_LIMIT,
  WEBHOOK_UNRECORDED_JOB_MS,
  WebhookDeliveryRepository,
  WebhookService,
  WebhookSubscriptionRepository,
} from '../../services/webhooks';

const caller = (c: Partial<Caller>): Caller => ({
  [securityId]: '1',
  id: 1,
  username: 'u',
  role: 'manufacturer',
  manufacturerIds: [],
  manufacturerId: 5,
  distributorId: null,
  ...c,
});

/** The service on fake repositories and a fake queue, recording what reaches them. */
function givenService(o: {audience?: {manufacturerId: number | null; count: number; providers: unknown[]}} = {}) {
  const inserted: unknown[][] = [];
  const enqueued: Array<{event: {id: string; type: string}; targets: Array<{owner: unknown; payload: unknown}>}> = [];
  const sent: unknown[][] = [];
  const reclaimed: number[] = [];
  const recorded: Array<[number, string]> = [];
  const subscriptions = {
    insert: async (...args: unknown[]) => (inserted.push(args), {id: 1}),
    deactivate: async (_owner: unknown, id: number) => id === 1,
    withdrawalAudience: async () => o.audience ?? {manufacturerId: null, count: 0, providers: []},
  } as unknown as WebhookSubscriptionRepository;
  const deliveries = {
    enqueue: async (_db: unknown, event: {id: string; type: string}, targets: never[]) => {
      enqueued.push({event, targets});
      return [10, 11];
    },
    claimForQueue: async (ids: number[]) => ids.filter(id => id !== 11),
    claimStranded: async () => [20],
    queuedPending: async () => [
      {id: 30, jobId: 'expired-job', attempts: 2, queuedOn: new Date()},
      {id: 31, jobId: 'live-job', attempts: 1, queuedOn: new Date()},
      {id: 32, jobId: null, attempts: 0, queuedOn: new Date()},
      {id: 33, jobId: null, attempts: 0, queuedOn: new Date(Date.now() - WEBHOOK_UNRECORDED_JOB_MS - 1000)},
    ],
    reclaim: async (id: number) => (reclaimed.push(id), true),
    setJob: async (id: number, jobId: string) => void recorded.push([id, jobId]),
    newest: async (limit: number, status?: string) => [{limit, status}],
  } as unknown as WebhookDeliveryRepository;
  const jobs = {
    send: async (...args: unknown[]) => (sent.push(args), `job-${sent.length}`),
    settledJobs: async (_name: string, ids: string[]) => ids.filter(id => id !== 'live-job'),
  } as unknown as JobQueue;
  const service = new WebhookService(subscriptions, deliveries, jobs, {
    webhooks: {allowLocal: false, retryDelaySeconds: 30},
  });
  return {service, inserted, enqueued, sent, reclaimed, recorded};
}

describe('WebhookService', () => {
  describe('subscribe', () => {
    it('registers an https address for the events asked (each once), or for every event when none are', async () => {
      const {service, inserted} = givenService();
      await service.subscribe(
        {appProviderId: 3},
        {url: ' https://hooks.example.com/a ', events: ['serial.withdrawn', 'serial.withdrawn']},
      );
      await service.subscribe({manufacturerId: 5}, {url: 'https://hooks.example.com/b'});
      expect(inserted).toEqual([
        [{appProviderId: 3}, 'https://hooks.example.com/a', ['serial.withdrawn'], WEBHOOK_SUBSCRIPTION_LIMIT],
        [
          {manufacturerId: 5},
          'https://hooks.example.com/b',
          ['installation.released', 'serial.withdrawn', 'serial.recalled', 'serial.status_changed'],
          WEBHOOK_SUBSCRIPTION_LIMIT,
        ],
      ]);
    });

    it('names every broken field at once', async () => {
      const {service, inserted} = givenService();
      const refused = await service
        .subscribe({appProviderId: 3}, {url: 'http://127.0.0.1/x', events: ['nope']})
        .catch(e => e);
      expect(refused).toMatchObject({code: 'VALIDATION', reason: 'INVALID_FIELD'});
      expect(refused.details.map((d: {path: string}) => d.path)).toEqual(['url', 'events']);
      await expect(service.subscribe({appProviderId: 3}, {events: []})).rejects.toMatchObject({
        details: [
          {path: 'url', message: 'This field is required'},
          {path: 'events', message: expect.any(String)},
        ],
      });
      expect(inserted).toEqual([]);
    });
  });

  it('ends an owner’s subscription, NOT_FOUND when it has none by that id', async () => {
    const {service} = givenService();
    await expect(service.unsubscribe({appProviderId: 3}, 1)).resolves.toBeUndefined();
    await expect(service.unsubscribe({appProviderId: 3}, 2)).rejects.toMatchObject({code: 'NOT_FOUND'});
  });

  it('lets only a manufacturer’s account own portal webhooks', () => {
    const {service} = givenService();
    expect(service.ownerOf(caller({}))).toEqual({manufacturerId: 5});
    expect(() => service.ownerOf(caller({role: 'admin', manufacturerId: null}))).toThrow(
      expect.objectContaining({code: 'FORBIDDEN'}),
    );
    expect(() => service.ownerOf(caller({role: 'supplier', manufacturerId: null}))).toThrow(
      expect.objectContaining({code: 'FORBIDDEN'}),
    );
  });

  it('enqueues one event, the same id and time in every target’s payload', async () => {
    const {service, enqueued} = givenService();
    await service.enqueue({} as never, 'installation.released', [
      {owner: {appProviderId: 3}, data: {a: 1}},
      {owner: {manufacturerId: 5}, data: {b: 2}},
    ]);
    const [{event, targets}] = enqueued;
    expect(event.type).toBe('installation.released');
    expect(targets).toEqual([
      {
        owner: {appProviderId: 3},
        payload: {id: event.id, type: event.type, createdAt: expect.any(String), data: {a: 1}},
      },
      {
        owner: {manufacturerId: 5},
        payload: {id: event.id, type: event.type, createdAt: expect.any(String), data: {b: 2}},
      },
    ]);
    expect((targets[0].payload as {createdAt: string}).createdAt).toBe(
      (targets[1].payload as {createdAt: string}).createdAt,
    );
  });

  describe('serialsWithdrawn', () => {
    it('tells the upload’s manufacturer the count and each provider concerned its serials', async () => {
      const {service, enqueued} = givenService({
        audience: {manufacturerId: 5, count: 2, providers: [{appProviderId: 3, serials: ['W1']}]},
      });
      expect(await service.serialsWithdrawn({} as never, {uploadId: 8, reason: 'wrong file'})).toEqual([10, 11]);
      expect(enqueued[0].event.type).toBe('serial.withdrawn');
      expect(enqueued[0].targets.map(t => [t.owner, (t.payload as {data: unknown}).data])).toEqual([
        [{manufacturerId: 5}, {uploadId: 8, reason: 'wrong file', withdrawn: 2}],
        [{appProviderId: 3}, {uploadId: 8, reason: 'wrong file', withdrawn: 2, serials: ['W1']}],
      ]);
    });

    it('says nothing when no serial was withdrawn', async () => {
      const {service, enqueued} = givenService({audience: {manufacturerId: 5, count: 0, providers: []}});
      expect(await service.serialsWithdrawn({} as never, {uploadId: 8, reason: 'r'})).toEqual([]);
      expect(enqueued).toEqual([]);
    });
  });

  it('queues only the deliveries it claims, with retries and backoff; the sweep queues the stranded ones', async () => {
    const {service, sent, reclaimed, recorded} = givenService();
    await service.dispatch([10, 11]);
    expect(await service.queueStranded()).toBe(3);
    const options = (left: number) => ({
      retryLimit: left - 1,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: WEBHOOK_JOB_EXPIRY_SECONDS,
    });
    // Never queued: every attempt; queued but its job gone (expired, or its id never recorded long ago): those left.
    expect(sent).toEqual([
      [WEBHOOK_QUEUE, {deliveryId: 10}, options(WEBHOOK_ATTEMPTS)],
      [WEBHOOK_QUEUE, {deliveryId: 20}, options(WEBHOOK_ATTEMPTS)],
      [WEBHOOK_QUEUE, {deliveryId: 30}, options(WEBHOOK_ATTEMPTS - 2)],
      [WEBHOOK_QUEUE, {deliveryId: 33}, options(WEBHOOK_ATTEMPTS)],
    ]);
    expect(reclaimed).toEqual([30, 33]);
    expect(recorded).toEqual([
      [10, 'job-1'],
      [20, 'job-2'],
      [30, 'job-3'],
      [33, 'job-4'],
    ]);
  });

  it('lists deliveries of a known status only, the limit kept within 1 to 500', async () => {
    const {service} = givenService();
    expect(await service.deliveries(0)).toEqual([{limit: 1, status: undefined}]);
    expect(await service.deliveries(900, 'failed')).toEqual([{limit: 500, status: 'failed'}]);
    expect(() => service.deliveries(10, 'odd')).toThrow(expect.objectContaining({code: 'VALIDATION'}));
  });
});
