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
  /** Requests allowed per minute and client address on token, forgot and register. */
  rateLimits: {token: number; forgot: number; register: number};
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
  logRequests: boolean;
  /**
   * The administrator allow-lists of server.md section 10, as usernames: who may activate
   * manufacturers, and who may change users, app providers and settings. Unset: every administrator.
   */
  adminAllowList: {manufacturers: string[] | null; settings: string[] | null};
  /** How long a live connection's access check holds before the next event re-checks it (ms). */
  liveRecheckMs: number;
}

const repoRoot = resolve(__dirname, '..', '..');

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
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54329),
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 20),
    jwtSecret: overrides.jwtSecret ?? jwtSecretFor(env, dataDir),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 8 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'VoltCheck <no-reply@voltcheck.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    rateLimits: {
      token: int(env.RATE_LIMIT_TOKEN, 30),
      forgot: int(env.RATE_LIMIT_FORGOT, 10),
      register: int(env.RATE_LIMIT_REGISTER, 10),
    },
    lockout: {maxFailures: 5, minutes: 15},
    portalDist: join(repoRoot, 'portal-ui', 'dist'),
    adminDist: join(repoRoot, 'admin-ui', 'dist'),
    migrationsDir: join(repoRoot, 'migrations'),
    fixturesDir: join(repoRoot, 'fixtures'),
    loadDemoFixtures: env.LOAD_DEMO_FIXTURES !== 'false',
    runWorkers: env.RUN_WORKERS !== 'false',
    logRequests: env.LOG_REQUESTS === 'true',
    adminAllowList: {
      manufacturers: list(env.ADMIN_ALLOWLIST_MANUFACTURERS),
      settings: list(env.ADMIN_ALLOWLIST_SETTINGS),
    },
    liveRecheckMs: int(env.LIVE_RECHECK_MS, 3000),
  };
  return {...config, ...overrides, dataDir};
}
