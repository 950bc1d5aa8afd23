import {readFile} from 'node:fs/promises';
import {createServer, IncomingMessage, Server, ServerResponse} from 'node:http';
import {AddressInfo} from 'node:net';
import {join} from 'node:path';

/** The paths the sync operations read, relative to the source's base URL, and the fixture file of each. */
export const SOURCE_PATHS = {
  cecInstallers: {path: '/cec/installers', file: 'cec-installers.json'},
  cecProducts: {path: '/cec/products', file: 'cec-products.json'},
  manufacturerProducts: {path: '/manufacturer-products', file: 'manufacturer-products.json'},
  referenceData: {path: '/api/endpoint', file: 'vsp-endpoint.json'},
  newApps: {path: '/apps/new', file: 'new-apps.json'},
} as const;
export const CERT_INFO_PATH = '/cert-info/';
export const ANALYTICS_PATH = '/analytics';

/**
 * The built-in source service (server.md section 6): serves the files under fixtures/sources/ at the
 * paths the sync operations read, as the real sources would. Tests replace a path's body or make it fail.
 */
export class FixtureSource {
  private server?: Server;
  private readonly replaced = new Map<string, {status: number; body: string}>();
  /** Milliseconds every answer waits first (a slow source). */
  delayMs = 0;
  url = '';

  constructor(private readonly dir: string) {}

  /** Answers `path` with `body` (an object is sent as JSON) and `status` instead of its file. */
  replace(path: string, body: unknown, status = 200): void {
    this.replaced.set(path, {status, body: typeof body === 'string' ? body : JSON.stringify(body)});
  }

  restore(path?: string): void {
    if (path) this.replaced.delete(path);
    else this.replaced.clear();
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://source');
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, {'content-type': type});
      res.end(body);
    };
    if (this.delayMs) await new Promise(resolve => setTimeout(resolve, this.delayMs));
    const replaced = this.replaced.get(url.pathname);
    if (replaced) return send(replaced.status, replaced.body);
    try {
      const known = Object.values(SOURCE_PATHS).find(p => p.path === url.pathname);
      if (known) return send(200, await readFile(join(this.dir, known.file), 'utf8'));
      if (url.pathname.startsWith(CERT_INFO_PATH)) {
        const name = decodeURIComponent(url.pathname.slice(CERT_INFO_PATH.length));
        const certs = JSON.parse(await readFile(join(this.dir, 'cert-info.json'), 'utf8')) as Record<string, unknown>;
        const cert = Object.entries(certs).find(([key]) => key.toLowerCase() === name.trim().toLowerCase());
        return cert
          ? send(200, JSON.stringify(cert[1]))
          : send(404, JSON.stringify({message: 'certificate not found'}));
      }
      if (url.pathname === ANALYTICS_PATH) return send(200, await this.analytics(url), 'text/csv');
      send(404, JSON.stringify({message: 'not found'}));
    } catch (err) {
      send(500, JSON.stringify({message: (err as Error).message}));
    }
  }

  /** The analytics lines whose time falls between `from` and `to` (date-times), with the header. */
  private async analytics(url: URL): Promise<string> {
    const from = Date.parse(url.searchParams.get('from') ?? '');
    const to = Date.parse(url.searchParams.get('to') ?? '');
    const [header, ...lines] = (await readFile(join(this.dir, 'analytics.csv'), 'utf8')).trim().split('\n');
    const kept = lines.filter(line => {
      const time = Date.parse(line.slice(0, line.indexOf(',')));
      return (Number.isNaN(from) || time >= from) && (Number.isNaN(to) || time <= to);
    });
    return [header, ...kept].join('\n') + '\n';
  }
}
