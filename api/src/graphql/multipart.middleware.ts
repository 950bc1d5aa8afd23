import busboy from 'busboy';
import express from 'express';
import {randomUUID} from 'node:crypto';
import {createWriteStream, mkdirSync} from 'node:fs';
import {unlink} from 'node:fs/promises';
import {join} from 'node:path';
import {pipeline} from 'node:stream/promises';
import {Caller} from '../services/kernel/caller';
import {UploadLimits} from '../config';
import {IMPORT_LIMITS} from '../services/spreadsheet/spreadsheet-types';
import {callerOf} from './caller.middleware';
import {refuse} from './refusal';
import {UploadQuota} from './upload-quota';

/** What an `Upload` variable holds: the part, already streamed to a temporary file. */
export interface UploadedPart {
  filename: string;
  mimetype: string;
  /** The temporary file; deleted when the response has been sent. */
  path: string;
  size: number;
}

export interface MultipartOptions {
  tmpDir: string;
  limits: UploadLimits;
  quota: UploadQuota;
  /** Whether the caller may upload anything at all (a role or staff account that never can is refused at once). */
  mayUpload: (caller: Caller) => Promise<boolean>;
}

/** Parts made by this middleware; the Upload scalar accepts nothing else (no paths from JSON variables). */
const genuine = new WeakSet<object>();

export function isUploadedPart(value: unknown): value is UploadedPart {
  return typeof value === 'object' && value !== null && genuine.has(value);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return false;
    if (typeof node[key] !== 'object' || node[key] === null) return false;
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (last === '__proto__' || last === 'constructor' || last === 'prototype') return false;
  node[last] = value;
  return true;
}

/** A refusal of an upload before its body is read. `close`: end the connection rather than read a large body. */
interface Refusal {
  status: number;
  message: string;
  code: string;
  close: boolean;
  headers?: Record<string, string>;
}

/**
 * The GraphQL multipart request spec (fields `operations`, `map`, then the files) in front of
 * Apollo. Before a byte of the body is stored, the caller must be signed in, able to upload, and
 * within its byte quotas (docs/security.md, "Bodies and uploads"). A refused anonymous or oversized
 * request is answered and its connection closed, its body never read; a signed-in caller's refused
 * body is drained unstored, so that its browser can read the answer (a browser still sending when
 * the connection closes often loses it). Each file part then streams to a temporary file under
 * `tmpDir` (100 MB at most, enforced while streaming), its variable becomes an UploadedPart, and the
 * request continues as JSON. Temporary files are removed once the answer has gone or the request
 * was cut. Bearer-token authentication makes the form safe from CSRF, so Apollo's preflight header
 * is not required for it.
 */
export function graphqlMultipart(options: MultipartOptions): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    admit(req, res, options).then(admitted => {
      if ('release' in admitted) {
        res.on('close', admitted.release);
        return readParts(req, res, next, options.tmpDir, options.limits);
      }
      const {status, message, code, close, headers} = admitted;
      refuse(res, status, {message, code}, {close, headers});
    }, next);
  };
}

/** Whether this upload may be read: the caller, what it may do, the request's size and the caller's quotas. */
async function admit(
  req: express.Request,
  res: express.Response,
  {limits, quota, mayUpload}: MultipartOptions,
): Promise<{release: () => void} | Refusal> {
  const caller = callerOf(res);
  if (!caller)
    return {
      status: 401,
      message: 'Authorization header with a bearer token is required to upload.',
      code: 'UNAUTHENTICATED',
      close: true,
    };
  if (!(await mayUpload(caller)))
    return {status: 403, message: 'You do not have permission to upload.', code: 'FORBIDDEN', close: false};
  const declared = Number(req.headers['content-length']);
  const size = Number.isFinite(declared) ? declared : limits.inFlightBytesPerCaller;
  if (size > limits.inFlightBytesPerCaller)
    return {
      status: 413,
      message: `The request is larger than ${limits.inFlightBytesPerCaller} bytes.`,
      code: 'PAYLOAD_TOO_LARGE',
      close: true,
    };
  const reserved = await quota.reserve(caller.id, size);
  if ('release' in reserved) return reserved;
  return {
    status: 429,
    message: reserved.message,
    code: 'UPLOAD_LIMIT',
    close: false,
    headers: {'Retry-After': String(reserved.retryAfter)},
  };
}

function readParts(
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
  tmpDir: string,
  limits: UploadLimits,
): void {
  mkdirSync(tmpDir, {recursive: true});
  const temps: string[] = [];
  const writes: Array<Promise<void>> = [];
  let operations: Record<string, unknown> | undefined;
  let map: Record<string, string[]> | undefined;
  let failed = false;
  const fail = (status: number, message: string, code: string) => {
    failed = true;
    refuse(res, status, {message, code}, {close: true});
  };

  // UTF-8 file names as browsers send them (RFC 7578), not busboy's default latin1.
  const bb = busboy({
    headers: req.headers,
    defParamCharset: 'utf8',
    limits: {fileSize: IMPORT_LIMITS.maxBytes, files: limits.filesPerRequest, fieldSize: 10 * 1024 * 1024},
  });
  // A request cut mid-upload: stop the parts being written; the files go once their writes have settled.
  req.on('close', () => {
    if (!req.complete) bb.destroy();
  });
  res.on('close', () => {
    void Promise.allSettled(writes).then(() => {
      for (const t of temps) void unlink(t).catch(() => undefined);
    });
  });

  bb.on('field', (name, value) => {
    try {
      if (name === 'operations') operations = JSON.parse(value);
      else if (name === 'map') map = JSON.parse(value);
    } catch {
      fail(400, `The multipart field ${name} is not valid JSON.`, 'BAD_USER_INPUT');
    }
  });
  bb.on('file', (field, stream, info) => {
    if (failed || !operations || !map || !map[field]) {
      stream.resume();
      if (!failed)
        fail(400, 'The multipart fields operations and map must come before the files they name.', 'BAD_USER_INPUT');
      return;
    }
    const path = join(tmpDir, `${randomUUID()}.upload`);
    temps.push(path);
    const part: UploadedPart = {filename: info.filename ?? 'upload', mimetype: info.mimeType, path, size: 0};
    genuine.add(part);
    stream.on('data', (chunk: Buffer) => {
      part.size += chunk.length;
    });
    stream.on('limit', () => fail(413, `${part.filename}: the file is larger than 100 MB.`, 'PAYLOAD_TOO_LARGE'));
    for (const target of map[field]) {
      if (!setPath(operations, target, part))
        fail(400, `The multipart map names an unknown variable ${target}.`, 'BAD_USER_INPUT');
    }
    writes.push(pipeline(stream, createWriteStream(path)));
  });
  bb.on('filesLimit', () => fail(413, `At most ${limits.filesPerRequest} files per request.`, 'PAYLOAD_TOO_LARGE'));
  bb.on('error', (err: Error) =>
    fail(400, `The multipart request could not be read: ${err.message}`, 'BAD_USER_INPUT'),
  );
  bb.on('close', () => {
    Promise.all(writes).then(
      () => {
        if (failed) return;
        if (!operations) return fail(400, 'The multipart field operations is missing.', 'BAD_USER_INPUT');
        req.body = operations;
        (req as unknown as {_body: boolean})._body = true;
        req.headers['content-type'] = 'application/json';
        next();
      },
      (err: Error) => fail(400, `The upload could not be stored: ${err.message}`, 'BAD_USER_INPUT'),
    );
  });
  req.pipe(bb);
}
