import {hash, verify, Algorithm} from '@node-rs/argon2';

/** Password hashing: argon2id with its parameters carried in the hash. */
export class PasswordService {
  hash(password: string): Promise<string> {
    return hash(password, {algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1});
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}

/** The password rule of documents 000 and 001 (both readings of the special characters: @ $ ! % * ? &). */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{6,}$/;
export const PASSWORD_RULE_MESSAGE =
  'Password must be combination of upper case,digit and special characters and should have minimum 6 characters';
