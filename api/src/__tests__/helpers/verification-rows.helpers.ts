import {randomUUID} from 'node:crypto';
import type {Pool} from 'pg';

/**
 * Builders of the rows the verification, webhook and sync repositories read: app providers with their settings,
 * verification batches and their logs, webhook subscriptions and deliveries, sync runs. Each inserts what one test
 * needs into a migrated database (givenMigratedDatabase) and answers the ids.
 */

let sequence = 0;
const next = () => ++sequence;

export interface GivenAppProvider {
  id: number;
  name: string;
  clientId: string;
}

/** An app provider; `settings` by type (AllowedApps, MandatorySerialPhoto, TestMode), keyed by its client id. */
export async function givenAppProvider(
  db: Pool,
  p: {name?: string; settings?: Record<string, string>; secretHash?: string; ratePerMinute?: number} = {},
): Promise<GivenAppProvider> {
  const n = next();
  const name = p.name ?? `App ${n}`;
  const clientId = `app-${n}-${randomUUID().slice(0, 6)}`;
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO app_provider (name, client_id, secret_hash, rate_per_minute) VALUES ($1, $2, $3, $4) RETURNING id`,
    [name, clientId, p.secretHash ?? 'hash', p.ratePerMinute ?? 6000],
  );
  for (const [type, value] of Object.entries(p.settings ?? {}))
    await db.query('INSERT INTO setting (setting_type, setting_key, setting_value) VALUES ($1, $2, $3)', [
      type,
      clientId,
      value,
    ]);
  return {id: rows[0].id, name, clientId};
}

/** A verification batch of the provider, with its exchange as kept. */
export async function givenBatch(
  db: Pool,
  b: {
    appProviderId: number;
    requestId?: string;
    requestType?: 1 | 2 | 3;
    requestFormat?: 'json' | 'xml';
    requestBody?: string;
    responseFormat?: 'json' | 'xml';
    responseBody?: string;
    installationId?: number | null;
    isTest?: boolean;
    createdOn?: string;
  },
): Promise<string> {
  const {rows} = await db.query<{id: string}>(
    `INSERT INTO verification_batch (app_provider_id, request_id, request_hash, request_type, content_type, request_body,
                                     response_type, response_body, signature, installation_id, is_test, created_on)
     VALUES ($1, $2, 'hash', $3, $4, convert_to($5, 'UTF8'), $6, convert_to($7, 'UTF8'), 'signature', $8, $9,
             coalesce($10::timestamptz, now()))
     RETURNING id`,
    [
      b.appProviderId,
      b.requestId ?? `request-${next()}`,
      b.requestType ?? 3,
      b.requestFormat ?? 'json',
      b.requestBody ?? '{}',
      b.responseFormat ?? 'json',
      b.responseBody ?? '{}',
      b.installationId ?? null,
      b.isTest ?? false,
      b.createdOn ?? null,
    ],
  );
  return rows[0].id;
}

/** A verification log of a batch: not verified (status 0, NOT_FOUND) unless given. */
export async function givenProductLog(
  db: Pool,
  l: {
    batchId: string;
    serial: string;
    manufacturerId?: number | null;
    productId?: number | null;
    productSerialId?: number | null;
    installationId?: number | null;
    status?: 0 | 1;
    reason?: string;
    requesterType?: 1 | 2 | 3;
    requesterName?: string | null;
    appName?: string;
    brand?: string | null;
    comment?: string | null;
    requestedTime?: string;
    resolved?: boolean;
  },
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, installation_id, failed_serial, serial_norm,
                              requested_brand, requested_model, requester_name, requester_type, requester_app_name, requested_time,
                              is_parralel_import, parralel_import_comment, status, reason, resolved_on)
     VALUES ($1, $2, $3, $4, $5, $6, upper(regexp_replace($6, '\\s', '', 'g')), $7, 'MODEL', $8, $9, $10,
             coalesce($11::timestamptz, now()), $12::text IS NOT NULL, $12, $13, $14, CASE WHEN $15 THEN now() END)
     RETURNING id`,
    [
      l.batchId,
      l.productSerialId ?? null,
      l.manufacturerId ?? null,
      l.productId ?? null,
      l.installationId ?? null,
      l.serial,
      l.brand ?? null,
      l.requesterName === undefined ? 'Requester' : l.requesterName,
      l.requesterType ?? 3,
      l.appName ?? 'App',
      l.requestedTime ?? null,
      l.comment ?? null,
      l.status ?? 0,
      l.reason ?? (l.status === 1 ? 'VERIFIED' : 'NOT_FOUND'),
      !!l.resolved,
    ],
  );
  return rows[0].id;
}

/** A webhook subscription of a provider or a manufacturer (active, to both events, unless given). */
export async function givenSubscription(
  db: Pool,
  s: ({appProviderId: number} | {manufacturerId: number}) & {url?: string; events?: string[]; active?: boolean},
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO webhook_subscription (app_provider_id, manufacturer_id, url, events, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      'appProviderId' in s ? s.appProviderId : null,
      'manufacturerId' in s ? s.manufacturerId : null,
      s.url ?? `https://hooks.example.com/${next()}`,
      s.events ?? ['installation.released', 'serial.withdrawn'],
      s.active ?? true,
    ],
  );
  return rows[0].id;
}

/** A delivery of an event to a subscription (pending, never attempted nor queued, unless given). */
export async function givenDelivery(
  db: Pool,
  d: {
    subscriptionId: number;
    eventType?: string;
    status?: 'pending' | 'delivered' | 'failed';
    attempts?: number;
    queued?: boolean;
    createdOn?: string;
  },
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO webhook_delivery (subscription_id, event_id, event_type, payload, status, attempts, queued_on, created_on)
     VALUES ($1, $2, $3, '{"data": {}}', $4, $5, CASE WHEN $6 THEN now() END, coalesce($7::timestamptz, now())) RETURNING id`,
    [
      d.subscriptionId,
      randomUUID(),
      d.eventType ?? 'installation.released',
      d.status ?? 'pending',
      d.attempts ?? 0,
      !!d.queued,
      d.createdOn ?? null,
    ],
  );
  return rows[0].id;
}

/** A sync run of a kind (unfinished unless finishedAt is given). */
export async function givenSyncRun(
  db: Pool,
  r: {
    kind: string;
    startedAt?: string;
    finishedAt?: string;
    runningSince?: string;
    jobId?: string;
    error?: string;
  },
): Promise<string> {
  const {rows} = await db.query<{id: string}>(
    `INSERT INTO sync_run (kind, started_at, finished_at, running_since, job_id, error)
     VALUES ($1, coalesce($2::timestamptz, now()), $3, $4, $5, $6) RETURNING id::text`,
    [r.kind, r.startedAt ?? null, r.finishedAt ?? null, r.runningSince ?? null, r.jobId ?? null, r.error ?? null],
  );
  return rows[0].id;
}
