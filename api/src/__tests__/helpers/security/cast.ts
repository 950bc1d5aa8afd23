import {AllowListName} from '../../../auth/access';
import {Role} from '../../../services/kernel/caller';
import {AppConfig} from '../../../config';
import {RunningServer} from '../../../server';
import {PERMISSION} from '../../../services/kernel';
import {givenAccount, signIn, TestAccount, uniqueName} from '../account.helpers';
import {givenImport} from '../import.helpers';
import {givenAppProvider, givenAppToken, postVerification, verificationRequest} from '../verification.helpers';

/** One caller of the security suite: who it is, and what the access rules should make of it. */
export interface CastMember {
  name: string;
  kind: 'anonymous' | 'app' | 'portal';
  token?: string;
  role?: Role;
  /** The home manufacturer's callers; `other` is the manufacturer of another brand. */
  tenant?: 'home' | 'other';
  /** Staff without any permission for the home manufacturer. */
  withoutPermissions?: boolean;
  /** An administrator left off this allow-list. */
  outsideAllowList?: AllowListName;
  /** Supplier-side accounts: they see the upload their distributor made, not the manufacturer's. */
  supplierSide?: boolean;
}

/** A manufacturer with its brand and one approved model, made for one run. */
export async function givenManufacturer(server: RunningServer, prefix = 'Sec Brand') {
  const name = uniqueName(prefix);
  const {rows} = await server.pool.query<{id: number; brand_id: number}>(
    `WITH b AS (INSERT INTO brand (name) VALUES ($1) RETURNING id),
          p AS (INSERT INTO product (brand_id, model, product_type, approved_date) SELECT id, $2, 'battery', '2020-01-01' FROM b)
     INSERT INTO manufacturer (brand_id, name, email) SELECT id, $1, $3 FROM b RETURNING id, brand_id`,
    [name, `${name}-M1`, `${name.toLowerCase().replace(/\s+/g, '')}@brand.example`],
  );
  return {id: rows[0].id, brand: name, model: `${name}-M1`};
}

/** A supplier company linked to the given manufacturers from today. */
export async function givenDistributor(server: RunningServer, manufacturerIds: number[]) {
  const name = uniqueName('Sec Supplier');
  const {rows} = await server.pool.query<{id: number}>(`INSERT INTO distributor (name) VALUES ($1) RETURNING id`, [
    name,
  ]);
  for (const manufacturerId of manufacturerIds)
    await server.pool.query(
      `INSERT INTO distributor_manufacturer (distributor_id, manufacturer_id, start_date) VALUES ($1, $2, current_date - 1)`,
      [rows[0].id, manufacturerId],
    );
  return {id: rows[0].id, name};
}

/** Every staff permission of document 000 for one manufacturer. */
export async function givenStaffPermissions(server: RunningServer, userId: number, manufacturerId: number) {
  await server.pool.query(
    `INSERT INTO staff_permission (user_id, manufacturer_id, permission_id) SELECT $1, $2, unnest($3::int[])`,
    [userId, manufacturerId, Object.values(PERMISSION)],
  );
}

/** The administrators of the cast, chosen before the server starts (the allow-lists are configuration). */
export function givenAllowListedAdmins() {
  const names = {
    admin: uniqueName('sec-admin'),
    outsideSettings: uniqueName('sec-admin-nosettings'),
    outsideManufacturers: uniqueName('sec-admin-nomanufacturers'),
  };
  // The demo `admin` stays on both lists: the builders (givenAppProvider) act as it.
  const config: Partial<AppConfig> = {
    adminAllowList: {
      settings: ['admin', names.admin, names.outsideManufacturers].map(n => n.toLowerCase()),
      manufacturers: ['admin', names.admin, names.outsideSettings].map(n => n.toLowerCase()),
    },
  };
  return {names, config};
}

async function tokenOf(server: RunningServer, account: TestAccount): Promise<string> {
  const res = await signIn(server, account.username, account.password);
  if (res.status !== 200) throw new Error(`sign-in of ${account.username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

const csvOf = (model: string, serials: string[]) =>
  Buffer.from(['Serial Number,Model', ...serials.map(s => `${s},${model}`)].join('\n') + '\n');

/**
 * The suite's world: a home manufacturer with staff, a linked supplier company with its three roles,
 * another brand's manufacturer, three administrators (one on both allow-lists, one off each), an app
 * provider, and records of the home manufacturer for the operations to name (uploads, a verification
 * batch, failed serials). `markers` are strings only the home manufacturer's side may ever read.
 */
export async function givenCast(server: RunningServer, admins: ReturnType<typeof givenAllowListedAdmins>['names']) {
  const home = await givenManufacturer(server);
  const other = await givenManufacturer(server, 'Sec Other Brand');
  const spare = await givenManufacturer(server, 'Sec Spare Brand');
  const supplier = await givenDistributor(server, [home.id]);
  const roles = {
    madmin: {role: 'madmin', manufacturer: home.brand},
    mstaffAll: {role: 'mstaff', manufacturer: home.brand},
    mstaffNone: {role: 'mstaff', manufacturer: home.brand},
    supplier: {role: 'supplier', distributor: supplier.name},
    mdistributor: {role: 'mdistributor', distributor: supplier.name},
    distributorStaff: {role: 'distributor_staff', distributor: supplier.name},
    otherMadmin: {role: 'madmin', manufacturer: other.brand},
    admin: {role: 'superadmin', username: admins.admin},
    adminOutsideSettings: {role: 'admin', username: admins.outsideSettings},
    adminOutsideManufacturers: {role: 'admin', username: admins.outsideManufacturers},
    victim: {role: 'mstaff', manufacturer: home.brand},
    // Signs in through the token operation; no write names it, so its password holds for the whole run.
    signer: {role: 'mstaff', manufacturer: home.brand},
  } as const;
  const accounts = Object.fromEntries(
    await Promise.all(
      Object.entries(roles).map(async ([k, fields]) => [k, await givenAccount(server, fields)] as const),
    ),
  ) as Record<keyof typeof roles, TestAccount>;
  await givenStaffPermissions(server, accounts.mstaffAll.id, home.id);
  await givenStaffPermissions(server, accounts.distributorStaff.id, home.id);
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(accounts).map(async ([k, a]) => [k, await tokenOf(server, a)] as const)),
  ) as Record<keyof typeof roles, string>;

  const serials = [1, 2, 3].map(i => uniqueName(`SECSN${i}`).toUpperCase());
  const supplierSerials = [1, 2].map(i => uniqueName(`SECSUP${i}`).toUpperCase());
  const failedSerial = uniqueName('SECFAIL').toUpperCase();
  const fileName = `${uniqueName('sec-home-upload')}.csv`;
  const [imported, bySupplier, spareImport] = await Promise.all([
    givenImport(server, tokens.madmin, csvOf(home.model, serials), fileName),
    givenImport(server, tokens.supplier, csvOf(home.model, supplierSerials), 'sec-sup.csv', {manufacturerId: home.id}),
    givenImport(server, tokens.madmin, csvOf(home.model, [uniqueName('SECSP')]), 'spare.csv'),
  ]);
  const provider = await givenAppProvider(server);
  const spareProvider = await givenAppProvider(server);
  const appToken = await givenAppToken(server, provider);
  const verification = await postVerification(
    server,
    appToken,
    verificationRequest(
      [
        {serial: serials[0], brand: home.brand, model: home.model},
        {serial: failedSerial, brand: home.brand, model: home.model},
      ],
      {requestType: 3},
    ),
  );
  if (verification.status !== 200) throw new Error(`verification: ${verification.status} ${verification.text}`);
  const {rows: batch} = await server.pool.query<{id: string}>(
    `SELECT id FROM verification_batch WHERE app_provider_id = $1`,
    [provider.id],
  );

  const member = (name: keyof typeof roles, extra: Partial<CastMember> = {}): CastMember => ({
    name,
    kind: 'portal',
    token: tokens[name],
    role: (
      {
        madmin: 'madmin',
        mstaffAll: 'mstaff',
        mstaffNone: 'mstaff',
        supplier: 'supplier',
        mdistributor: 'mdistributor',
        distributorStaff: 'distributor_staff',
        otherMadmin: 'madmin',
        admin: 'superadmin',
        adminOutsideSettings: 'admin',
        adminOutsideManufacturers: 'admin',
      } as Record<string, Role>
    )[name],
    ...extra,
  });
  const cast: CastMember[] = [
    {name: 'anonymous', kind: 'anonymous'},
    {name: 'app provider', kind: 'app', token: appToken},
    member('madmin', {tenant: 'home'}),
    member('mstaffAll', {tenant: 'home'}),
    member('mstaffNone', {tenant: 'home', withoutPermissions: true}),
    member('supplier', {tenant: 'home', supplierSide: true}),
    member('mdistributor', {tenant: 'home', supplierSide: true}),
    member('distributorStaff', {tenant: 'home', supplierSide: true}),
    member('otherMadmin', {tenant: 'other'}),
    member('admin'),
    member('adminOutsideSettings', {outsideAllowList: 'settings'}),
    member('adminOutsideManufacturers', {outsideAllowList: 'manufacturers'}),
  ];

  return {
    cast,
    home: {
      manufacturerId: home.id,
      batchId: imported.uploaded.batchId as string,
      uploadId: Number(imported.state.uploadId),
      supplierBatchId: bySupplier.uploaded.batchId as string,
      supplierUploadId: Number(bySupplier.state.uploadId),
      spareUploadId: Number(spareImport.state.uploadId),
    },
    spareManufacturerId: spare.id,
    victim: accounts.victim,
    signer: accounts.signer,
    spareProvider,
    verificationBatchId: batch[0].id,
    /** What no caller outside the home manufacturer may read (unless it sent it itself). */
    markers: [...serials, ...supplierSerials, failedSerial, fileName, accounts.madmin.email, accounts.victim.username],
  };
}

export type Cast = Awaited<ReturnType<typeof givenCast>>;
