import {gql} from '@apollo/client';
import {api} from '@voltcheck/api-client';
import type {RestAnswer} from '@voltcheck/api-client';

/** The manufacturer's groups, each with its Assigned and Available Contacts (document 002 section 7). */
export const NOTIFICATION_GROUPS = gql`
  query NotificationGroups($manufacturerId: ID) {
    notificationGroups(manufacturerId: $manufacturerId, type: 3) {
      id
      groupName
      description
      enabled
      mailKinds
      updatedOn
      updatedBy
      notificationGroupUsers {
        notificationUserId
        email
        phone
        enabled
        unsubscribedOn
      }
      availableUsers {
        notificationUserId
        email
        phone
        enabled
        unsubscribedOn
      }
    }
  }
`;

export const SAVE_GROUP = gql`
  mutation SaveGroup(
    $id: ID
    $groupName: String
    $description: String
    $manufacturerId: ID
    $mailKinds: [NotificationMailKind!]
    $enabled: Boolean
    $deleted: Boolean
  ) {
    saveGroup(
      id: $id
      groupName: $groupName
      description: $description
      manufacturerId: $manufacturerId
      mailKinds: $mailKinds
      enabled: $enabled
      deleted: $deleted
    ) {
      id
    }
  }
`;

export const SAVE_NOTIFICATION_USER = gql`
  mutation SaveNotificationUser(
    $email: String
    $phone: String
    $manufacturerId: ID
    $groupId: ID
    $enabled: Boolean
    $deleted: Boolean
  ) {
    saveNotificationUser(
      email: $email
      phone: $phone
      manufacturerId: $manufacturerId
      groupId: $groupId
      enabled: $enabled
      deleted: $deleted
    ) {
      notificationUserId
    }
  }
`;

export const ASSIGN_NOTIFICATION_USER = gql`
  mutation AssignNotificationUser($userIds: [ID!]!, $groupId: ID!, $manufacturerId: ID) {
    assignNotificationUser(userIds: $userIds, groupId: $groupId, manufacturerId: $manufacturerId) {
      status
    }
  }
`;

type LinkAnswer = RestAnswer<'/api/notifications/unsubscribe/{token}', 'get'>;
type DoneAnswer = RestAnswer<'/api/notifications/unsubscribe/{token}', 'post'>;

/** Whose unsubscribe link this is (no sign-in). */
export function unsubscribeLink(token: string): Promise<LinkAnswer> {
  return api(`/notifications/unsubscribe/${encodeURIComponent(token)}`, {anonymous: true});
}

export function unsubscribe(token: string): Promise<DoneAnswer> {
  return api(`/notifications/unsubscribe/${encodeURIComponent(token)}`, {method: 'POST', anonymous: true});
}
