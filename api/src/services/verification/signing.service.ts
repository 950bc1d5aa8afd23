import {createPrivateKey, generateKeyPairSync, KeyObject, randomBytes, sign} from 'node:crypto';
import {Pool} from 'pg';

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * Signs verification answers with Ed25519 (compact JWS, EdDSA). Keys live in the database so
 * every replica signs with the same key and the JWKS lists every key still trusted; the newest
 * active key signs.
 */
export class SigningService {
  private current?: {kid: string; key: KeyObject};

  constructor(private readonly pool: Pool) {}

  /** The key that signs now, created on first use. */
  private async signingKey(): Promise<{kid: string; key: KeyObject}> {
    if (this.current) return this.current;
    let {rows} = await this.pool.query<{kid: string; private_pem: string}>(
      'SELECT kid, private_pem FROM signing_key WHERE active ORDER BY created_at DESC LIMIT 1',
    );
    if (!rows[0]) {
      await this.rotate();
      ({rows} = await this.pool.query(
        'SELECT kid, private_pem FROM signing_key WHERE active ORDER BY created_at DESC LIMIT 1',
      ));
    }
    this.current = {kid: rows[0].kid, key: createPrivateKey(rows[0].private_pem)};
    return this.current;
  }

  /** Adds a new key that signs from now on; older keys stay published until deactivated. */
  async rotate(): Promise<string> {
    const {publicKey, privateKey} = generateKeyPairSync('ed25519');
    const kid = `vc-${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
    const jwk = {
      ...(publicKey.export({format: 'jwk'}) as {kty: string; crv: string; x: string}),
      kid,
      alg: 'EdDSA',
      use: 'sig',
    };
    await this.pool.query('INSERT INTO signing_key (kid, public_jwk, private_pem) VALUES ($1,$2,$3)', [
      kid,
      jwk,
      privateKey.export({format: 'pem', type: 'pkcs8'}).toString(),
    ]);
    this.current = undefined;
    return kid;
  }

  async jwks(): Promise<{keys: PublicJwk[]}> {
    await this.signingKey();
    const {rows} = await this.pool.query<{public_jwk: PublicJwk}>(
      'SELECT public_jwk FROM signing_key WHERE active ORDER BY created_at DESC',
    );
    return {keys: rows.map(r => r.public_jwk)};
  }

  /** Compact JWS with a detached payload: `header..signature`, signed over the exact body bytes. */
  async signDetached(body: Buffer): Promise<string> {
    const {kid, key} = await this.signingKey();
    const header = b64url(JSON.stringify({alg: 'EdDSA', kid}));
    const signature = sign(null, Buffer.from(`${header}.${b64url(body)}`), key);
    return `${header}..${b64url(signature)}`;
  }
}
