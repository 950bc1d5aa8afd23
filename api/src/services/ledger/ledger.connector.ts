import {BindingScope, inject, injectable} from '@loopback/core';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {LedgerAnswer, LedgerChange, LedgerLink, LedgerReply} from './ledger-protocol';

/** The ledger could not be reached or did not answer properly: the changes stay due and are tried again later. */
export class LedgerUnavailableError extends Error {}

/** Talks to the regulator's serial ledger. */
export interface LedgerConnector {
  submit(batchId: string, records: LedgerChange[]): Promise<LedgerAnswer[]>;
  /** Tells the ledger of supplier links (idempotent: a link it knows stays as it is). */
  link(links: LedgerLink[]): Promise<void>;
}

/** The one real connector: JSON over HTTP to a configurable base URL, each call within a time limit. */
@injectable({scope: BindingScope.SINGLETON})
export class HttpLedgerConnector implements LedgerConnector {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(@inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'ledger'>) {
    this.baseUrl = config.ledger.url ?? '';
    this.timeoutMs = config.ledger.timeoutMs;
  }

  async submit(batchId: string, records: LedgerChange[]): Promise<LedgerAnswer[]> {
    const res = await this.post('/records', {batchId, records});
    let reply: LedgerReply;
    try {
      reply = (await res.json()) as LedgerReply;
    } catch (err) {
      throw new LedgerUnavailableError(`ledger answer unreadable: ${(err as Error).message}`);
    }
    if (!Array.isArray(reply?.records)) throw new LedgerUnavailableError('ledger answer has no records');
    const sent = new Set(records.map(r => r.key));
    return reply.records.filter(a => sent.has(a.key) && ['pass', 'fail', 'deleted', 'pending'].includes(a.status));
  }

  async link(links: LedgerLink[]): Promise<void> {
    await this.post('/links', {links});
  }

  private async post(path: string, body: object): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json'},
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new LedgerUnavailableError(`ledger unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new LedgerUnavailableError(`ledger answered ${res.status}`);
    return res;
  }
}
