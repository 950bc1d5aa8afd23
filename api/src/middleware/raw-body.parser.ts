import {HttpErrors, Request} from '@loopback/rest';

const LIMIT = 64 * 1024 * 1024;
/** One object for every request: LoopBack caches compiled validators by schema identity. */
const ANY: object = {};

/**
 * `x-parser` for bodies that must be kept byte for byte (verification requests are hashed for
 * idempotency and stored raw). The documented schema stays in OpenAPI; the service validates.
 */
export async function rawBodyParser(request: Request): Promise<{value: Buffer; schema: object}> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > LIMIT) throw new HttpErrors.PayloadTooLarge(`body: larger than ${LIMIT / 1024 / 1024} MB`);
    chunks.push(chunk as Buffer);
  }
  return {value: Buffer.concat(chunks), schema: ANY};
}
