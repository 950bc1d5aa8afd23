import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import jwt from 'jsonwebtoken';
import {Role} from '../../services/kernel/caller';
import {TokenClaims} from '../../auth/token.service';
import {RunningServer} from '../../server';
import {hashPassword} from '../../services/kernel/password.service';
import {client} from './app.helpers';

let seq = 0;

/** A name no other test of this run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${++seq}`;
}

/** Inserts an approved CEC brand (registration look-ups match it) and returns its name. */
export async function givenBrand(server: RunningServer, name = uniqueName('Test Brand')): Promise<string> {
  await server.pool.query('INSERT INTO brand (name) VALUES ($1)', [name]);
  return name;
}

/** Inserts an approved importer (the supplier list) and returns its name. */
export async function givenImporter(server: RunningServer, name = uniqueName('Test Importer')): Promise<string> {
  await server.pool.query('INSERT INTO importer (name) VALUES ($1)', [name]);
  return name;
}

/** A registration body that passes every rule, for a fresh user name and the given company. */
export function givenRegistration(
  companyName: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const username = uniqueName('reg');
  return {
    Username: username,
    Password: 'Secret@123',
    FirstName: 'Reg',
    LastName: 'Istrant',
    Email: `${username}@example.test`,
    Mobile: '0412345678',
    CompanyName: companyName,
    AbnNo: '51 824 753 556',
    Phone: '0298765432',
    UploadFrequency: 2,
    Supplier: false,
    Address: 'Parramatta NSW 2150',
    PlaceId: 'au-2150-parramatta',
    AddressLine1: '1 George Street',
    ...overrides,
  };
}

export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

/**
 * Inserts an account with a real password hash (activated unless said otherwise), attached to
 * a demo company by name when given.
 */
export async function givenAccount(
  server: RunningServer,
  fields: {
    username?: string;
    role?: Role;
    password?: string;
    emailConfirmed?: boolean;
    isActive?: boolean;
    manufacturer?: string;
    distributor?: string;
  } = {},
): Promise<TestAccount> {
  const username = fields.username ?? uniqueName('acct');
  const password = fields.password ?? 'Secret@123';
  const email = `${username}@example.test`;
  const {rows} = await server.pool.query<{id: number}>(
    `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed, is_active,
                           manufacturer_id, distributor_id)
     VALUES ($1, $2, $3, 'Test', 'Account', $4, $5, $6,
             (SELECT id FROM manufacturer WHERE name = $7), (SELECT id FROM distributor WHERE name = $8))
     RETURNING id`,
    [
      username,
      email,
      await hashPassword(password),
      fields.role ?? 'madmin',
      fields.emailConfirmed ?? true,
      fields.isActive ?? true,
      fields.manufacturer ?? null,
      fields.distributor ?? null,
    ],
  );
  return {id: rows[0].id, username, email, password};
}

export function signIn(server: RunningServer, username: string, password: string) {
  return client(server).post('/api/account/token').send({Username: username, Password: password});
}

export function claimsOf(token: string): TokenClaims {
  return jwt.decode(token) as TokenClaims;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Mail files (decoded) written for an address, oldest first. */
export function mailsTo(server: RunningServer, email: string): string[] {
  const dir = join(server.config.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const safeTo = email.replace(/[^\w.@-]+/g, '_');
  return readdirSync(dir)
    .filter(f => f.includes(`-${safeTo}-`))
    .sort()
    .map(f => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')));
}

/** Waits (up to `timeoutMs`) until `count` mails to the address have been written by the mail worker. */
export async function waitForMails(
  server: RunningServer,
  email: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(server, email);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${email}, found ${mails.length}`);
    await new Promise(r => setTimeout(r, 100));
  }
}

/** The link of a page (activate, resetpassword) in a mail, with its query parameters. */
export function linkIn(mail: string, page: 'activate' | 'resetpassword'): URL {
  const match = mail.match(new RegExp(`https?://\\S+/${page}\\?\\S+`));
  if (!match) throw new Error(`no ${page} link in mail:\n${mail}`);
  return new URL(match[0]);
}
