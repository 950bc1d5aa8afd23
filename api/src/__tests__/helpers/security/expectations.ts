import {AccessRule} from '../../../auth/access';
import {CastMember} from './cast';

/** What one call answered, as the suite judges it. */
export interface Exchange {
  status: number;
  /** The answer's body as text (for the leak check). */
  body: string;
  /** REST: the error body's code; GraphQL: every error's extensions.code. */
  codes: string[];
  /** GraphQL: the operation's field was executed and answered data (not null). */
  data?: boolean;
  /** The request as sent (method, path, query, body), for the leak check. */
  request: string;
  /** The request names a record of the home manufacturer. */
  namesHome: boolean;
}

export type Outcome = 'unauthenticated' | 'forbidden' | 'not-found' | 'server-error' | 'answered';

const REFUSALS: Outcome[] = ['unauthenticated', 'forbidden', 'not-found'];

/** What an answer amounts to: a refusal (401, 403, 404 or their GraphQL codes), a server error, or an answer. */
export function outcomeOf(x: Exchange): Outcome {
  if (x.status >= 500 || x.codes.includes('INTERNAL_SERVER_ERROR')) return 'server-error';
  if (x.status === 401 || x.codes.includes('UNAUTHENTICATED') || x.codes.includes('UNAUTHORIZED'))
    return 'unauthenticated';
  if (x.status === 403 || x.codes.includes('FORBIDDEN')) return 'forbidden';
  if (x.status === 404 || x.codes.includes('NOT_FOUND')) return 'not-found';
  return 'answered';
}

/**
 * What the declared rule says of one caller: `refused` (401, 403 or 404: an id outside one's scope
 * may answer as an unknown one) or `allowed` (anything but 401 and 403). The door checks the token and
 * the role; the services check the staff permission, the allow-list and the manufacturer named.
 */
export function expectationOf(
  rule: AccessRule,
  member: CastMember,
  door: 'graphql' | 'rest',
  namesHome: boolean,
): 'allowed' | 'refused' {
  if (rule.kind === 'public') return door === 'graphql' && member.kind === 'app' ? 'refused' : 'allowed';
  if (rule.kind === 'app') return member.kind === 'app' ? 'allowed' : 'refused';
  if (member.kind !== 'portal') return 'refused';
  if (rule.roles && !rule.roles.includes(member.role!)) return 'refused';
  if (rule.permission !== undefined && member.withoutPermissions) return 'refused';
  if (rule.allowList && member.outsideAllowList === rule.allowList) return 'refused';
  if (member.tenant === 'other' && namesHome) return 'refused';
  return 'allowed';
}

/**
 * Why an exchange breaks its expectation, or undefined when it keeps it. An anonymous caller may
 * also be turned away before execution with a code of its own (the GraphQL limits for callers
 * without a token): nothing ran for it either way.
 */
export function breach(expected: 'allowed' | 'refused', member: CastMember, x: Exchange): string | undefined {
  const outcome = outcomeOf(x);
  if (outcome === 'server-error') return `answered a server error (${x.status} ${x.codes.join(',')})`;
  if (expected === 'allowed' && (outcome === 'unauthenticated' || outcome === 'forbidden'))
    return `was refused (${x.status} ${x.codes.join(',')}) though its rule allows it`;
  if (expected === 'refused' && !REFUSALS.includes(outcome)) {
    const turnedAway = member.kind === 'anonymous' && x.status >= 400 && !x.data;
    if (!turnedAway)
      return `was not refused (${x.status} ${x.codes.join(',') || 'no error'}) though its rule refuses it`;
  }
  return undefined;
}

/** Strings only the home manufacturer's side may read that an outsider's answer shows (those it sent itself aside). */
export function leaks(x: Exchange, markers: string[]): string[] {
  const body = x.body.toLowerCase();
  const request = x.request.toLowerCase();
  return markers.filter(m => body.includes(m.toLowerCase()) && !request.includes(m.toLowerCase()));
}

/** The callers whose answers must never show the home manufacturer's private strings. */
export const OUTSIDERS = (member: CastMember): boolean =>
  member.kind !== 'portal' || member.tenant === 'other' || !!member.withoutPermissions;
