import {readdirSync, readlinkSync} from 'node:fs';
import {connect, Socket} from 'node:net';
import {join} from 'node:path';
import {RunningServer} from '../../server';

/** An HTTP request written by hand on a socket, so a test controls exactly which bytes of the body are sent. */
export interface RawRequest {
  socket: Socket;
  /** The server's answer, once complete (by its Content-Length) or once the server closed the connection. */
  answer: Promise<string>;
}

/** Opens a connection and sends the request head and `firstBytes` of a body said to be `contentLength` long. */
export function givenRawRequest(
  server: RunningServer,
  head: {method?: string; path: string; headers: Record<string, string>; contentLength: number},
  firstBytes: Buffer | string,
): RawRequest {
  const {port} = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  const lines = [
    `${head.method ?? 'POST'} ${head.path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Length: ${head.contentLength}`,
    ...Object.entries(head.headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  socket.write(firstBytes);
  const answer = new Promise<string>(resolve => {
    let text = '';
    socket.on('data', chunk => {
      text += chunk.toString('utf8');
      if (isComplete(text)) resolve(text);
    });
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  return {socket, answer};
}

function isComplete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
  return end >= 0 && !!length && Buffer.byteLength(text.slice(end + 4)) >= Number(length[1]);
}

/** The HTTP status of a raw answer. */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}

/** The files in the server's folder of uploads in progress (missing folder: none). */
export function uploadTemps(server: RunningServer): string[] {
  try {
    return readdirSync(join(server.config.dataDir, 'tmp'), {recursive: true, withFileTypes: true})
      .filter(entry => entry.isFile())
      .map(entry => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * The files under the uploads folder that this process (the test server runs in it) holds open,
 * deleted ones included: a file removed from the folder while a write still holds it is not gone.
 */
export function openUploadFiles(server: RunningServer): string[] {
  const folder = join(server.config.dataDir, 'tmp');
  return readdirSync('/proc/self/fd').flatMap(fd => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(folder) ? [target] : [];
    } catch {
      return [];
    }
  });
}

/** Polls `check` until it holds (a test of what happens eventually, never of how fast). */
export async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise(r => setTimeout(r, 50));
  }
}
