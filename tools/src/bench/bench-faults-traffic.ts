import {HttpTarget, TokenKeeper} from '../shared/http-load';
import {SerialFeed} from './bench-feed';
import {installationRequest} from './bench-request';

/** One verification request of a fault run, with its answer when one came before the kill. */
export interface Recorded {
  requestId: string;
  body: Buffer;
  answer?: {status: number; body: Buffer; signature?: string};
}

/** Installation requests on `concurrency` connections, each recorded with its answer, until `stop()` says so. */
export async function recordTraffic(
  url: string,
  provider: {clientId: string; clientSecret: string},
  feed: SerialFeed,
  concurrency: number,
  stop: () => boolean,
): Promise<Recorded[]> {
  const target = new HttpTarget(new URL(url), concurrency);
  const tokens = new TokenKeeper(target, provider.clientId, provider.clientSecret);
  const token = await tokens.get();
  const run = `fault${Date.now().toString(36)}`;
  const recorded: Recorded[] = [];
  const loop = async () => {
    for (let batch = feed.take(); batch && !stop(); batch = feed.take()) {
      const body = installationRequest(run, batch);
      const entry: Recorded = {requestId: (JSON.parse(body.toString()) as {requestId: string}).requestId, body};
      recorded.push(entry);
      try {
        const res = await target.post('/api/v1/verifications', body, {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
        });
        entry.answer = {status: res.status, body: res.body, signature: res.headers['x-signature'] as string};
      } catch {
        return; // the server died under this request
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, loop));
  target.close();
  return recorded;
}

/** Posts recorded requests again (same requestId and body): their answers must be the recorded ones, byte for byte. */
export async function replay(
  url: string,
  provider: {clientId: string; clientSecret: string},
  recorded: Recorded[],
  max: number,
) {
  const target = new HttpTarget(new URL(url), 4);
  const token = await new TokenKeeper(target, provider.clientId, provider.clientSecret).get();
  const post = (r: Recorded) =>
    target.post('/api/v1/verifications', r.body, {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    });
  const answered = recorded
    .filter(r => r.answer)
    .sort(() => Math.random() - 0.5)
    .slice(0, max);
  const inFlight = recorded.filter(r => !r.answer);
  const differing: string[] = [];
  for (const r of answered) {
    const res = await post(r);
    if (
      res.status !== r.answer!.status ||
      !res.body.equals(r.answer!.body) ||
      res.headers['x-signature'] !== r.answer!.signature
    )
      differing.push(`${r.requestId}: ${res.status} ${res.body.toString().slice(0, 120)}`);
  }
  // Cut off by the crash: answered now (committed before it, or decided afresh), then the same again.
  for (const r of inFlight) {
    const first = await post(r);
    const again = await post(r);
    if (
      first.status !== 200 ||
      !again.body.equals(first.body) ||
      again.headers['x-signature'] !== first.headers['x-signature']
    )
      differing.push(
        `${r.requestId} (in flight at the kill): ${first.status}/${again.status} ${again.body.toString().slice(0, 120)}`,
      );
  }
  target.close();
  return {
    replayed: answered.length,
    inFlightAtKill: inFlight.length,
    identical: differing.length === 0,
    differing: differing.slice(0, 10),
  };
}
