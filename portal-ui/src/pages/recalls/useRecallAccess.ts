import {useSession} from '../../session/SessionContext';
import {canManageRecalls} from './recallAccess';

/** Whether the signed-in user is offered the recall actions (create, status, remedies). */
export function useCanManageRecalls(): boolean {
  const {claims, profile} = useSession();
  return canManageRecalls(claims?.role, claims?.role === 'mstaff' || !!profile?.isStaff, profile?.permissions);
}
