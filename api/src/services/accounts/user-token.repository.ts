import {inject} from '@loopback/core';
import {DefaultCrudRepository, Options} from '@loopback/repository';
import {DbDataSource} from '../../datasources';
import {UserToken, UserTokenPurpose} from '../../models';

/** juggler reads a null value in a where clause as IS NULL; its types do not admit null. */
const IS_NULL = null as unknown as undefined;

interface UpdateResult {
  rows?: Array<{id: number}>;
}

export class UserTokenRepository extends DefaultCrudRepository<UserToken, typeof UserToken.prototype.id> {
  constructor(@inject('datasources.db') dataSource: DbDataSource) {
    super(UserToken, dataSource);
  }

  /** Marks the token used if it is this user's, of this purpose, unused and unexpired: true when it was. */
  async consume(userId: number, purpose: UserTokenPurpose, tokenHash: string, options?: Options): Promise<boolean> {
    const result = (await this.execute(
      `UPDATE user_token SET used_at = now()
        WHERE token_hash = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
        RETURNING id`,
      [tokenHash, userId, purpose],
      options,
    )) as UpdateResult;
    return (result.rows?.length ?? 0) > 0;
  }

  /** Retires the user's open tokens of a purpose, so only the newest link works. */
  async retireOpen(userId: number, purpose: UserTokenPurpose, options?: Options): Promise<void> {
    await this.updateAll({usedAt: new Date()}, {userId, purpose, usedAt: IS_NULL}, options);
  }

  /** True when the user holds an unused, unexpired token of this purpose. */
  async hasOpen(userId: number, purpose: UserTokenPurpose): Promise<boolean> {
    return (await this.count({userId, purpose, usedAt: IS_NULL, expiresAt: {gt: new Date()}})).count > 0;
  }

  async findByHash(tokenHash: string, options?: Options): Promise<UserToken | null> {
    return this.findOne({where: {tokenHash}}, options);
  }
}
