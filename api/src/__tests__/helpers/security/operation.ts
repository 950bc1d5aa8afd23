import {AccessRule} from '../../../auth/access';
import {RunningServer} from '../../../server';
import {CastMember} from './cast';
import {Exchange} from './expectations';
import {Fixtures} from './fixtures';

/** One operation of the API as the security suite runs it: its declared rule, and a way to call it as anyone. */
export interface SecuredOperation {
  /** `Query.field` / `Mutation.field`, or `METHOD /path` as in /openapi.json. */
  id: string;
  door: 'graphql' | 'rest';
  /** Changes data: run after the reads, with arguments naming spare records. */
  write: boolean;
  /** The declared rule; undefined fails the suite. */
  rule?: AccessRule;
  send(server: RunningServer, member: CastMember, fixtures: Fixtures): Promise<Exchange>;
}
