import {request as httpRequest, RequestOptions} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {isInternalAddress, NOT_PUBLIC_MESSAGE, publicLookup} from './webhook-address';

export interface WebhookAnswer {
  status: number;
  body: string;
}

/**
 * POSTs `body` to a webhook endpoint, never following redirects. Unless `allowLocal` (tests), an IP literal
 * must be public and a name is resolved once by `publicLookup`, whose checked address is the one connected to.
 */
export function postWebhook(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  o: {allowLocal: boolean; timeoutMs: number; keptChars: number},
): Promise<WebhookAnswer> {
  const target = new URL(url);
  if (!o.allowLocal && isInternalAddress(target.hostname)) return Promise.reject(new Error(NOT_PUBLIC_MESSAGE));
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const options: RequestOptions = {
    method: 'POST',
    headers: {...headers, 'Content-Length': String(body.length)},
    timeout: o.timeoutMs,
    signal: AbortSignal.timeout(o.timeoutMs),
    ...(o.allowLocal ? {} : {lookup: publicLookup as RequestOptions['lookup']}),
  };
  return new Promise((resolve, reject) => {
    const req = request(target, options, res => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < o.keptChars) text += chunk;
      });
      res.on('end', () => resolve({status: res.statusCode ?? 0, body: text.slice(0, o.keptChars)}));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
