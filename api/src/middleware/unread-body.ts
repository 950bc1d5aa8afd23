import type {IncomingMessage} from 'node:http';

/** Bodies up to this size are drained after a refusal, so that the client surely reads the answer. */
const DRAINED_BYTES = 64 * 1024;

/**
 * Whether a refused request should have its connection closed rather than its body read: when the
 * body has not been read and is larger than a few small JSON forms (or of unknown length). Closing
 * with unread data can make a client lose the answer, so small bodies are drained (read, never stored).
 */
export function closeRatherThanRead(request: IncomingMessage): boolean {
  if (request.complete) return false;
  const length = Number(request.headers['content-length']);
  return !(length <= DRAINED_BYTES);
}
