import jwt from 'jsonwebtoken';
import {BindingScope, inject, injectable} from '@loopback/core';
import {AppConfig} from '../config';
import {ConfigBindings} from '../config.keys';
import {Role} from '../services/kernel/caller';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** Comma-separated manufacturer ids the account acts for (document 000, section 3). */
  ManufacturerIdList: string;
  unique_name: string;
  /** The account's token_version when the token was issued: a password change or reset raises it, ending the token. */
  tv?: number;
  exp: number;
  iat: number;
}

export type TokenSubject = {id: number; username: string; role: Role; manufacturerIds: number[]; tokenVersion?: number};

/** Issues the portal's bearer tokens (HS256, signed with JWT_SECRET). */
@injectable({scope: BindingScope.SINGLETON})
export class TokenService {
  constructor(
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds'>,
  ) {}

  /** `expiresAt` (epoch seconds): the expiry to keep; without it the token lives `tokenTtlSeconds` from now. */
  issue(user: TokenSubject, expiresAt?: number): string {
    return jwt.sign(
      {
        role: user.role,
        ManufacturerIdList: user.manufacturerIds.join(','),
        unique_name: user.username,
        tv: user.tokenVersion ?? 0,
        ...(expiresAt === undefined ? {} : {exp: expiresAt}),
      },
      this.config.jwtSecret,
      {
        subject: String(user.id),
        ...(expiresAt === undefined ? {expiresIn: this.config.tokenTtlSeconds} : {}),
        algorithm: 'HS256',
        issuer: 'voltcheck',
      },
    );
  }

  /**
   * The same session's token with the account's claims as they are now (a supplier linked to a manufacturer since it
   * signed in): it keeps the presented token's expiry, so renewing never lengthens a session.
   */
  renew(user: TokenSubject, presented: string): string {
    const {exp} = jwt.decode(presented) as {exp: number};
    return this.issue(user, exp);
  }
}
