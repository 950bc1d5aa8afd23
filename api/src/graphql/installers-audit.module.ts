import {Access} from '../auth/access';
import {AuditBindings, AuditFilter, AuditLogEntry, auditSentence} from '../services/audit';
import {RegistryBindings, toInstallerFilter} from '../services/registry';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {ListArgs} from './list.module';
import {GraphqlModule} from './schema';

/** The Installers page (document 002, section 2.10) and the audit log (server.md section 10). Administrators only. */
export const installersAuditModule: GraphqlModule = {
  typeDefs: `
    type AdminInstaller {
      installerId: ID!
      accCode: String!
      firstName: String
      lastName: String
      accountName: String
      email: String
      mobile: String
      phone: String
      postalCode: String
      city: String
      state: String
      fullAwardDate: String
      expiryDate: String
      status: String
      sAACode: String
      sAAAwardDate: String
      sAAExpiryDate: String
      sAAStatus: String
      "Installations recorded with the installer's accreditation code."
      totalDataPack: Int!
      "Verification requests and failures of the installer's installations, counted as they happen."
      totalRequest: Int!
      totalFailed: Int!
      updatedOn: String!
    }
    type InstallerPage {
      list: [AdminInstaller!]!
      "Installers matching the filters."
      installerCount: Int!
      "ISO time of the latest change to the register (Last Updated)."
      installerUpdatedStatus: String
    }
    "message, code and success; data is a JSON text list of {Action, Count}."
    type MigratedInstallerResult { message: String!, code: Int!, success: Boolean!, data: String! }

    "One administrator action that changed data."
    type AuditLog {
      id: ID!
      userId: ID
      userName: String
      "The raw action, for filters (e.g. staff.create)."
      action: String!
      "The entry as a sentence a person reads, e.g. 'Created staff member jdoe for Demo Energy with Read, Upload'."
      sentence: String!
      entity: String!
      entityId: String
      before: JSON
      after: JSON
      createdAt: String!
    }
    input AuditLogFilter { userId: ID, action: String, entity: String, entityId: String, from: String, to: String, ids: [ID!] }
    type AuditKinds { actions: [String!]!, entities: [String!]! }

    extend type Query {
      "filter: search text; additionalFilter: JSON of installer_type (0 All, 1 CEC only, 2 SAA only), status (0 All, 1 Expired, 2 Current), updated_today."
      installers(filter: String, skip: Int, first: Int, additionalFilter: String): InstallerPage!
      allAuditLogs(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: AuditLogFilter): [AuditLog!]!
      _allAuditLogsMeta(page: Int, perPage: Int, filter: AuditLogFilter): ListMetadata!
      AuditLog(id: ID!): AuditLog
      auditKinds: AuditKinds!
    }
    extend type Mutation {
      "Imports migrated installers (CSV or spreadsheet), upserted by accreditation code."
      migratedInstallerList(file: Upload!): MigratedInstallerResult!
    }
  `,
  access: {
    Query: {
      installers: Access.admin(),
      allAuditLogs: Access.admin(),
      _allAuditLogsMeta: Access.admin(),
      AuditLog: Access.admin(),
      auditKinds: Access.admin(),
    },
    Mutation: {migratedInstallerList: Access.admin()},
  },
  resolvers: {
    Query: {
      installers: (
        _: unknown,
        args: {filter?: string | null; skip?: number | null; first?: number | null; additionalFilter?: string | null},
        ctx: GraphqlContext,
      ) =>
        ctx
          .get(RegistryBindings.INSTALLER_SERVICE)
          .list(toInstallerFilter(args.filter, args.additionalFilter), args.skip ?? 0, args.first ?? undefined),
      allAuditLogs: (_: unknown, args: ListArgs<AuditFilter>, ctx: GraphqlContext) =>
        ctx.get(AuditBindings.AUDIT_LOG_SERVICE).list(args),
      _allAuditLogsMeta: async (_: unknown, args: {filter?: AuditFilter | null}, ctx: GraphqlContext) => ({
        count: await ctx.get(AuditBindings.AUDIT_LOG_SERVICE).count(args.filter),
      }),
      AuditLog: async (_: unknown, args: {id: string}, ctx: GraphqlContext): Promise<AuditLogEntry | null> =>
        (await ctx.get(AuditBindings.AUDIT_LOG_SERVICE).list({filter: {ids: [args.id]}, perPage: 1}))[0] ?? null,
      auditKinds: (_: unknown, __: unknown, ctx: GraphqlContext) => ctx.get(AuditBindings.AUDIT_LOG_SERVICE).kinds(),
    },
    AuditLog: {sentence: (entry: AuditLogEntry) => auditSentence(entry)},
    Mutation: {
      migratedInstallerList: (_: unknown, args: {file: {filename: string; path: string}}, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.INSTALLER_SERVICE).importMigrated(requireCaller(ctx), args.file),
    },
  },
};
