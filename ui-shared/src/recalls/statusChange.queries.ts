import {rest, type RestData} from '@voltcheck/api-client';

export type ChangeState = RestData<'/api/serials/status-changes/{id}', 'get'>;

/** Whether an answer is a change queued as a job rather than one done at once. */
export function isQueued(answer: object): answer is {changeId: number; state: 'queued'; total: number} {
  return 'changeId' in answer;
}

/** GET /api/serials/status-changes/{id}: the queued change's state and, once done, its counts and problems. */
export function fetchChange(id: number): Promise<ChangeState> {
  return rest.GET('/api/serials/status-changes/{id}', {params: {path: {id}}});
}
