import {Access} from '../auth/access';
import {AccountBindings, NewAdminUser} from '../services/accounts';
import {ServiceError} from '../services/kernel/service-error';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {VerificationBindings} from '../services/verification';

const SETTING_TYPES = ['AllowedApps', 'MandatorySerialPhoto'] as const;

/** Document 002, sections 2.20 and 7: sUsers, hasConfigAccess and adminMutation. Administrators only. */
export const adminAccountsModule: GraphqlModule = {
  typeDefs: `
    "An administrator account (document 002, section 3)."
    type AdminUser {
      id: ID!
      userName: String!
      email: String!
      firstName: String!
      lastName: String!
      cTime: String!
      lockoutEnd: String
      "True while an administrator has deactivated the account."
      lockoutEnabled: Boolean!
      "Lockout off, or no end, or the end in the past."
      isActive: Boolean!
    }

    "Settings of the app providers: settingKey is the provider's id or client id."
    type AdminSettingsMutation {
      "settingType AllowedApps or MandatorySerialPhoto."
      addSetting(settingType: String!, settingKey: String!, settingValue: String): Boolean!
      deleteSetting(settingType: String!, settingKey: String!): Boolean!
    }

    "The administrators' account and settings changes; each needs the settings allow-list."
    type AdminMutation {
      changePassword(userId: ID!, newPassword: String!): Boolean!
      "lockoutEnabled true deactivates the account, false activates it."
      toggleUserStatus(userId: ID!, lockoutEnabled: Boolean!): Boolean!
      addAdminUser(userName: String!, email: String!, password: String!, firstName: String, lastName: String): AdminUser!
      adminSettings: AdminSettingsMutation!
    }

    extend type Query {
      "Administrator accounts, by username; search matches username, email or name."
      sUsers(search: String): [AdminUser!]!
      "Whether the caller is on the settings allow-list (the settings and users toggles show only then)."
      hasConfigAccess: Boolean!
    }

    extend type Mutation {
      adminMutation: AdminMutation!
    }
  `,
  access: {
    Query: {sUsers: Access.admin(), hasConfigAccess: Access.admin()},
    Mutation: {adminMutation: Access.admin('settings')},
  },
  resolvers: {
    Query: {
      sUsers: (_: unknown, args: {search?: string | null}, ctx: GraphqlContext) =>
        ctx.get(AccountBindings.ADMIN_ACCOUNT_SERVICE).sUsers(args.search),
      hasConfigAccess: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        ctx.get(AccountBindings.ADMIN_ACCOUNT_SERVICE).hasConfigAccess(requireCaller(ctx)),
    },
    Mutation: {
      adminMutation: (_: unknown, __: unknown, ctx: GraphqlContext) => {
        // The whole namespace needs the settings allow-list, so a caller outside it is refused at its door.
        if (!ctx.get(AccountBindings.ADMIN_ACCOUNT_SERVICE).hasConfigAccess(requireCaller(ctx)))
          throw new ServiceError('Not Authorized', 'FORBIDDEN');
        return {};
      },
    },
    AdminMutation: {
      changePassword: (_: unknown, args: {userId: string; newPassword: string}, ctx: GraphqlContext) =>
        ctx
          .get(AccountBindings.ADMIN_ACCOUNT_SERVICE)
          .changePassword(requireCaller(ctx), args.userId, args.newPassword),
      toggleUserStatus: (_: unknown, args: {userId: string; lockoutEnabled: boolean}, ctx: GraphqlContext) =>
        ctx
          .get(AccountBindings.ADMIN_ACCOUNT_SERVICE)
          .toggleUserStatus(requireCaller(ctx), args.userId, args.lockoutEnabled),
      addAdminUser: (_: unknown, args: NewAdminUser, ctx: GraphqlContext) =>
        ctx.get(AccountBindings.ADMIN_ACCOUNT_SERVICE).addAdminUser(requireCaller(ctx), args),
      adminSettings: () => ({}),
    },
    AdminSettingsMutation: {
      addSetting: (_: unknown, args: {settingType: string; settingKey: string}, ctx: GraphqlContext) =>
        setSetting(ctx, args.settingType, args.settingKey, true),
      deleteSetting: (_: unknown, args: {settingType: string; settingKey: string}, ctx: GraphqlContext) =>
        setSetting(ctx, args.settingType, args.settingKey, false),
    },
  },
};

/** Adding a setting switches the provider's flag on, deleting it off (the app providers' service rules apply). */
async function setSetting(ctx: GraphqlContext, type: string, key: string, on: boolean): Promise<boolean> {
  const caller = requireCaller(ctx);
  if (!(SETTING_TYPES as readonly string[]).includes(type))
    throw new ServiceError(`settingType: one of ${SETTING_TYPES.join(', ')}.`, 'VALIDATION');
  const providers = await ctx.get(VerificationBindings.APP_PROVIDER_SERVICE).list();
  const provider = providers.find(p => String(p.id) === key || p.clientId === key);
  const change = type === 'AllowedApps' ? {enabled: on} : {mandatorySerialPhoto: on};
  await ctx.get(VerificationBindings.APP_PROVIDER_SERVICE).update(caller, provider ? provider.id : -1, change);
  return true;
}
