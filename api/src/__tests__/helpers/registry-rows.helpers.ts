import type {Pool} from 'pg';
import {DbDataSource} from '../../datasources';

/**
 * Builders of the rows the registry, account, staff, change-request, notification, audit and signing repositories
 * read, each inserting what one test needs into a migrated database (givenMigratedDatabase) and answering its id.
 * Manufacturers, suppliers, models, product lines, uploads and logs come from serial-rows.helpers.
 */

let sequence = 0;
const next = () => ++sequence;

/**
 * The LoopBack datasource of a test's database, on its pool, connected (as the server's is before it serves):
 * `execute` waits for a connection the datasource's other calls would have opened.
 */
export async function givenDataSource(db: Pool): Promise<DbDataSource> {
  const dataSource = new DbDataSource(db);
  await dataSource.connect();
  return dataSource;
}

/** An account (a manufacturer's administrator unless given), its username and email made unique. */
export async function givenAccount(
  db: Pool,
  u: {
    username?: string;
    email?: string;
    role?: string;
    firstName?: string;
    lastName?: string;
    manufacturerId?: number | null;
    distributorId?: number | null;
    isActive?: boolean;
    emailConfirmed?: boolean;
    lockoutEnd?: string | null;
    failedLogins?: number;
    designation?: string | null;
    profilePhoto?: string | null;
    deleted?: boolean;
  } = {},
): Promise<number> {
  const n = next();
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, manufacturer_id, distributor_id,
                           is_active, email_confirmed, lockout_end, failed_logins, designation, profile_photo, deleted_at)
     VALUES ($1, $2, 'hash', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $14 THEN now() END) RETURNING id`,
    [
      u.username ?? `account${n}`,
      u.email ?? `account${n}@example.com`,
      u.firstName ?? 'Ada',
      u.lastName ?? `Tester${n}`,
      u.role ?? 'madmin',
      u.manufacturerId ?? null,
      u.distributorId ?? null,
      u.isActive ?? true,
      u.emailConfirmed ?? true,
      u.lockoutEnd ?? null,
      u.failedLogins ?? 0,
      u.designation ?? null,
      u.profilePhoto ?? null,
      !!u.deleted,
    ],
  );
  return rows[0].id;
}

/** A link of a supplier to a manufacturer, from `startDate` (today unless given) to `endDate`. */
export async function givenLink(
  db: Pool,
  l: {distributorId: number; manufacturerId: number; startDate?: string; endDate?: string | null},
): Promise<void> {
  await db.query(
    `INSERT INTO distributor_manufacturer (distributor_id, manufacturer_id, start_date, end_date)
     VALUES ($1, $2, coalesce($3::date, current_date), $4)`,
    [l.distributorId, l.manufacturerId, l.startDate ?? null, l.endDate ?? null],
  );
}

/** A brand of the CEC list (approved unless given), without a manufacturer. */
export async function givenBrand(db: Pool, name: string, approved = true): Promise<number> {
  const {rows} = await db.query<{id: number}>('INSERT INTO brand (name, approved) VALUES ($1, $2) RETURNING id', [
    name,
    approved,
  ]);
  return rows[0].id;
}

/** An importer of the weekly supplier list. */
export async function givenImporter(db: Pool, name: string, abn: string | null = null): Promise<number> {
  const {rows} = await db.query<{id: number}>('INSERT INTO importer (name, abn) VALUES ($1, $2) RETURNING id', [
    name,
    abn,
  ]);
  return rows[0].id;
}

/** An accredited installer (its accreditation code unique unless given). */
export async function givenInstaller(
  db: Pool,
  i: {
    accCode?: string;
    firstName?: string;
    lastName?: string;
    status?: string | null;
    saaCode?: string | null;
    updatedOn?: string;
    expiryDate?: string | null;
  } = {},
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO installer (acc_code, first_name, last_name, status, saa_code, expiry_date, updated_on)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now())) RETURNING id`,
    [
      i.accCode ?? `A${100000 + next()}`,
      i.firstName ?? 'Ivy',
      i.lastName ?? 'Installer',
      i.status === undefined ? 'Current' : i.status,
      i.saaCode ?? null,
      i.expiryDate ?? null,
      i.updatedOn ?? null,
    ],
  );
  return rows[0].id;
}

/** A suburb and its postcode. */
export async function givenPostcode(
  db: Pool,
  p: {suburb: string; state: string; postcode: string; latitude?: number; longitude?: number},
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    'INSERT INTO postcode (suburb, state, postcode, latitude, longitude) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [p.suburb, p.state, p.postcode, p.latitude ?? null, p.longitude ?? null],
  );
  return rows[0].id;
}

/** A change request linking a supplier to a manufacturer (open, unapproved, from 2026-01-01 unless given). */
export async function givenChangeRequest(
  db: Pool,
  c: {
    manufacturerId: number;
    distributorId: number;
    createdBy: number;
    title?: string;
    startDate?: string;
    status?: 'Open' | 'Closed';
    assigneeIds?: number[];
  },
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO change_request (title, manufacturer_id, distributor_id, start_date, created_by, status, assignee_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      c.title ?? `Request ${next()}`,
      c.manufacturerId,
      c.distributorId,
      c.startDate ?? '2026-01-01',
      c.createdBy,
      c.status ?? 'Open',
      c.assigneeIds ?? [],
    ],
  );
  return rows[0].id;
}

/** A notification group of the manufacturer (enabled, receiving every kind of mail, unless given). */
export async function givenGroup(
  db: Pool,
  g: {manufacturerId: number; groupName?: string; enabled?: boolean; deleted?: boolean; mailKinds?: string[]},
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO notification_group (manufacturer_id, group_name, description, enabled, deleted, mail_kinds)
     VALUES ($1, $2, 'A group', $3, $4, $5) RETURNING id`,
    [
      g.manufacturerId,
      g.groupName ?? `Group ${next()}`,
      g.enabled ?? true,
      g.deleted ?? false,
      g.mailKinds ?? ['digest', 'overdue', 'ledger'],
    ],
  );
  return rows[0].id;
}

/** A notification contact of the manufacturer, in the groups given. */
export async function givenContact(
  db: Pool,
  c: {manufacturerId: number; email?: string; groupIds?: number[]; enabled?: boolean; unsubscribed?: boolean},
): Promise<{id: number; token: string}> {
  const {rows} = await db.query<{id: number; token: string}>(
    `INSERT INTO notification_user (manufacturer_id, email, enabled, unsubscribed_on)
     VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END) RETURNING id, unsubscribe_token::text AS token`,
    [c.manufacturerId, c.email ?? `contact${next()}@example.com`, c.enabled ?? true, !!c.unsubscribed],
  );
  for (const groupId of c.groupIds ?? [])
    await db.query('INSERT INTO notification_group_user (group_id, user_id) VALUES ($1, $2)', [groupId, rows[0].id]);
  return rows[0];
}

/** An audit entry, at `createdAt` (now unless given). */
export async function givenAuditEntry(
  db: Pool,
  a: {userId?: number | null; action: string; entity: string; entityId?: string | null; createdAt?: string},
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO audit_log (user_id, action, entity, entity_id, after, created_at)
     VALUES ($1, $2, $3, $4, '{"n": 1}', coalesce($5::timestamptz, now())) RETURNING id`,
    [a.userId ?? null, a.action, a.entity, a.entityId ?? null, a.createdAt ?? null],
  );
  return rows[0].id;
}
