import {BindingScope, injectable} from '@loopback/core';
import type {PublicJwk, SigningKey, SigningKeyInfo} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

/** A published key as administrators list it: its dates and whether it signs now (never its private part). */
export type SigningKeyEntry = Required<
  Pick<SigningKeyInfo, 'kid' | 'createdAt' | 'signsFrom' | 'retiresAt' | 'signing'>
>;

/** Keys still published: active and not past their retirement. */
const PUBLISHED = 'active AND (retires_at IS NULL OR retires_at > now())';
/** The key that signs now: the newest published one whose signing has begun. */
const SIGNING_ORDER = 'signs_from <= now() DESC, signs_from DESC, created_at DESC';

/** The signing keys (signing_key), in the database so every replica signs with the same key. */
@injectable({scope: BindingScope.SINGLETON})
export class SigningKeyRepository extends SqlRepository {
  /**
   * The key that signs now (the newest published one whose signing has begun), and when the next published one
   * begins to sign (null when none waits).
   */
  async activeKey(): Promise<(Pick<SigningKey, 'kid' | 'privatePem'> & {nextSignsFrom: Date | null}) | undefined> {
    const {rows} = await this.pool.query<Pick<SigningKey, 'kid' | 'privatePem'> & {nextSignsFrom: Date | null}>(
      `SELECT kid, private_pem AS "privatePem",
              (SELECT min(signs_from) FROM signing_key WHERE ${PUBLISHED} AND signs_from > now()) AS "nextSignsFrom"
         FROM signing_key WHERE ${PUBLISHED} AND signs_from <= now() ORDER BY ${SIGNING_ORDER} LIMIT 1`,
    );
    return rows[0];
  }

  /**
   * Adds a key, published at once and signing from `key.signsFrom`, and, with `retireOthersAt`, sets when the keys
   * published until now stop being published (those with an earlier retirement keep it).
   */
  async insertKey(
    key: Pick<SigningKey, 'kid' | 'publicJwk' | 'privatePem' | 'signsFrom'>,
    retireOthersAt?: Date,
    db: Queryable = this.pool,
  ): Promise<void> {
    if (retireOthersAt)
      await db.query(
        `UPDATE signing_key SET retires_at = $1 WHERE ${PUBLISHED} AND (retires_at IS NULL OR retires_at > $1)`,
        [retireOthersAt],
      );
    await db.query('INSERT INTO signing_key (kid, public_jwk, private_pem, signs_from) VALUES ($1,$2,$3,$4)', [
      key.kid,
      key.publicJwk,
      key.privatePem,
      key.signsFrom,
    ]);
  }

  /** The public keys of every published key, newest first. */
  async publicKeys(): Promise<PublicJwk[]> {
    const {rows} = await this.pool.query<{public_jwk: PublicJwk}>(
      `SELECT public_jwk FROM signing_key WHERE ${PUBLISHED} ORDER BY created_at DESC`,
    );
    return rows.map(r => r.public_jwk);
  }

  /** Every published key with its dates, newest first; `signing` marks the one that signs now. */
  async list(): Promise<SigningKeyEntry[]> {
    const {rows} = await this.pool.query<SigningKeyEntry>(
      `SELECT kid, created_at AS "createdAt", signs_from AS "signsFrom", retires_at AS "retiresAt",
              signs_from <= now() AND row_number() OVER (ORDER BY ${SIGNING_ORDER}) = 1 AS signing
         FROM signing_key WHERE ${PUBLISHED} ORDER BY created_at DESC`,
    );
    return rows;
  }
}
