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

/** Issues the portal's bearer tokens (HS256, signed with JWT_SECRET). */
@injectable({scope: BindingScope.SINGLETON})
export class TokenService {
  constructor(
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds'>,
  ) {}

  issue(user: {id: number; username: string; role: Role; manufacturerIds: number[]; tokenVersion?: number}): string {
    return jwt.sign(
      {
        role: user.role,
        ManufacturerIdList: user.manufacturerIds.join(','),
        unique_name: user.username,
        tv: user.tokenVersion ?? 0,
      },
      this.config.jwtSecret,
      {subject: String(user.id), expiresIn: this.config.tokenTtlSeconds, algorithm: 'HS256', issuer: 'voltcheck'},
    );
  }
}
