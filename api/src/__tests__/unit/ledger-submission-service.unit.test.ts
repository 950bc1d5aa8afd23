import type {LedgerConfig} from '../../config';
import type {DueSerial, LedgerRecordRepository, StoredFailure} from '../../services/ledger/ledger-record.repository';
import {LedgerAnswer, LedgerChange, LedgerLink} from '../../services/ledger/ledger-protocol';
import type {DueLink, LedgerSubmissionRepository} from '../../services/ledger/ledger-submission.repository';
import {LedgerSubmissionService} from '../../services/ledger/ledger-submission.service';
import {LedgerConnector, LedgerUnavailableError} from '../../services/ledger/ledger.connector';
import type {NotifyService} from '../../services/notify/notify.service';

/** The submission's rules (what is sent, when it defers, whom it tells), with fake repositories, ledger and mail. */
describe('LedgerSubmissionService.submitDue (unit)', () => {
  const config: LedgerConfig = {batchSize: 2, pollMs: 0, backoffBaseMs: 1000, backoffMaxMs: 60_000, timeoutMs: 1000};
  const serial = (id: number, action: DueSerial['action'] = 'new'): DueSerial => ({
    id: String(id),
    uploadId: 5,
    uploadBatchId: 'b',
    serial: `S-${id}`,
    brand: 'Volta',
    model: 'P-ONE',
    distributorName: null,
    action,
  });
  const failure = (recordId: number, manufacturerId: number): StoredFailure => ({
    recordId,
    manufacturerId,
    serial: `S-${recordId}`,
    brand: 'Volta',
    model: 'P-ONE',
    distributorName: null,
    error: 'Brand Mismatch',
    time: new Date(),
  });

  function givenService(opts: {
    due?: DueSerial[][];
    retryAfter?: Date | null;
    failures?: number;
    held?: boolean;
    answer?: (changes: LedgerChange[]) => Promise<LedgerAnswer[]>;
    stored?: StoredFailure[];
    links?: DueLink[];
    statusChanges?: DueSerial[];
    linkFails?: boolean;
  }) {
    const batches = [...(opts.due ?? [])];
    let links = [...(opts.links ?? [])];
    let statusChanges = [...(opts.statusChanges ?? [])];
    const submissions = {
      exclusively: jest.fn(async (work: () => Promise<unknown>) => (opts.held ? undefined : work())),
      connectorState: jest.fn(async () => ({failures: opts.failures ?? 0, retryAfter: opts.retryAfter ?? null})),
      due: jest.fn(async () => batches.shift() ?? []),
      dueLinks: jest.fn(async () => links),
      markLinksSent: jest.fn(async (done: DueLink[]) => void (links = links.filter(l => !done.includes(l)))),
      dueStatusChanges: jest.fn(async (limit: number) => statusChanges.splice(0, limit)),
      recordFailure: jest.fn(async () => undefined),
      recordSuccess: jest.fn(async () => undefined),
    };
    const records = {
      saveAnswers: jest.fn(async (sent: Map<string, DueSerial>) => ({stored: sent.size, failures: opts.stored ?? []})),
    };
    const sent: LedgerChange[][] = [];
    const linked: LedgerLink[][] = [];
    const connector: LedgerConnector = {
      link: async told => {
        if (opts.linkFails) throw new LedgerUnavailableError('ledger answered 503');
        linked.push(told);
      },
      submit: async (_batchId, changes) => {
        sent.push(changes);
        return opts.answer
          ? opts.answer(changes)
          : changes.map(c => ({
              key: c.key,
              status: 'pass',
              error: null,
              sourceBrand: c.brand,
              sourceModel: c.model,
              sourceDistributorName: null,
              time: new Date().toISOString(),
            }));
      },
    };
    const notify = {ledgerFailures: jest.fn(async () => 1)};
    const service = new LedgerSubmissionService(
      submissions as unknown as LedgerSubmissionRepository,
      records as unknown as LedgerRecordRepository,
      connector,
      notify as unknown as NotifyService,
      {ledger: config},
    );
    return {service, submissions, records, notify, sent, linked, clearStatus: () => (statusChanges = [])};
  }

  it('sends what is due in batches, each change under its serial, upload and action, until nothing is due', async () => {
    const {service, submissions, records, sent} = givenService({due: [[serial(1), serial(2, 'delete')], [serial(3)]]});
    expect(await service.submitDue()).toEqual({sent: 3, stored: 3, linked: 0, deferred: false});
    expect(submissions.due).toHaveBeenCalledWith(2);
    expect(sent).toEqual([
      [
        {key: '1:5:new', action: 'new', serial: 'S-1', brand: 'Volta', model: 'P-ONE', distributorName: null},
        {key: '2:5:delete', action: 'delete', serial: 'S-2', brand: 'Volta', model: 'P-ONE', distributorName: null},
      ],
      [expect.objectContaining({key: '3:5:new'})],
    ]);
    expect(records.saveAnswers).toHaveBeenCalledTimes(2);
    expect(submissions.recordSuccess).toHaveBeenCalledTimes(2);
  });

  it('tells the ledger of new supplier links before it sends serials, and defers them all while it is down', async () => {
    const link: DueLink = {distributorId: 7, manufacturerId: 3, brand: 'Volta', supplier: 'Sunny Imports'};
    const {service, submissions, sent, linked} = givenService({links: [link], due: [[serial(1)]]});
    expect(await service.submitDue()).toEqual({sent: 1, stored: 1, linked: 1, deferred: false});
    expect(linked).toEqual([[{brand: 'Volta', supplier: 'Sunny Imports'}]]);
    expect(submissions.markLinksSent).toHaveBeenCalledWith([link]);
    expect(submissions.markLinksSent.mock.invocationCallOrder[0]).toBeLessThan(
      submissions.due.mock.invocationCallOrder[0],
    );
    expect(sent).toHaveLength(1);
    const down = givenService({links: [link], due: [[serial(1)]], linkFails: true});
    expect(await down.service.submitDue()).toEqual({sent: 0, stored: 0, linked: 0, deferred: true});
    expect(down.submissions.markLinksSent).not.toHaveBeenCalled();
    expect(down.submissions.recordFailure).toHaveBeenCalledWith('ledger answered 503', expect.any(Function));
    expect(down.sent).toEqual([]);
  });

  it('sends status updates beside the serials, each under its own status change, with the status and reason', async () => {
    const update = (change: number): DueSerial => ({
      ...serial(1, 'status'),
      uploadId: null,
      uploadBatchId: null,
      statusChangeId: String(change),
      status: 'recalled',
      reason: 'Cell defect',
    });
    const {service, sent} = givenService({due: [[serial(2)]], statusChanges: [update(10), update(11)]});
    expect((await service.submitDue()).sent).toBe(3);
    expect(sent[0]).toEqual([
      expect.objectContaining({key: '2:5:new', action: 'new'}),
      {
        key: 'status:10',
        action: 'status',
        serial: 'S-1',
        brand: 'Volta',
        model: 'P-ONE',
        distributorName: null,
        status: 'recalled',
        reason: 'Cell defect',
      },
    ]);
    expect(sent[1]).toEqual([expect.objectContaining({key: 'status:11'})]);
  });

  it('defers without sending while the shared back-off lasts, or while another process sends', async () => {
    const waiting = givenService({due: [[serial(1)]], retryAfter: new Date(Date.now() + 60_000)});
    expect(await waiting.service.submitDue()).toEqual({sent: 0, stored: 0, linked: 0, deferred: true});
    expect(waiting.sent).toEqual([]);
    const elsewhere = givenService({due: [[serial(1)]], held: true});
    expect(await elsewhere.service.submitDue()).toEqual({sent: 0, stored: 0, linked: 0, deferred: true});
    expect(elsewhere.submissions.due).not.toHaveBeenCalled();
  });

  it('records a failure with its back-off when the ledger is down, and keeps the serials due', async () => {
    const {service, submissions, records} = givenService({
      due: [[serial(1)]],
      failures: 2,
      answer: async () => {
        throw new LedgerUnavailableError('ledger answered 503');
      },
    });
    expect(await service.submitDue()).toEqual({sent: 0, stored: 0, linked: 0, deferred: true});
    expect(submissions.recordFailure).toHaveBeenCalledWith('ledger answered 503', expect.any(Function));
    expect(records.saveAnswers).not.toHaveBeenCalled();
    expect(submissions.recordSuccess).not.toHaveBeenCalled();
  });

  it('fails on anything but an unavailable ledger (the job is retried)', async () => {
    const {service} = givenService({
      due: [[serial(1)]],
      answer: async () => {
        throw new TypeError('a bug');
      },
    });
    await expect(service.submitDue()).rejects.toThrow('a bug');
  });

  it('stops when the ledger answered none of the changes, rather than asking the same again', async () => {
    const {service, submissions} = givenService({due: [[serial(1)], [serial(2)]], answer: async () => []});
    expect(await service.submitDue()).toEqual({sent: 1, stored: 1, linked: 0, deferred: false});
    expect(submissions.due).toHaveBeenCalledTimes(1);
  });

  it("tells each manufacturer's notification groups of its new failures, once per manufacturer", async () => {
    const {service, notify} = givenService({
      due: [[serial(1), serial(2)]],
      stored: [failure(11, 3), failure(12, 4), failure(13, 3)],
    });
    await service.submitDue();
    expect(notify.ledgerFailures.mock.calls).toEqual([
      [3, [failure(11, 3), failure(13, 3)].map(f => ({...f, time: expect.any(Date)}))],
      [4, [expect.objectContaining({recordId: 12})]],
    ]);
  });

  it('doubles the wait after each failure in a row, up to the maximum', () => {
    const {service} = givenService({});
    expect([1, 2, 3, 7, 40].map(n => service.backoff(n))).toEqual([1000, 2000, 4000, 60_000, 60_000]);
  });
});
