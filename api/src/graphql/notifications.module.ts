import {Access} from '../auth/access';
import {ADMIN_ROLES, MANUFACTURER_ROLES} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel/tenancy';
import {NotifyBindings, SaveGroupInput, SaveUserInput} from '../services/notify';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';

/** Administrators and the manufacturer's own accounts; staff read with Read and change with Manage Profile. */
const OWNERS = [...ADMIN_ROLES, ...MANUFACTURER_ROLES];

/** Notification groups and contacts of a manufacturer (document 002 sections 2.16, 3 and 7; server.md section 8). */
export const notificationsModule: GraphqlModule = {
  typeDefs: `
    "A contact of a manufacturer that its notification groups mail (document 002's notification user)."
    type NotificationUser {
      notificationUserId: ID!
      email: String!
      phone: String
      manufacturerId: ID!
      createdOn: String!
      updatedOn: String!
      enabled: Boolean!
      deleted: Boolean!
      "The group it is listed under; null in a list of contacts."
      groupId: ID
      "When the contact followed the unsubscribe link of a mail: nothing is mailed to it since."
      unsubscribedOn: String
    }

    "A kind of mail a notification group may receive (server.md section 8)."
    enum NotificationMailKind {
      "The daily digest of new failed serials."
      DIGEST
      "The reminder when the last upload is older than the manufacturer's upload frequency."
      OVERDUE
      "Serials the regulator's ledger failed."
      LEDGER
    }

    "A group of contacts that receives, as it chooses, the daily digest of failed serials, overdue-upload reminders and ledger failures."
    type NotificationGroup {
      id: ID!
      groupName: String!
      manufacturerId: ID!
      createdOn: String!
      updatedOn: String!
      "Username of the account that last changed it."
      updatedBy: String
      enabled: Boolean!
      deleted: Boolean!
      description: String!
      "The kinds of mail the group receives (at least one)."
      mailKinds: [NotificationMailKind!]!
      "Assigned Contacts."
      notificationGroupUsers: [NotificationUser!]!
      "Available Contacts: the manufacturer's contacts not in the group."
      availableUsers: [NotificationUser!]!
    }

    type NotificationStatus {
      status: Boolean!
    }

    extend type Query {
      "The manufacturer's groups (manufacturerId: administrators must give it; others default to their own). type is accepted as the documents send it and changes nothing."
      notificationGroups(manufacturerId: ID, type: Int): [NotificationGroup!]!
      "The manufacturer's contacts."
      notificationUsers(manufacturerId: ID): [NotificationUser!]!
    }

    extend type Mutation {
      "Creates a group (no id) or changes one; deleted: true deletes it. mailKinds unset: all three for a new group, unchanged for an existing one. Answers the group (null once deleted)."
      saveGroup(id: ID, groupName: String, description: String, manufacturerId: ID, mailKinds: [NotificationMailKind!], enabled: Boolean, deleted: Boolean): NotificationGroup
      "Creates a contact (an address already listed is that contact) or changes one (notificationUserId); with groupId it is also assigned to that group; deleted: true deletes it."
      saveNotificationUser(notificationUserId: ID, email: String, phone: String, manufacturerId: ID, groupId: ID, enabled: Boolean, deleted: Boolean): NotificationUser
      "Makes the group's contacts exactly userIds (the transfer lists save each move)."
      assignNotificationUser(userIds: [ID!]!, groupId: ID!, manufacturerId: ID): NotificationStatus!
    }
  `,
  access: {
    Query: {
      notificationGroups: Access.roles(OWNERS, PERMISSION.read),
      notificationUsers: Access.roles(OWNERS, PERMISSION.read),
    },
    Mutation: {
      saveGroup: Access.roles(OWNERS, PERMISSION.manageProfile),
      saveNotificationUser: Access.roles(OWNERS, PERMISSION.manageProfile),
      assignNotificationUser: Access.roles(OWNERS, PERMISSION.manageProfile),
    },
  },
  resolvers: {
    // The stored names (notification_sent's kinds) behind the enum's values.
    NotificationMailKind: {DIGEST: 'digest', OVERDUE: 'overdue', LEDGER: 'ledger'},
    Query: {
      notificationGroups: (_: unknown, args: {manufacturerId?: string | null}, ctx: GraphqlContext) =>
        ctx.get(NotifyBindings.GROUP_SERVICE).groups(requireCaller(ctx), args.manufacturerId),
      notificationUsers: (_: unknown, args: {manufacturerId?: string | null}, ctx: GraphqlContext) =>
        ctx.get(NotifyBindings.GROUP_SERVICE).users(requireCaller(ctx), args.manufacturerId),
    },
    Mutation: {
      saveGroup: (_: unknown, args: SaveGroupInput, ctx: GraphqlContext) =>
        ctx.get(NotifyBindings.GROUP_SERVICE).saveGroup(requireCaller(ctx), args),
      saveNotificationUser: (_: unknown, args: SaveUserInput, ctx: GraphqlContext) =>
        ctx.get(NotifyBindings.GROUP_SERVICE).saveUser(requireCaller(ctx), args),
      assignNotificationUser: async (
        _: unknown,
        args: {userIds: string[]; groupId: string; manufacturerId?: string | null},
        ctx: GraphqlContext,
      ) => ({
        status: await ctx
          .get(NotifyBindings.GROUP_SERVICE)
          .assign(requireCaller(ctx), args.userIds, args.groupId, args.manufacturerId),
      }),
    },
  },
};
