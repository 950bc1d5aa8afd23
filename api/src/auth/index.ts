export * from './caller';
export * from './jwt-authenticator';
export * from './jwt.strategy';
export * from './token.service';
