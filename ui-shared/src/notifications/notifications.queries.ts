import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  AssignNotificationUserMutation,
  AssignNotificationUserMutationVariables,
  NotificationGroupsQuery,
  NotificationGroupsQueryVariables,
  SaveGroupMutation,
  SaveGroupMutationVariables,
  SaveNotificationUserMutation,
  SaveNotificationUserMutationVariables,
} from '@voltcheck/api-client';

/** A contact as both transfer lists show it. */
export const NOTIFICATION_CONTACT_FIELDS = gql`
  fragment NotificationContactFields on NotificationUser {
    notificationUserId
    email
    phone
    enabled
    unsubscribedOn
  }
`;

/** The manufacturer's groups, each with its Assigned and Available Contacts (document 002 section 7). */
export const NOTIFICATION_GROUPS: TypedDocumentNode<NotificationGroupsQuery, NotificationGroupsQueryVariables> = gql`
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
        ...NotificationContactFields
      }
      availableUsers {
        ...NotificationContactFields
      }
    }
  }
  ${NOTIFICATION_CONTACT_FIELDS}
`;

/** Adds, edits (id) or deletes (deleted: true) a group. */
export const SAVE_GROUP: TypedDocumentNode<SaveGroupMutation, SaveGroupMutationVariables> = gql`
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

export const SAVE_NOTIFICATION_USER: TypedDocumentNode<
  SaveNotificationUserMutation,
  SaveNotificationUserMutationVariables
> = gql`
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

/** Saves a group's whole Assigned Contacts list. */
export const ASSIGN_NOTIFICATION_USER: TypedDocumentNode<
  AssignNotificationUserMutation,
  AssignNotificationUserMutationVariables
> = gql`
  mutation AssignNotificationUser($userIds: [ID!]!, $groupId: ID!, $manufacturerId: ID) {
    assignNotificationUser(userIds: $userIds, groupId: $groupId, manufacturerId: $manufacturerId) {
      status
    }
  }
`;
