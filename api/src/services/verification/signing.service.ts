import {createPrivateKey, generateKeyPairSync, KeyObject, randomBytes, sign} from 'node:crypto';
import {PublicJwk, SigningStore} from './signing.store';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * Signs verification answers with Ed25519 (compact JWS, EdDSA). Keys live in the database so
 * every replica signs with the same key and the JWKS lists every key still trusted; the newest
 * active key signs.
 */
export class SigningService {
  private current?: {kid: string; key: KeyObject};

  constructor(private readonly keys: SigningStore) {}

  /** The key that signs now, created on first use. */
  private async signingKey(): Promise<{kid: string; key: KeyObject}> {
    if (this.current) return this.current;
    let active = await this.keys.activeKey();
    if (!active) {
      await this.rotate();
      active = (await this.keys.activeKey())!;
    }
    this.current = {kid: active.kid, key: createPrivateKey(active.private_pem)};
    return this.current;
  }

  /** Adds a new key that signs from now on; older keys stay published until deactivated. */
  async rotate(): Promise<string> {
    const {publicKey, privateKey} = generateKeyPairSync('ed25519');
    const kid = `vc-${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
    const jwk: PublicJwk = {
      ...(publicKey.export({format: 'jwk'}) as {kty: string; crv: string; x: string}),
      kid,
      alg: 'EdDSA',
      use: 'sig',
    };
    await this.keys.insertKey(kid, jwk, privateKey.export({format: 'pem', type: 'pkcs8'}).toString());
    this.current = undefined;
    return kid;
  }

  async jwks(): Promise<{keys: PublicJwk[]}> {
    await this.signingKey();
    return {keys: await this.keys.publicKeys()};
  }

  /** Compact JWS with a detached payload: `header..signature`, signed over the exact body bytes. */
  async signDetached(body: Buffer): Promise<string> {
    const {kid, key} = await this.signingKey();
    const header = b64url(JSON.stringify({alg: 'EdDSA', kid}));
    const signature = sign(null, Buffer.from(`${header}.${b64url(body)}`), key);
    return `${header}..${b64url(signature)}`;
  }
}
