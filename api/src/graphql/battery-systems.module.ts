import {Access} from '../auth/access';
import {BatterySystemBindings, BatteryUnitArgs} from '../services/battery-systems';
import {GraphqlContext} from './context';
import {GraphqlModule} from './schema';

/** The console's /Module (document 002, section 2.25): battery systems' units with their modules. */
export const batterySystemsModule: GraphqlModule = {
  typeDefs: `
    type BatteryModule { serial: String!, model: String!, state: String!, nominalKWh: Float, usableKWh: Float }
    type BatteryUnit {
      unitId: ID!
      serial: String!
      brand: String!
      model: String!
      manufacturerName: String
      state: String!
      installationId: ID
      "The NMI of the installation the unit is installed at, when it carries one."
      nmi: String
      moduleCount: Int!
      "The modules' own capacity, summed (kWh)."
      nominalKWh: Float!
      usableKWh: Float!
      modules: [BatteryModule!]!
    }
    type BatterySystemManufacturer { id: ID!, name: String! }
    type BatteryUnitPage { count: Int!, list: [BatteryUnit!]!, manufacturers: [BatterySystemManufacturer!]! }

    extend type Query {
      "Units of modular batteries with their modules, newest first, 9 per page. search: a prefix of the unit's or a module's serial; state: available, installed or withdrawn."
      batterySystems(search: String, manufacturerId: ID, state: String, first: Int, skip: Int): BatteryUnitPage!
    }
  `,
  access: {Query: {batterySystems: Access.admin()}},
  resolvers: {
    Query: {
      batterySystems: (_: unknown, args: BatteryUnitArgs, ctx: GraphqlContext) =>
        ctx.get(BatterySystemBindings.LISTING_SERVICE).list(args),
    },
  },
};
