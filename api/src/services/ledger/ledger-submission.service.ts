import {BindingScope, inject, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {AppConfig, LedgerConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {NotifyService} from '../notify/notify.service';
import {HttpLedgerConnector, LedgerConnector, LedgerUnavailableError} from './ledger.connector';
import {LedgerChange} from './ledger-protocol';
import {DueSerial, LedgerRecordRepository, StoredFailure} from './ledger-record.repository';
import {ConnectorState, LedgerSubmissionRepository} from './ledger-submission.repository';

export const LEDGER_QUEUE = 'ledger-submit';

/** What one run did. */
export interface SubmissionOutcome {
  sent: number;
  stored: number;
  /** Supplier links told to the ledger. */
  linked: number;
  /** The ledger was down (or inside its back-off): what is due stays due. */
  deferred: boolean;
}

/** Sends jobs to a queue (the process's JobQueue). */
export interface JobSender {
  send(name: string, data: object, options?: {singletonKey?: string; singletonSeconds?: number}): Promise<unknown>;
}

/**
 * The ledger submission job (server.md section 4): tells the ledger of new supplier links, then sends the due
 * serials (new, deleted, restored) and status updates in batches through the connector and stores each answer. A ledger that is down defers the run: every
 * replica waits out the shared back-off, and the serials stay due until answered. Each change goes
 * under its own key, which the ledger answers idempotently, and is stored once by that key.
 */
@injectable({scope: BindingScope.SINGLETON})
export class LedgerSubmissionService {
  readonly queue = LEDGER_QUEUE;
  private readonly config: Pick<LedgerConfig, 'batchSize' | 'backoffBaseMs' | 'backoffMaxMs' | 'pollMs'>;
  private readonly log = (m: string) => console.warn(m);

  constructor(
    @service(LedgerSubmissionRepository) private readonly submissions: LedgerSubmissionRepository,
    @service(LedgerRecordRepository) private readonly records: LedgerRecordRepository,
    @service(HttpLedgerConnector) private readonly connector: LedgerConnector,
    /** Tells a manufacturer's notification groups of its new ledger failures (server.md section 8). */
    @service(NotifyService) private readonly notify: Pick<NotifyService, 'ledgerFailures'>,
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'ledger'>,
  ) {
    this.config = config.ledger;
  }

  async run(): Promise<void> {
    await this.submitDue();
  }

  /** Sends what is due until nothing is, the ledger fails, or another process is already sending. */
  async submitDue(): Promise<SubmissionOutcome> {
    const outcome: SubmissionOutcome = {sent: 0, stored: 0, linked: 0, deferred: false};
    // The work answers nothing: whether it ran at all (the lock was free) is this flag.
    let ran = false;
    await this.submissions.exclusively(async () => {
      ran = true;
      for (;;) {
        const state = await this.submissions.connectorState();
        if (state.retryAfter && state.retryAfter.getTime() > Date.now()) return void (outcome.deferred = true);
        // Links first, so that a supplier's serials sent next meet a ledger that knows the supplier.
        const links = await this.submissions.dueLinks(this.config.batchSize);
        if (links.length) {
          const told = await this.call('links', state, () =>
            this.connector.link(links.map(({brand, supplier}) => ({brand, supplier}))).then(() => true),
          );
          if (!told) return void (outcome.deferred = true);
          await this.submissions.markLinksSent(links);
          outcome.linked += links.length;
          continue;
        }
        const serials = await this.submissions.due(this.config.batchSize);
        const due = [...serials, ...(await this.submissions.dueStatusChanges(this.config.batchSize - serials.length))];
        if (!due.length) return;
        const sent = new Map(due.map(s => [changeKey(s), s]));
        const answers = await this.call('submission', state, () =>
          this.connector.submit(
            randomUUID(),
            [...sent].map(([key, s]) => changeOf(key, s)),
          ),
        );
        if (!answers) return void (outcome.deferred = true);
        outcome.sent += sent.size;
        const saved = await this.records.saveAnswers(sent, answers);
        outcome.stored += saved.stored;
        await this.tellFailures(saved.failures);
        await this.submissions.recordSuccess();
        // A ledger that answered none of them would be asked the same forever: wait for the next run.
        if (!answers.length) return;
      }
    });
    return ran ? outcome : {...outcome, deferred: true};
  }

  /**
   * One call to the ledger; undefined when it is unavailable, after recording the failure and its back-off (logged
   * once per streak). Any other error is thrown: the job is retried.
   */
  private async call<T>(what: string, state: ConnectorState, send: () => Promise<T>): Promise<T | undefined> {
    try {
      return await send();
    } catch (err) {
      if (!(err instanceof LedgerUnavailableError)) throw err;
      await this.submissions.recordFailure(err.message, n => this.backoff(n));
      if (state.failures === 0) this.log(`ledger ${what} deferred (retried with back-off): ${err.message}`);
      return undefined;
    }
  }

  /** The answers are stored whatever happens here: a mail that cannot be queued is logged, not retried. */
  private async tellFailures(failures: StoredFailure[]): Promise<void> {
    const byManufacturer = new Map<number, StoredFailure[]>();
    for (const f of failures)
      byManufacturer.set(f.manufacturerId, [...(byManufacturer.get(f.manufacturerId) ?? []), f]);
    for (const [manufacturerId, records] of byManufacturer)
      await this.notify
        .ledgerFailures(manufacturerId, records)
        .catch(err =>
          this.log(`ledger failure mail for manufacturer ${manufacturerId} not queued: ${(err as Error).message}`),
        );
  }

  /** The wait after the n-th failure in a row: base, doubled each time, at most the maximum. */
  backoff(failures: number): number {
    return Math.min(this.config.backoffMaxMs, this.config.backoffBaseMs * 2 ** Math.min(30, failures - 1));
  }

  /**
   * Asks for a run every pollMs (a job, throttled to one per period across replicas), so that uploads,
   * deletions and restorations reach the ledger without their own code knowing of it. Answers the stop.
   */
  startPump(jobs: JobSender): () => void {
    const seconds = Math.max(1, Math.round(this.config.pollMs / 1000));
    const tick = () =>
      jobs
        .send(LEDGER_QUEUE, {}, {singletonKey: 'ledger', singletonSeconds: seconds})
        .catch(err => this.log(`ledger pump: ${(err as Error).message}`));
    const timer = setInterval(tick, this.config.pollMs);
    timer.unref();
    void tick();
    return () => clearInterval(timer);
  }
}

/** One key per change: a serial's upload answer by serial, upload and action; a status update by its change row. */
function changeKey(s: DueSerial): string {
  return s.statusChangeId ? `status:${s.statusChangeId}` : `${s.id}:${s.uploadId ?? 0}:${s.action}`;
}

function changeOf(key: string, s: DueSerial): LedgerChange {
  const change = {
    key,
    action: s.action,
    serial: s.serial,
    brand: s.brand,
    model: s.model,
    distributorName: s.distributorName,
  };
  return s.action === 'status' ? {...change, status: s.status, reason: s.reason} : change;
}
