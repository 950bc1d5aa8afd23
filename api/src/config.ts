import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {randomBytes} from 'node:crypto';
import {join, resolve} from 'node:path';

/** Everything the API reads from its environment, read here and nowhere else. */
export interface AppConfig {
  env: string;
  port: number;
  host: string;
  /** Folder for the embedded database, mail files, stored files and the generated secret. */
  dataDir: string;
  /** Set: use this PostgreSQL. Unset: start the embedded one under dataDir. */
  databaseUrl?: string;
  /** Set: a streaming replica of databaseUrl that listings, reports and dashboards read from. Unset: the primary. */
  databaseReadUrl?: string;
  embeddedPort: number;
  /** Connections the API keeps to PostgreSQL. */
  databasePoolSize: number;
  jwtSecret: string;
  /** Lifetime of a portal bearer token, in seconds (8 hours by default). */
  tokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  /** The address users reach the portal at; emailed links start with it. */
  publicUrl: string;
  /**
   * When the notification mails go out (server.md section 8): cron expressions read in `timeZone`
   * (NOTIFY_DIGEST_CRON, NOTIFY_OVERDUE_CRON, NOTIFY_TIME_ZONE); an empty expression turns that mail off.
   */
  notify: {digestCron: string; overdueCron: string; timeZone: string};
  /** Requests allowed per minute and client address on token, forgot, register and the public recall check. */
  rateLimits: {token: number; forgot: number; register: number; recallCheck: number};
  /**
   * Which proxies' X-Forwarded-For to believe (express's `trust proxy`): 'loopback' by default; behind a load balancer
   * on another address (TRUST_PROXY, e.g. a subnet or a hop count), or rate limits would count the balancer's address.
   */
  trustProxy: string | number;
  lockout: {maxFailures: number; minutes: number};
  /** Folders with the built UIs. */
  portalDist: string;
  adminDist: string;
  migrationsDir: string;
  fixturesDir: string;
  /** Load the demo fixtures on a database that has never had them. */
  loadDemoFixtures: boolean;
  /** Run background job workers in this process. */
  runWorkers: boolean;
  /**
   * The administrator allow-lists of server.md section 10, as usernames: who may activate
   * manufacturers, and who may change users, app providers and settings. Unset: every administrator.
   */
  adminAllowList: {manufacturers: string[] | null; settings: string[] | null};
  /** How long a live connection's access check holds before the next event re-checks it (ms). */
  liveRecheckMs: number;
  /**
   * A status change or recall selecting more than `threshold` serials runs as a job (STATUS_JOB_THRESHOLD, 10,000),
   * `batchSize` serials per statement (STATUS_JOB_BATCH, 50,000), with live progress after each batch.
   */
  statusJobs: {threshold: number; batchSize: number};
  /**
   * Error details for developers: GraphQL errors carry stack traces and unexpected errors their own
   * message. Off unless DEBUG_ERRORS=true, whatever NODE_ENV says (docs/security.md).
   */
  debugErrors: boolean;
  /** Browser origins allowed to call the API from another site (CORS); empty: same origin only; '*': any, never with credentials. */
  corsOrigins: string[] | '*';
  /** What one caller may send to /graphql (docs/security.md, "GraphQL limits" and "Bodies and uploads"). */
  limits: {graphql: {anonymous: GraphqlLimits; signedIn: GraphqlLimits}; uploads: UploadLimits};
  /** The regulator's serial ledger (server.md section 4). */
  ledger: LedgerConfig;
  /** The external sources of the sync operations (server.md section 6). */
  sources: SourcesConfig;
  /** Webhook deliveries: addresses of this machine only in tests; the first retry's delay. */
  webhooks: {allowLocal: boolean; retryDelaySeconds: number};
  /** How long a rotated signing key is published before it signs (at least the JWKS's max-age, 300 s). */
  signing: {prePublishSeconds: number};
  /** Where stored files live: the folder DATA_DIR/files, or an S3-compatible bucket (STORAGE_URL=s3://bucket[/prefix]). */
  storage: StorageConfig;
}

/** An S3-compatible bucket, addressed with the AWS SDK's standard variables. */
export interface S3StorageConfig {
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  /** AWS_ENDPOINT_URL_S3 (MinIO, Ceph, a test server): addressed path-style. Unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (AWS_SESSION_TOKEN); unset: the SDK's own chain (instance or pod roles). */
  credentials?: {accessKeyId: string; secretAccessKey: string; sessionToken?: string};
}

export type StorageConfig = {kind: 'folder'} | ({kind: 's3'} & S3StorageConfig);

export interface LedgerConfig {
  /** The ledger's base URL; unset: the process starts the bundled ledger simulator and uses it. */
  url?: string;
  /** Serials sent per request. */
  batchSize: number;
  /**
   * How often each worker process asks for a submission run (ms); 0: this process neither asks nor sends
   * (the default under NODE_ENV=test, where many test servers share one database: a test turns it on).
   */
  pollMs: number;
  /** Wait after the first failed call to a down ledger, doubled per further failure up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** One call's time limit (ms): a slower ledger counts as down. */
  timeoutMs: number;
}

export interface SourcesConfig {
  /** Base URL of the CEC lists, manufacturer products, new apps, cert info and analytics; unset: the bundled fixture source. */
  url?: string;
  /** The verification-service registry (`GET {vsp host}/api/endpoint`); unset: the bundled fixture source. */
  vspUrl?: string;
  /** One fetch's time limit (ms). */
  timeoutMs: number;
  /** Folder the bundled fixture source serves. */
  fixturesDir: string;
  /**
   * This process runs the data syncs' jobs (with runWorkers). Off by default under NODE_ENV=test, where many
   * test servers share one database that a sync would change under the others: a test turns it on.
   */
  runSyncs: boolean;
}

/** The bounds of one GraphQL request, checked before it runs (and, for the answer, before it is sent). */
export interface GraphqlLimits {
  /** JSON body, bytes. */
  bodyBytes: number;
  /** Lexical tokens of the query document. */
  tokens: number;
  aliases: number;
  /** Nesting of fields (introspection's own nesting not counted). */
  depth: number;
  directives: number;
  /** graphql-query-complexity's sum: 1 a field, times the page size for lists (graphql/limits.ts). */
  cost: number;
  /** The answer's JSON, bytes. */
  responseBytes: number;
}

/** Multipart uploads to /graphql. */
export interface UploadLimits {
  filesPerRequest: number;
  /** Bytes one caller may be sending at once (all its uploads in progress on this process). */
  inFlightBytesPerCaller: number;
  /** Bytes one caller may upload per hour, counted across replicas. */
  bytesPerHour: number;
}

const MB = 1024 * 1024;

/** Defaults of docs/security.md: anonymous callers may run only the public operations, within small bounds. */
export const DEFAULT_GRAPHQL_LIMITS: AppConfig['limits']['graphql'] = {
  anonymous: {
    bodyBytes: 128 * 1024,
    tokens: 200,
    aliases: 5,
    depth: 4,
    directives: 5,
    cost: 20,
    responseBytes: 64 * 1024,
  },
  signedIn: {
    bodyBytes: 10 * MB,
    tokens: 5000,
    aliases: 30,
    depth: 12,
    directives: 20,
    cost: 25_000,
    responseBytes: 20 * MB,
  },
};

/** Origins as CORS_ORIGINS lists them (`https://portal.example.com`), checked at start. */
function origins(value: string | undefined): string[] | '*' {
  const items = (value ?? '')
    .split(',')
    .map(v => v.trim())
    .filter(Boolean);
  if (items.includes('*')) return '*';
  return items.map(item => {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, ''))
      throw new Error(`CORS_ORIGINS: "${item}" is not an origin such as https://portal.example.com`);
    return url.origin;
  });
}

const repoRoot = resolve(__dirname, '..', '..');

/** STORAGE_URL: unset keeps the folder; `s3://bucket[/prefix]` chooses the bucket. */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const url = env.STORAGE_URL?.trim();
  if (!url) return {kind: 'folder'};
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL: "${url}" is not s3://<bucket>[/<prefix>]`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: match[1],
    prefix: prefix ? `${prefix}/` : '',
    endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? {sessionToken: env.AWS_SESSION_TOKEN} : {}),
          }
        : undefined,
  };
}

function list(value: string | undefined): string[] | null {
  const items = (value ?? '')
    .split(',')
    .map(v => v.trim().toLowerCase())
    .filter(Boolean);
  return items.length ? items : null;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** In production JWT_SECRET is required; otherwise one is generated once and kept in DATA_DIR. */
function jwtSecretFor(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, {recursive: true});
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, {mode: 0o600});
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = resolve(repoRoot, overrides.dataDir ?? env.DATA_DIR ?? '.data');
  const port = int(env.PORT, 3000);
  const config: AppConfig = {
    env: env.NODE_ENV ?? 'development',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54329),
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 20),
    jwtSecret: overrides.jwtSecret ?? jwtSecretFor(env, dataDir),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 8 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'VoltCheck <no-reply@voltcheck.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    notify: {
      digestCron: env.NOTIFY_DIGEST_CRON ?? '0 7 * * *',
      overdueCron: env.NOTIFY_OVERDUE_CRON ?? '0 9 * * *',
      timeZone: env.NOTIFY_TIME_ZONE || 'Australia/Sydney',
    },
    trustProxy: /^\d+$/.test(env.TRUST_PROXY ?? '') ? Number(env.TRUST_PROXY) : env.TRUST_PROXY || 'loopback',
    rateLimits: {
      token: int(env.RATE_LIMIT_TOKEN, 30),
      forgot: int(env.RATE_LIMIT_FORGOT, 10),
      register: int(env.RATE_LIMIT_REGISTER, 10),
      recallCheck: int(env.RATE_LIMIT_RECALL_CHECK, 30),
    },
    lockout: {maxFailures: 5, minutes: 15},
    portalDist: join(repoRoot, 'portal-ui', 'dist'),
    adminDist: join(repoRoot, 'admin-ui', 'dist'),
    migrationsDir: join(repoRoot, 'migrations'),
    fixturesDir: join(repoRoot, 'fixtures'),
    loadDemoFixtures: env.LOAD_DEMO_FIXTURES !== 'false',
    runWorkers: env.RUN_WORKERS !== 'false',
    adminAllowList: {
      manufacturers: list(env.ADMIN_ALLOWLIST_MANUFACTURERS),
      settings: list(env.ADMIN_ALLOWLIST_SETTINGS),
    },
    liveRecheckMs: int(env.LIVE_RECHECK_MS, 3000),
    statusJobs: {threshold: int(env.STATUS_JOB_THRESHOLD, 10_000), batchSize: int(env.STATUS_JOB_BATCH, 50_000)},
    debugErrors: env.DEBUG_ERRORS === 'true',
    corsOrigins: origins(env.CORS_ORIGINS),
    limits: {
      graphql: DEFAULT_GRAPHQL_LIMITS,
      uploads: {
        filesPerRequest: 5,
        inFlightBytesPerCaller: 2 * (100 * MB + MB),
        bytesPerHour: int(env.UPLOAD_MB_PER_HOUR, 4096) * MB,
      },
    },
    ledger: {
      url: env.LEDGER_URL?.replace(/\/$/, '') || undefined,
      batchSize: int(env.LEDGER_BATCH_SIZE, 500),
      pollMs: int(env.LEDGER_POLL_MS, env.NODE_ENV === 'test' ? 0 : 2000),
      backoffBaseMs: int(env.LEDGER_BACKOFF_BASE_MS, 1000),
      backoffMaxMs: int(env.LEDGER_BACKOFF_MAX_MS, 5 * 60_000),
      timeoutMs: int(env.LEDGER_TIMEOUT_MS, 15_000),
    },
    signing: {prePublishSeconds: Math.max(int(env.SIGNING_PREPUBLISH_SECONDS, 600), env.NODE_ENV === 'test' ? 0 : 300)},
    webhooks: {
      // Deliveries to this machine (and plain http) only in tests: in production they would reach internal services.
      allowLocal: env.NODE_ENV === 'test' || env.WEBHOOKS_ALLOW_LOCAL === 'true',
      retryDelaySeconds: int(env.WEBHOOK_RETRY_DELAY_SECONDS, 30),
    },
    sources: {
      url: env.SOURCES_URL?.replace(/\/$/, '') || undefined,
      vspUrl: env.VSP_URL?.replace(/\/$/, '') || undefined,
      timeoutMs: int(env.SOURCES_TIMEOUT_MS, 120_000),
      fixturesDir: join(repoRoot, 'fixtures', 'sources'),
      runSyncs: env.SYNC_WORKERS ? env.SYNC_WORKERS === 'true' : env.NODE_ENV !== 'test',
    },
    storage: storageConfig(env),
  };
  return {...config, ...overrides, dataDir};
}
