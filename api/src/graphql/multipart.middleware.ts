import busboy from 'busboy';
import express from 'express';
import {randomUUID} from 'node:crypto';
import {createWriteStream, mkdirSync} from 'node:fs';
import {unlink} from 'node:fs/promises';
import {join} from 'node:path';
import {pipeline} from 'node:stream/promises';
import {IMPORT_LIMITS} from '../services/spreadsheet/spreadsheet-types';

/** What an `Upload` variable holds: the part, already streamed to a temporary file. */
export interface UploadedPart {
  filename: string;
  mimetype: string;
  /** The temporary file; deleted when the response has been sent. */
  path: string;
  size: number;
}

const MAX_FILES = 10;

/** Parts made by this middleware; the Upload scalar accepts nothing else (no paths from JSON variables). */
const genuine = new WeakSet<object>();

export function isUploadedPart(value: unknown): value is UploadedPart {
  return typeof value === 'object' && value !== null && genuine.has(value);
}

function refuse(res: express.Response, status: number, message: string, code: string) {
  if (!res.headersSent) res.status(status).json({errors: [{message, extensions: {code}}]});
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

/**
 * The GraphQL multipart request spec (fields `operations`, `map`, then the files) in front of
 * Apollo: each file part streams to a temporary file under `tmpDir` (100 MB at most, enforced
 * while streaming), its variable becomes an UploadedPart, and the request continues as JSON.
 * Bearer-token authentication makes the multipart form safe from CSRF, so Apollo's preflight
 * header is not required for it.
 */
export function graphqlMultipart(tmpDir: string): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    mkdirSync(tmpDir, {recursive: true});
    const temps: string[] = [];
    res.on('close', () => {
      for (const t of temps) void unlink(t).catch(() => undefined);
    });
    let operations: Record<string, unknown> | undefined;
    let map: Record<string, string[]> | undefined;
    const writes: Array<Promise<void>> = [];
    let failed = false;
    const fail = (status: number, message: string, code: string) => {
      failed = true;
      refuse(res, status, message, code);
    };

    const bb = busboy({
      headers: req.headers,
      limits: {fileSize: IMPORT_LIMITS.maxBytes, files: MAX_FILES, fieldSize: 10 * 1024 * 1024},
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
    bb.on('filesLimit', () => fail(413, `At most ${MAX_FILES} files per request.`, 'PAYLOAD_TOO_LARGE'));
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
  };
}
