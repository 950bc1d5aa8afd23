import {AuthenticationComponent} from '@loopback/authentication';
import {Component, createBindingFromClass} from '@loopback/core';
import {AppAuthenticationStrategy} from './app.strategy';
import {AuthBindings} from './auth.keys';
import {CallerRepository} from './caller.repository';
import {JwtAuthenticator} from './jwt-authenticator';
import {JwtAuthenticationStrategy} from './jwt.strategy';
import {RateLimitRepository} from './rate-limit.repository';
import {TokenService} from './token.service';

/**
 * Who is calling: LoopBack's authentication with the portal's JWT strategy and the app providers'
 * strategy, the tokens, and the rate-limit counts. APP_CALL_AUTHENTICATOR is bound by the feature
 * that knows the apps (verification).
 */
export class AuthComponent implements Component {
  components = [AuthenticationComponent];
  bindings = [
    createBindingFromClass(TokenService, {key: AuthBindings.TOKEN_SERVICE}),
    createBindingFromClass(JwtAuthenticator, {key: AuthBindings.JWT_AUTHENTICATOR}),
    createBindingFromClass(CallerRepository),
    createBindingFromClass(RateLimitRepository, {key: AuthBindings.RATE_LIMIT_REPOSITORY}),
    createBindingFromClass(JwtAuthenticationStrategy),
    createBindingFromClass(AppAuthenticationStrategy),
  ];
}
