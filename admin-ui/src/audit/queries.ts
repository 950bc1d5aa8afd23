import {gql} from '@apollo/client';

export const AUDIT_KINDS = gql`
  query AuditKinds {
    auditKinds {
      actions
      entities
    }
  }
`;
