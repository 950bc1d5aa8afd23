import {Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {InstallationBindings} from '../services/installations';

const idOf = (id?: string | null) => (id === undefined || id === null ? undefined : Number(id));

/** The dashboard's installation statistics and the installed-serials dialog (document 001 sections 2, 3 and 7). */
export const installationsModule: GraphqlModule = {
  typeDefs: `
    "Installations and their power in one month and state (maintained counts; totalPower in W)."
    type InstallationStat { year: Int!, month: Int!, monthName: String!, totalPower: Float!, totalInstallation: Float!, stateName: String! }
    "All-time totals of the caller's scope, and the years that have installations (newest first)."
    type InstallationSummary { totalInstallation: Float!, totalPower: Float!, years: [Int!]! }
    "One serial of an installation in the caller's scope; ledgerStatus: pending, pass, fail or deleted."
    type InstalledSerial {
      productSerialId: ID!, serial: String!, brandName: String!, model: String!, ledgerStatus: String!, ledgerDate: String, supplier: String
      "A battery system's module: the serial of its unit (BMU)"
      parentSerial: String
      "A battery system's unit: its modules and capacity (kWh), and the approved configuration of that module count"
      system: InstalledSystem
    }
    type SystemConfiguration { moduleCount: Int!, nominalKWh: Float!, usableKWh: Float! }
    type InstalledSystem { moduleCount: Int!, nominalKWh: Float!, usableKWh: Float!, configuration: SystemConfiguration }

    extend type Query {
      "A year's installations by month and state, for the manufacturer (a supplier: of the serials its own account uploaded)."
      installationStats(year: Int!, manufacturerId: ID): [InstallationStat!]!
      installationSummary(manufacturerId: ID): InstallationSummary!
      "The serials in scope installed at one installation (the 'List of Installed Serials' dialog)."
      installationSerialDetails(installationId: ID!, manufacturerId: ID): [InstalledSerial!]!
    }
  `,
  access: {
    Query: {
      installationStats: Access.tenant(PERMISSION.read),
      installationSummary: Access.tenant(PERMISSION.read),
      installationSerialDetails: Access.tenant(PERMISSION.read),
    },
  },
  resolvers: {
    Query: {
      installationStats: (_: unknown, a: {year: number; manufacturerId?: string | null}, ctx: GraphqlContext) =>
        ctx
          .get(InstallationBindings.SERVICE)
          .stats(requireCaller(ctx), {year: a.year, manufacturerId: idOf(a.manufacturerId)}),
      installationSummary: (_: unknown, a: {manufacturerId?: string | null}, ctx: GraphqlContext) =>
        ctx.get(InstallationBindings.SERVICE).summary(requireCaller(ctx), {manufacturerId: idOf(a.manufacturerId)}),
      installationSerialDetails: (
        _: unknown,
        a: {installationId: string; manufacturerId?: string | null},
        ctx: GraphqlContext,
      ) =>
        ctx.get(InstallationBindings.SERVICE).serials(requireCaller(ctx), {
          installationId: Number(a.installationId),
          manufacturerId: idOf(a.manufacturerId),
        }),
    },
    InstalledSerial: {ledgerDate: (s: {ledgerDate: Date | null}) => s.ledgerDate?.toISOString() ?? null},
  },
};
