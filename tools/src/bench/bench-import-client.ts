import {randomBytes} from 'node:crypto';
import {createReadStream, readFileSync, statSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {EventEmitter, once} from 'node:events';

/** The portal's own GraphQL: uploadFile (preview), importProduct, and upload(batchId) (the helpers of the acceptance tests, over plain HTTP). */
const UPLOAD_FILE = `mutation($file: Upload!, $type: Int!) { uploadFile(file: $file, type: $type) {
  originalName systemName index batchId
  sheets { index name enabled totalRowCount header { columns { columnIndex columnName rowIndex fieldName } } } } }`;
const IMPORT_PRODUCT = `mutation($product: ImportInput!) { importProduct(product: $product) { batchId status error } }`;
const UPLOAD_STATE = `query($batchId: ID!) { upload(batchId: $batchId) { status error rowsRead totalRecords success failed } }`;

interface Uploaded {
  originalName: string;
  systemName: string;
  index: number;
  batchId: string;
  sheets: Array<{
    index: number;
    name: string;
    enabled: boolean;
    totalRowCount: number;
    header: {columns: Array<{columnIndex: number; columnName: string; fieldName: string | null}>};
  }>;
}
export interface ImportState {
  status: string;
  error: string | null;
  rowsRead: number;
  totalRecords: number | null;
  success: number | null;
  failed: number | null;
}

function send(
  url: string,
  headers: Record<string, string | number>,
  body: (req: NodeJS.WritableStream) => Promise<void>,
): Promise<{status: number; text: string}> {
  return new Promise((resolve, reject) => {
    const req = request(url, {method: 'POST', headers}, res => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8')}));
      res.on('error', reject);
    });
    req.on('error', reject);
    body(req).catch(reject);
  });
}

function json(url: string, payload: unknown, token?: string) {
  const data = Buffer.from(JSON.stringify(payload));
  const headers: Record<string, string | number> = {'Content-Type': 'application/json', 'Content-Length': data.length};
  if (token) headers.Authorization = `Bearer ${token}`;
  return send(url, headers, async req => {
    req.end(data);
  });
}

function dataOf<T>(res: {status: number; text: string}, field: string): T {
  const body = JSON.parse(res.text) as {data?: Record<string, T>; errors?: unknown};
  if (res.status !== 200 || body.errors || !body.data?.[field])
    throw new Error(`${field}: HTTP ${res.status} ${res.text.slice(0, 500)}`);
  return body.data[field];
}

/** A portal user's session: the bearer token of POST /api/account/token. */
export class PortalClient {
  private constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  static async signIn(base: string, username: string, password: string): Promise<PortalClient> {
    const res = await json(`${base}/api/account/token`, {Username: username, Password: password});
    if (res.status !== 200) throw new Error(`sign-in as ${username}: HTTP ${res.status} ${res.text}`);
    return new PortalClient(base, (JSON.parse(res.text) as {token: string}).token);
  }

  gql(query: string, variables: Record<string, unknown>) {
    return json(`${this.base}/graphql`, {query, variables}, this.token);
  }

  /** uploadFile as a GraphQL multipart request (operations, map, then the file), the file streamed from disk. */
  async uploadFile(path: string, filename: string): Promise<Uploaded> {
    const boundary = `----voltcheck-bench-${randomBytes(12).toString('hex')}`;
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      part('operations', JSON.stringify({query: UPLOAD_FILE, variables: {file: null, type: 1}})) +
        part('map', JSON.stringify({'0': ['variables.file']})) +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + statSync(path).size + tail.length;
    const res = await send(
      `${this.base}/graphql`,
      {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': length,
        Authorization: `Bearer ${this.token}`,
      },
      async req => {
        req.write(head);
        for await (const chunk of createReadStream(path, {highWaterMark: 1 << 20})) {
          if (!req.write(chunk)) await once(req as unknown as EventEmitter, 'drain');
        }
        req.end(tail);
      },
    );
    return dataOf<Uploaded>(res, 'uploadFile');
  }

  /** importProduct with the proposed mapping of every sheet, as the portal sends it when the user accepts it. */
  async importProduct(up: Uploaded): Promise<void> {
    const product = {
      originalName: up.originalName,
      systemName: up.systemName,
      index: up.index,
      batchId: up.batchId,
      type: 1,
      sheets: up.sheets.map(s => ({
        name: s.name,
        index: s.index,
        enabled: s.enabled,
        header: {
          columns: s.header.columns.map(c => ({
            columnIndex: c.columnIndex,
            columnName: c.columnName,
            fieldName: c.fieldName,
          })),
        },
      })),
    };
    dataOf(await this.gql(IMPORT_PRODUCT, {product}), 'importProduct');
  }

  /** Polls upload(batchId) every `everyMs` until done or failed. */
  async waitFor(batchId: string, timeoutMs: number, everyMs = 200): Promise<ImportState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = dataOf<ImportState>(await this.gql(UPLOAD_STATE, {batchId}), 'upload');
      if (state.status === 'done' || state.status === 'failed') return state;
      if (Date.now() > deadline) throw new Error(`import ${batchId} still ${state.status} after ${timeoutMs / 1000} s`);
      await new Promise(r => setTimeout(r, everyMs));
    }
  }
}

/** Resident memory of one process from /proc: its peak (VmHWM) reset on demand, and sampled VmRSS per phase. */
export class RssWatch {
  private timer?: NodeJS.Timeout;
  private phase = 'idle';
  readonly peaks: Record<string, number> = {};

  constructor(private readonly pid: number) {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (!/node$/.test(cmd[0]) || !cmd.some(a => a.endsWith('dist/index.js')))
      throw new Error(`pid ${pid} is not the node server: ${cmd.join(' ')}`);
  }

  private kb(field: string): number {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  }

  /** Resident memory now, in MB (VmRSS). */
  rssMb(): number {
    return Math.round(this.kb('VmRSS') / 1024);
  }

  /** Resets the kernel's peak (clear_refs 5) so VmHWM covers this measurement only; false where that is not allowed. */
  start(): boolean {
    let reset = true;
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    } catch {
      reset = false;
    }
    for (const k of Object.keys(this.peaks)) delete this.peaks[k];
    this.timer = setInterval(() => this.sample(), 100);
    return reset;
  }

  mark(phase: string): void {
    this.sample();
    this.phase = phase;
  }

  private sample(): void {
    const mb = this.kb('VmRSS') / 1024;
    this.peaks[this.phase] = Math.max(this.peaks[this.phase] ?? 0, Math.round(mb));
  }

  /** The peak resident memory since start(), in MB (VmHWM). */
  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return Math.round(this.kb('VmHWM') / 1024);
  }
}
