import {PgStore} from '../kernel/pg-store';

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** The signing keys, in the database so every replica signs with the same key. */
export class SigningStore extends PgStore {
  /** The newest active key. */
  async activeKey(): Promise<{kid: string; private_pem: string} | undefined> {
    const {rows} = await this.pool.query<{kid: string; private_pem: string}>(
      'SELECT kid, private_pem FROM signing_key WHERE active ORDER BY created_at DESC LIMIT 1',
    );
    return rows[0];
  }

  async insertKey(kid: string, jwk: PublicJwk, privatePem: string): Promise<void> {
    await this.pool.query('INSERT INTO signing_key (kid, public_jwk, private_pem) VALUES ($1,$2,$3)', [
      kid,
      jwk,
      privatePem,
    ]);
  }

  /** The public keys of every active key, newest first. */
  async publicKeys(): Promise<PublicJwk[]> {
    const {rows} = await this.pool.query<{public_jwk: PublicJwk}>(
      'SELECT public_jwk FROM signing_key WHERE active ORDER BY created_at DESC',
    );
    return rows.map(r => r.public_jwk);
  }
}
