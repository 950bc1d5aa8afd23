import {
  asAuthStrategy,
  AuthenticationBindings,
  AuthenticationMetadata,
  AuthenticationStrategy,
} from '@loopback/authentication';
import {inject, injectable} from '@loopback/core';
import {HttpErrors, Request} from '@loopback/rest';
import {UserProfile} from '@loopback/security';
import {Role} from '../services/kernel/caller';
import {AuthBindings} from './auth.keys';
import {AuthenticationRefused, JwtAuthenticator} from './jwt-authenticator';

/** Options of `@authenticate({strategy: 'jwt', options: {roles: [...]}})`. */
export interface JwtAuthOptions {
  roles?: Role[];
}

/** `@authenticate('jwt')`: the portal's bearer token, and the roles the operation declares. */
@injectable(asAuthStrategy)
export class JwtAuthenticationStrategy implements AuthenticationStrategy {
  name = 'jwt';

  constructor(
    @inject(AuthBindings.JWT_AUTHENTICATOR) private readonly authenticator: JwtAuthenticator,
    @inject(AuthenticationBindings.METADATA) private readonly metadata: AuthenticationMetadata[] | undefined,
  ) {}

  async authenticate(request: Request): Promise<UserProfile | undefined> {
    let caller;
    try {
      caller = await this.authenticator.authenticate(request);
    } catch (err) {
      if (err instanceof AuthenticationRefused) throw new HttpErrors.Unauthorized(err.message);
      throw err;
    }
    if (!caller) throw new HttpErrors.Unauthorized('Authorization header with a bearer token is required.');
    const roles = (this.metadata?.find(m => m.strategy === this.name)?.options as JwtAuthOptions | undefined)?.roles;
    if (roles && !roles.includes(caller.role)) {
      throw new HttpErrors.Forbidden('You do not have permission to do this.');
    }
    return caller;
  }
}
