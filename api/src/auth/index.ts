export * from './app.strategy';
export * from './caller.store';
export * from './jwt-authenticator';
export * from './jwt.strategy';
export * from './token.service';
export * from './pg-rate-limit.store';
