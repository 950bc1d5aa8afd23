import {Access} from '../auth/access';
import {CitiesService, CityInput, RegistryBindings} from '../services/registry';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Manage Postcodes (document 002, section 2.19): the cities that feed the address suggestions. */
export const postcodesModule: GraphqlModule = {
  typeDefs: `
    type City {
      cityId: ID!
      cityName: String!
      stateId: Int
      stateName: String!
      postalCode: String!
      createdOn: String!
      updatedOn: String!
      createdBy: ID
      updatedBy: ID
    }
    type CityPage { count: Int!, list: [City!]! }
    input CitySearch { cityName: String, stateId: Int, postalCode: String, freeText: String }

    extend type Query {
      cityList(search: CitySearch, first: Int, skip: Int): CityPage!
      "True when the city, state and postcode combination exists."
      cityExists(cityName: String!, stateId: Int!, postalCode: String!): Boolean!
    }
    extend type Mutation {
      "Adds a city after checking the state's postcode range and that the combination is new."
      createCity(cityName: String!, stateId: Int!, postalCode: String!): City!
    }
  `,
  access: {
    Query: {cityList: Access.admin(), cityExists: Access.admin()},
    Mutation: {createCity: Access.admin()},
  },
  resolvers: {
    Query: {
      cityList: (_: unknown, args: Parameters<CitiesService['cityList']>[0], ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.CITIES_SERVICE).cityList(args),
      cityExists: (_: unknown, args: CityInput, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.CITIES_SERVICE).cityExists(args),
    },
    Mutation: {
      createCity: (_: unknown, args: CityInput, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.CITIES_SERVICE).createCity(requireCaller(ctx), args),
    },
    City: {
      createdOn: (c: {createdOn: Date}) => iso(c.createdOn),
      updatedOn: (c: {updatedOn: Date}) => iso(c.updatedOn),
    },
  },
};
