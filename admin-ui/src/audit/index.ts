import HistoryIcon from '@mui/icons-material/History';
import type {AuditLog} from '@voltcheck/api-client';
import {AuditList} from './AuditList';

/** The `AuditLog` resource (GraphQL type AuditLog; route /AuditLog, not in document 002). */
export default {
  list: AuditList,
  edit: undefined,
  create: undefined,
  show: undefined,
  icon: HistoryIcon,
  recordRepresentation: (record: AuditLog) => `${record.action} #${record.id}`,
};
