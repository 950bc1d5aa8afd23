import {gql} from '@apollo/client';

/** The console's copy of the portal's notification calls (operation names are unique across both apps). The manufacturer's groups, each with its Assigned and Available Contacts (document 002 section 7). */
export const NOTIFICATION_GROUPS = gql`
  query AdminNotificationGroups($manufacturerId: ID) {
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
  mutation AdminSaveGroup(
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
  mutation AdminSaveNotificationUser(
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
  mutation AdminAssignNotificationUser($userIds: [ID!]!, $groupId: ID!, $manufacturerId: ID) {
    assignNotificationUser(userIds: $userIds, groupId: $groupId, manufacturerId: $manufacturerId) {
      status
    }
  }
`;
