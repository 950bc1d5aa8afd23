import {BindingScope, injectable} from '@loopback/core';
import {hash, verify, Algorithm} from '@node-rs/argon2';

/** An argon2id hash of a password, its parameters carried in the hash (fixtures and tools hash with it too). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, {algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1});
}

/** True when `password` matches `passwordHash`; false also for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Password hashing as the services hold it (one instance, bound by the kernel component). */
@injectable({scope: BindingScope.SINGLETON})
export class PasswordService {
  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verifyPassword(passwordHash, password);
  }
}

/** The password rule of documents 000 and 001 (both readings of the special characters: @ $ ! % * ? &). */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{6,}$/;
export const PASSWORD_RULE_MESSAGE =
  'Password must be combination of upper case,digit and special characters and should have minimum 6 characters';
