import {BindingScope, inject, injectable, service} from '@loopback/core';
import {createPrivateKey, generateKeyPairSync, KeyObject, randomBytes} from 'node:crypto';
import {FlattenedSign} from 'jose';
import {Caller} from '../kernel/caller';
import {AppConfig} from '../../config';
import {assertAllowed} from '../kernel/admin-allow-list';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import type {PublicJwk} from '../../models';
import {SigningKeyEntry, SigningKeyRepository} from './signing-key.repository';
import {ConfigBindings} from '../../config.keys';

/** How long a replica keeps signing with the key it read before looking again (another replica may have rotated). */
const KEY_CACHE_MS = 60_000;

/** How long keys published before a rotation stay published by default (docs/api.md, Signatures). */
export const DEFAULT_KEEP_OLD_DAYS = 90;

/** How long clients may cache the JWKS (its Cache-Control max-age). */
export const JWKS_MAX_AGE_SECONDS = 300;

/**
 * Signs verification answers with Ed25519 (compact JWS, EdDSA). Keys live in the database so
 * every replica signs with the same key and the JWKS lists every key still trusted; the newest
 * published key whose pre-publication window has passed signs, with jose's FlattenedSign (docs/decisions.md says why); tests verify with jose too.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SigningService {
  private current?: {kid: string; key: KeyObject; until: number};

  constructor(
    @service(SigningKeyRepository) private readonly keys: SigningKeyRepository,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList' | 'signing'>,
  ) {}

  /** The key that signs now, created on first use; read again after a minute, or when the next key's turn comes. */
  private async signingKey(): Promise<{kid: string; key: KeyObject}> {
    if (this.current && Date.now() < this.current.until) return this.current;
    let active = await this.keys.activeKey();
    if (!active) {
      await this.addKey(new Date());
      active = (await this.keys.activeKey())!;
    }
    const until = Math.min(Date.now() + KEY_CACHE_MS, active.nextSignsFrom?.getTime() ?? Infinity);
    this.current = {kid: active.kid, key: createPrivateKey(active.privatePem), until};
    return this.current;
  }

  /** A new key, published now, that signs from `signsFrom`; with `retireOthersAt`, the older keys leave the JWKS then. */
  private async addKey(
    signsFrom: Date,
    retireOthersAt?: Date,
    db?: Parameters<SigningKeyRepository['insertKey']>[2],
  ): Promise<string> {
    const {publicKey, privateKey} = generateKeyPairSync('ed25519');
    const kid = `vc-${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
    const jwk: PublicJwk = {
      ...(publicKey.export({format: 'jwk'}) as {kty: string; crv: string; x: string}),
      kid,
      alg: 'EdDSA',
      use: 'sig',
    };
    const privatePem = privateKey.export({format: 'pem', type: 'pkcs8'}).toString();
    await this.keys.insertKey({kid, publicJwk: jwk, privatePem, signsFrom}, retireOthersAt, db);
    this.current = undefined;
    return kid;
  }

  /**
   * Rotation (administrators on the settings allow-list, audited): a new key is published at once and signs after
   * the pre-publication window (`signing.prePublishSeconds`, at least the JWKS's max-age), so a client holding a
   * cached key set has fetched one with the new key before any answer is signed with it. The keys published until
   * now stay published for `keepOldDays` after that, so answers signed with them can still be checked.
   */
  async rotate(caller: Caller, keepOldDays = DEFAULT_KEEP_OLD_DAYS): Promise<SigningKeyEntry[]> {
    assertAllowed(this.config, 'settings', caller);
    if (!Number.isInteger(keepOldDays) || keepOldDays < 1 || keepOldDays > 3650)
      throw new ServiceError('keepOldDays: a whole number of days from 1 to 3650', 'VALIDATION');
    const before = await this.keys.list();
    const signsFrom = new Date(Date.now() + this.config.signing.prePublishSeconds * 1000);
    const retireAt = new Date(signsFrom.getTime() + keepOldDays * 86_400_000);
    const kid = await this.keys.transaction(async db => {
      const added = await this.addKey(signsFrom, retireAt, db);
      await recordAudit(db, {
        userId: caller.id,
        action: 'signing_key.rotate',
        entity: 'SigningKey',
        entityId: added,
        before: before.map(k => k.kid),
        after: {kid: added, signsFrom: signsFrom.toISOString(), othersRetireAt: retireAt.toISOString()},
      });
      return added;
    });
    this.current = undefined;
    return (await this.keys.list()).filter(k => k.kid === kid || before.some(b => b.kid === k.kid));
  }

  /** The published keys with their dates (administrators). */
  async list(): Promise<SigningKeyEntry[]> {
    await this.signingKey();
    return this.keys.list();
  }

  async jwks(): Promise<{keys: PublicJwk[]}> {
    await this.signingKey();
    return {keys: await this.keys.publicKeys()};
  }

  /** Whether the key `signature` names is still published (a stored answer signed with a retired key is signed again). */
  async stillPublished(signature: string): Promise<boolean> {
    try {
      const {kid} = JSON.parse(Buffer.from(signature.split('.')[0], 'base64url').toString()) as {kid?: string};
      return (await this.keys.publicKeys()).some(k => k.kid === kid);
    } catch {
      return false;
    }
  }

  /** Compact JWS with a detached payload: `header..signature`, signed over the exact body bytes (jose). */
  async signDetached(body: Buffer): Promise<string> {
    const {kid, key} = await this.signingKey();
    const jws = await new FlattenedSign(body).setProtectedHeader({alg: 'EdDSA', kid}).sign(key);
    return `${jws.protected}..${jws.signature}`;
  }
}
