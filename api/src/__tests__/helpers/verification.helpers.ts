import {createPublicKey, verify as verifySignature} from 'node:crypto';
import supertest from 'supertest';
import {RunningServer} from '../../server';
import {client} from './app.helpers';
import {AuthBindings} from '../../auth/auth.keys';
import {VerificationBindings} from '../../services/verification/verification.keys';
import {nmiChecksum} from '../../services/verification/nmi';

let counter = 0;
/** A unique token for names in a test run that shares one database. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

/** An app provider created through the service (the admin REST calls are tested on their own). */
export async function givenAppProvider(
  server: RunningServer,
  opts: {enabled?: boolean; mandatorySerialPhoto?: boolean} = {},
) {
  const providers = await server.app.get(VerificationBindings.APP_PROVIDER_SERVICE);
  const {rows} = await server.pool.query<{id: number}>(`SELECT id FROM app_user WHERE username = 'admin'`);
  const authenticator = await server.app.get(AuthBindings.JWT_AUTHENTICATOR);
  return providers.create(await authenticator.loadCaller(rows[0].id), {
    name: unique('Test App '),
    enabled: opts.enabled ?? true,
    mandatorySerialPhoto: opts.mandatorySerialPhoto ?? false,
  });
}

export async function givenAppToken(
  server: RunningServer,
  provider: {clientId: string; clientSecret: string},
): Promise<string> {
  const res = await client(server)
    .post('/api/v1/oauth/token')
    .type('form')
    .send({grant_type: 'client_credentials', client_id: provider.clientId, client_secret: provider.clientSecret});
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

/** Serials of a demo model, made for one test: `count` available serials with a unique prefix. */
export async function givenSerials(
  server: RunningServer,
  opts: {brand?: string; model?: string; count?: number; state?: string} = {},
): Promise<string[]> {
  const prefix = unique('T');
  const {rows} = await server.pool.query<{serial: string}>(
    `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state)
     SELECT b.id, m.id, p.id, $3 || '-' || g, $3 || '-' || g, $5
       FROM brand b JOIN manufacturer m ON m.brand_id = b.id JOIN product p ON p.brand_id = b.id AND p.model = $2,
            generate_series(1, $4::int) g
      WHERE b.name = $1 RETURNING serial`,
    [opts.brand ?? 'Demo Energy', opts.model ?? 'DE-10', prefix, opts.count ?? 1, opts.state ?? 'available'],
  );
  return rows.map(r => r.serial);
}

/** A Demo Energy model with the given approval dates. */
export async function givenModel(
  server: RunningServer,
  approvedDate: string | null,
  expiryDate: string | null,
): Promise<string> {
  const model = unique('DE-M');
  await server.pool.query(
    `INSERT INTO product (brand_id, model, product_type, approved_date, expiry_date) SELECT id, $1, 'battery', $2, $3 FROM brand WHERE name = 'Demo Energy'`,
    [model, approvedDate, expiryDate],
  );
  return model;
}

export function verificationRequest(
  items: Array<{serial: string; brand?: string; model?: string; photo?: string; parallelImportComment?: string}>,
  extra: Record<string, unknown> = {},
) {
  return {
    requestId: unique('req-'),
    requestType: 3,
    requester: {name: 'Test Installer', abn: '51824753556', type: 'installer'},
    items: items.map(i => ({brand: 'Demo Energy', model: 'DE-10', ...i})),
    ...extra,
  };
}

const nmiBase = Math.floor(Math.random() * 1e8);
let nmiCounter = 0;
/** A site's NMI with its checksum digit, unique in a test run. */
export function givenNmi(): string {
  const body = `6${String((nmiBase + nmiCounter++) % 1e9).padStart(9, '0')}`;
  return `${body}${nmiChecksum(body)}`;
}

export function installationOf(postcode = '2150', date = '2026-11-01', nmi = givenNmi()) {
  return {
    date,
    nmi,
    ownerFirstName: 'Alex',
    ownerEmail: `${unique('owner')}@example.com`.toLowerCase(),
    installerAccreditationCode: 'A1234567',
    retailerName: 'Sunny Retail',
    ratedPower: 10000,
    address: {
      streetNumber: '12',
      streetName: 'George',
      streetType: 'Street',
      city: 'Parramatta',
      state: 'NSW',
      postcode,
      latitude: -33.815,
      longitude: 151.001,
    },
  };
}

export function postVerification(server: RunningServer, token: string, body: unknown): supertest.Test {
  return client(server)
    .post('/api/v1/verifications')
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);
}

/** Checks an X-Signature against the published JWKS over the exact body bytes. */
export async function signatureIsValid(server: RunningServer, signature: string, body: Buffer): Promise<boolean> {
  const [header, payload, sig] = signature.split('.');
  if (payload !== '') return false;
  const {kid, alg} = JSON.parse(Buffer.from(header, 'base64url').toString());
  if (alg !== 'EdDSA') return false;
  const jwks = (await client(server).get('/.well-known/jwks.json').expect(200)).body as {keys: Array<{kid: string}>};
  const jwk = jwks.keys.find(k => k.kid === kid);
  if (!jwk) return false;
  const key = createPublicKey({key: jwk as unknown as import('node:crypto').JsonWebKey, format: 'jwk'});
  return verifySignature(
    null,
    Buffer.from(`${header}.${body.toString('base64url')}`),
    key,
    Buffer.from(sig, 'base64url'),
  );
}

/** The raw bytes of a supertest answer. */
export function rawBody(res: supertest.Response): Buffer {
  return Buffer.from(res.text, 'utf8');
}
