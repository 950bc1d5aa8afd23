import {createServer, IncomingMessage, Server, ServerResponse} from 'node:http';
import {AddressInfo} from 'node:net';
import {LedgerCatalogue} from './ledger-catalogue';
import {LEDGER_ERRORS, LedgerAnswer, LedgerChange, LedgerLink, LedgerSubmission} from './ledger-protocol';

/** How the simulated ledger behaves now: up or down (503), and how long each answer takes. */
export interface LedgerSimulatorMode {
  down: boolean;
  delayMs: number;
}

/**
 * The regulator's serial ledger, simulated (server.md section 4): a small HTTP service answering
 * `POST /records` from the CEC product list and the supplier links, so that every error kind can be
 * produced on purpose (a brand not on the list, a model not of its brand, a supplier not linked to the
 * brand). Answers are idempotent by key. `POST /links` ({links: [{brand, supplier}]}) teaches it supplier
 * links, as the real ledger learns them from the weekly supplier list; status updates (action status) are
 * recorded per serial. `POST /control` ({down, delayMs}) makes it down or slow on demand.
 */
export class LedgerSimulator {
  /**
   * How many keys it remembers (answers, acceptances, serials' status updates); the oldest are forgotten first, so a
   * long-running process stays flat (about 1 MB per 10,000 keys). A forgotten key is judged again if it comes back.
   */
  static readonly REMEMBERED = 100_000;
  private server?: Server;
  private readonly answers = new Map<string, LedgerAnswer>();
  /** Changes the ledger accepted, per key (a key accepted twice would be a change sent twice). */
  readonly accepted = new Map<string, number>();
  /** The status updates it recorded, per upper-case serial, oldest first. */
  readonly statusUpdates = new Map<string, {status: string; reason: string | undefined}[]>();
  mode: LedgerSimulatorMode = {down: false, delayMs: 0};
  url = '';

  constructor(private catalogue: LedgerCatalogue) {}

  setCatalogue(catalogue: LedgerCatalogue): void {
    this.catalogue = catalogue;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>(resolve => this.server!.listen(port, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>(resolve => server.close(() => resolve()));
  }

  /** Learns supplier links (a link it knows already stays as it is). */
  learn(links: LedgerLink[]): void {
    for (const l of links) {
      const key = l.brand.toLowerCase();
      this.catalogue.suppliers.set(key, (this.catalogue.suppliers.get(key) ?? new Set()).add(l.supplier.toLowerCase()));
    }
  }

  /** The answer to one change: the first answer of its key, or a new one. */
  answer(change: LedgerChange): LedgerAnswer {
    const known = this.answers.get(change.key);
    if (known) return known;
    remember(this.accepted, change.key, (this.accepted.get(change.key) ?? 0) + 1);
    const answer = this.judge(change);
    remember(this.answers, change.key, answer);
    if (change.action === 'status' && answer.status === 'pass') {
      const serial = change.serial.toUpperCase();
      remember(this.statusUpdates, serial, [
        ...(this.statusUpdates.get(serial) ?? []),
        {status: change.status ?? 'available', reason: change.reason},
      ]);
    }
    return answer;
  }

  private judge(change: LedgerChange): LedgerAnswer {
    const time = new Date().toISOString();
    const brand = this.catalogue.brands.get(change.brand.toLowerCase());
    const model = brand?.models.get(change.model.toLowerCase()) ?? null;
    const linked =
      !change.distributorName ||
      !!this.catalogue.suppliers.get(change.brand.toLowerCase())?.has(change.distributorName.toLowerCase());
    const source = {
      sourceBrand: brand?.name ?? null,
      sourceModel: model,
      sourceDistributorName: linked ? change.distributorName : null,
    };
    if (change.action === 'delete') return {key: change.key, status: 'deleted', error: null, ...source, time};
    const error = !brand ? LEDGER_ERRORS.brand : !model ? LEDGER_ERRORS.model : !linked ? LEDGER_ERRORS.supplier : null;
    return {key: change.key, status: error ? 'fail' : 'pass', error, ...source, time};
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {'content-type': 'application/json'});
      res.end(JSON.stringify(body));
    };
    try {
      const body = await readBody(req);
      if (req.method === 'POST' && req.url === '/control') {
        const wanted = JSON.parse(body || '{}') as Partial<LedgerSimulatorMode>;
        this.mode = {down: !!wanted.down, delayMs: Math.max(0, Number(wanted.delayMs) || 0)};
        return send(200, this.mode);
      }
      if (req.method !== 'POST' || !['/records', '/links'].includes(req.url ?? ''))
        return send(404, {message: 'not found'});
      if (this.mode.delayMs) await new Promise(resolve => setTimeout(resolve, this.mode.delayMs));
      if (this.mode.down) return send(503, {message: 'ledger unavailable'});
      if (req.url === '/links') {
        const {links} = JSON.parse(body) as {links?: LedgerLink[]};
        if (!Array.isArray(links)) return send(400, {message: 'links required'});
        this.learn(links);
        return send(200, {linked: links.length});
      }
      const submission = JSON.parse(body) as LedgerSubmission;
      if (!Array.isArray(submission.records)) return send(400, {message: 'records required'});
      send(200, {batchId: submission.batchId, records: submission.records.map(r => this.answer(r))});
    } catch (err) {
      send(400, {message: (err as Error).message});
    }
  }
}

/** Sets `key` as the newest entry of `map`, forgetting the oldest beyond LedgerSimulator.REMEMBERED. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > LedgerSimulator.REMEMBERED) map.delete(map.keys().next().value!);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
