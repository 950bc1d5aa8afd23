import busboy from 'busboy';
import {HttpErrors, Request} from '@loopback/rest';

/** A small multipart form read into memory: its text fields and its files (name, bytes). */
export interface SmallForm {
  fields: Record<string, string>;
  files: Record<string, {filename: string; data: Buffer}>;
}

export interface SmallFormLimits {
  /** Bytes per file. */
  fileSize: number;
  files: number;
  fields: number;
}

/**
 * A multipart/form-data parser of `request` (UTF-8 file names as browsers send them, RFC 7578, not busboy's default
 * latin1), or undefined when the request is not multipart.
 */
export function multipartParser(request: Request, limits: busboy.Limits): busboy.Busboy | undefined {
  try {
    return busboy({headers: request.headers, defParamCharset: 'utf8', limits});
  } catch {
    return undefined;
  }
}

/**
 * Reads a multipart/form-data request whose files are small (logos, warranty documents): each file is
 * kept in memory up to its limit; a larger one is refused (413) rather than cut short.
 */
export function readSmallForm(request: Request, limits: SmallFormLimits): Promise<SmallForm> {
  return new Promise((resolve, reject) => {
    const parser = multipartParser(request, {
      fileSize: limits.fileSize,
      files: limits.files,
      fields: limits.fields,
      fieldSize: 64 * 1024,
    });
    if (!parser) {
      reject(new HttpErrors.UnsupportedMediaType('Send the form as multipart/form-data.'));
      return;
    }
    const form: SmallForm = {fields: {}, files: {}};
    let failed: Error | undefined;
    const fail = (error: Error) => {
      failed ??= error;
    };
    parser.on('field', (name, value) => {
      if (!(name in form.fields)) form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(new HttpErrors.PayloadTooLarge(`${name}: the file is larger than ${limits.fileSize / 1048576} MB.`)),
      );
      stream.on('end', () => {
        const data = Buffer.concat(chunks);
        if (data.length && !(name in form.files)) form.files[name] = {filename: info.filename ?? '', data};
      });
    });
    parser.on('filesLimit', () => fail(new HttpErrors.PayloadTooLarge('Too many files.')));
    parser.on('error', (error: Error) => reject(new HttpErrors.BadRequest(error.message)));
    parser.on('close', () => (failed ? reject(failed) : resolve(form)));
    request.pipe(parser);
  });
}
