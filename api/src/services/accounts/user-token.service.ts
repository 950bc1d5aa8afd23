import {BindingScope, injectable} from '@loopback/core';
import {createHash, randomBytes} from 'node:crypto';
import {Options, repository} from '@loopback/repository';
import {UserTokenPurpose} from '../../models';
import {UserTokenRepository} from './user-token.repository';

/** Activation and reset links work for 24 hours (server.md section 8). */
export const USER_TOKEN_TTL_HOURS = 24;

/** Why a token was refused: 'invalid' (unknown, someone else's, wrong purpose, already used) or 'expired'. */
export type TokenRefusal = 'invalid' | 'expired';

export class UserTokenRefused extends Error {
  constructor(
    readonly reason: TokenRefusal,
    readonly usedAt?: Date | null,
  ) {
    super(`token ${reason}`);
  }
}

export function hashUserToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Issues and consumes the single-use activation and reset tokens: 32 random bytes in base64url,
 * stored only as their SHA-256 hex, valid for 24 hours, spent on first use.
 */
@injectable({scope: BindingScope.SINGLETON})
export class UserTokenService {
  constructor(@repository(UserTokenRepository) private readonly tokens: UserTokenRepository) {}

  /** A new token for the user; earlier open tokens of the same purpose stop working. */
  async issue(userId: number, purpose: UserTokenPurpose, options?: Options): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.retireOpen(userId, purpose, options);
    await this.tokens.create(
      {
        userId,
        purpose,
        tokenHash: hashUserToken(token),
        expiresAt: new Date(Date.now() + USER_TOKEN_TTL_HOURS * 3600_000),
      },
      options,
    );
    return token;
  }

  /** True when the user holds an unused, unexpired token of this purpose. */
  async hasOpen(userId: number, purpose: UserTokenPurpose): Promise<boolean> {
    return this.tokens.hasOpen(userId, purpose);
  }

  /** Throws UserTokenRefused unless the token could be spent now; spends nothing. */
  async check(userId: number, purpose: UserTokenPurpose, token: string, options?: Options): Promise<void> {
    const row = token ? await this.tokens.findByHash(hashUserToken(token), options) : null;
    if (row && row.userId === userId && row.purpose === purpose && !row.usedAt && new Date(row.expiresAt) > new Date())
      return;
    await this.refuse(userId, purpose, token, options);
  }

  /** Spends the token, or throws UserTokenRefused saying why it cannot be spent. */
  async consume(userId: number, purpose: UserTokenPurpose, token: string, options?: Options): Promise<void> {
    if (token && (await this.tokens.consume(userId, purpose, hashUserToken(token), options))) return;
    await this.refuse(userId, purpose, token, options);
  }

  private async refuse(userId: number, purpose: UserTokenPurpose, token: string, options?: Options): Promise<never> {
    const row = token ? await this.tokens.findByHash(hashUserToken(token), options) : null;
    if (!row || row.userId !== userId || row.purpose !== purpose) throw new UserTokenRefused('invalid');
    if (row.usedAt) throw new UserTokenRefused('invalid', row.usedAt);
    throw new UserTokenRefused('expired');
  }
}
