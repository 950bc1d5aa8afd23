import {Access} from '../auth/access';
import {FilteredArgs, InstallationBindings} from '../services/installations';
import {GraphqlContext} from './context';
import {GraphqlModule} from './schema';
import {ReportBindings} from '../services/reports';

type Range = {fromDate?: string | null; toDate?: string | null};

/** Leadership board, reports and the Detail View (document 002, sections 2.12, 2.21, 2.22), with their lookups. */
export const reportsModule: GraphqlModule = {
  typeDefs: `
    type LeadershipManufacturer { manufacturerId: ID!, from: String!, to: String!, totalInstallations: Int!, totalRatedPower_kW: Float!, displayName: String! }
    type LeadershipAppProvider { id: ID!, from: String!, to: String!, totalInstallations: Int!, totalRatedPower_kW: Float!, appProvider: String! }
    type LeadershipStats { from: String!, to: String!, manufacturers: [LeadershipManufacturer!]!, appProviders: [LeadershipAppProvider!]! }

    type ManufacturerInstallations { displayName: String!, totalInstallations: Int! }
    type AreaInstallations { stateName: String!, totalInstallations: Int! }
    type InstallerInstallations { accCode: String!, firstName: String!, lastName: String!, totalInstallations: Int! }
    type RetailerInstallations { retailerName: String!, totalInstallations: Int! }
    type AppProviderInstallations { iRequesterAppName: String!, totalInstallations: Int! }
    type Reports {
      fromDate: String!
      toDate: String!
      topManufacturers: [ManufacturerInstallations!]!
      installationsByArea: [AreaInstallations!]!
      topInstallers: [InstallerInstallations!]!
      topRetailers: [RetailerInstallations!]!
      installationsByAppProvider: [AppProviderInstallations!]!
    }

    type AdminInstalledSerial { serial: String!, brand: String!, model: String! }
    type FilteredInstallation {
      productInstallationId: ID!
      installationDate: String!
      manufacturerName: String
      stateName: String
      cityName: String
      postCode: String
      installerName: String
      installerAccreditationCode: String
      retailerName: String
      "kW"
      totalRatedPower: Float!
      appProviderName: String
      createdOn: String!
    }
    type InstallationsPerDay { day: String!, totalInstallations: Int! }
    type FilteredInstallations {
      fromDate: String!
      toDate: String!
      totalInstallations: Int!
      perDay: [InstallationsPerDay!]!
      "The newest 1000 installations of the filter (listCapped when there are more)."
      list: [FilteredInstallation!]!
      listCapped: Boolean!
    }
    type AdminInstallation {
      productInstallationId: ID!
      installationDate: String!
      manufacturerName: String
      stateName: String
      cityName: String
      postCode: String
      installerName: String
      installerAccreditationCode: String
      retailerName: String
      totalRatedPower: Float!
      appProviderName: String
      createdOn: String!
      serials: [AdminInstalledSerial!]!
    }
    type AdminInstallationPage { count: Int!, countCapped: Boolean!, list: [AdminInstallation!]! }

    type StateOption { stateId: Int!, stateName: String! }
    type RetailerOption { retailerId: ID!, retailerName: String! }
    type InstallerOption { installerId: ID!, firstName: String, lastName: String, accCode: String! }

    extend type Query {
      "Installations and rated power per manufacturer (search by name) and per app provider; from and to as YYYY-MM-DD, by default the last 30 days."
      leadershipStats(search: String, from: String, to: String): LeadershipStats!
      "The five report charts; by default one month back to today."
      reports(fromDate: String, toDate: String): Reports!
      filteredInstallations(fromDate: String, toDate: String, manufacturerId: ID, stateId: ID, cityId: ID, retailerId: ID, installerId: ID): FilteredInstallations!
      "Every installation, newest first. search: postcode, city prefix or installer accreditation code."
      adminInstallations(search: String, stateId: ID, fromDate: String, toDate: String, first: Int, skip: Int): AdminInstallationPage!
      states: [StateOption!]!
      retailers: [RetailerOption!]!
      installerOptions: [InstallerOption!]!
    }
  `,
  access: {
    Query: {
      leadershipStats: Access.admin(),
      reports: Access.admin(),
      filteredInstallations: Access.admin(),
      adminInstallations: Access.admin(),
      states: Access.admin(),
      retailers: Access.admin(),
      installerOptions: Access.admin(),
    },
  },
  resolvers: {
    Query: {
      leadershipStats: (_: unknown, args: {search?: string; from?: string; to?: string}, ctx: GraphqlContext) =>
        ctx.get(ReportBindings.REPORTS_SERVICE).leadershipStats(args),
      reports: (_: unknown, args: Range, ctx: GraphqlContext) => ctx.get(ReportBindings.REPORTS_SERVICE).reports(args),
      filteredInstallations: (_: unknown, args: FilteredArgs, ctx: GraphqlContext) =>
        ctx.get(InstallationBindings.LISTING_SERVICE).filtered(args),
      adminInstallations: (
        _: unknown,
        args: Range & {search?: string; stateId?: string; first?: number; skip?: number},
        ctx: GraphqlContext,
      ) => ctx.get(InstallationBindings.LISTING_SERVICE).list(args),
      states: (_: unknown, __: unknown, ctx: GraphqlContext) => ctx.get(ReportBindings.REPORTS_SERVICE).states(),
      retailers: (_: unknown, __: unknown, ctx: GraphqlContext) => ctx.get(ReportBindings.REPORTS_SERVICE).retailers(),
      installerOptions: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        ctx.get(ReportBindings.REPORTS_SERVICE).installers(),
    },
    FilteredInstallation: {createdOn: (i: {createdOn: Date}) => i.createdOn.toISOString()},
    AdminInstallation: {createdOn: (i: {createdOn: Date}) => i.createdOn.toISOString()},
  },
};
