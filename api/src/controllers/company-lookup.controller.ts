import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, param, SchemaObject} from '@loopback/rest';
import {CompanyKind} from '../services/registry';
import {AddressSuggestion, CompanyLookupService} from '../services/accounts';
import {ok, SEARCH_PARAM, SUPPLIER_PARAM} from './specs';
import {AccountBindings} from '../services/accounts/accounts.keys';

const STATUS_ONLY: SchemaObject = {type: 'object', properties: {status: {type: 'boolean'}}, required: ['status']};

function kindOf(supplier?: boolean): CompanyKind | 'any' {
  return supplier === undefined ? 'any' : supplier ? 'supplier' : 'manufacturer';
}

/** The registration form's look-ups (public). */
@api({basePath: '/api'})
export class CompanyLookupController {
  constructor(@inject(AccountBindings.COMPANY_LOOKUP_SERVICE) private readonly lookup: CompanyLookupService) {}

  @access(Access.public())
  @get('/profile/manufactureravailable', {
    tags: ['registration look-ups'],
    summary: 'Is a company name still free to register?',
    description:
      '`status` true means available: no registered manufacturer or distributor has the name (case-insensitive). ' +
      'False when taken or `search` is empty.',
    responses: {'200': ok('Answer', {status: true}, STATUS_ONLY)},
  })
  async manufacturerAvailable(
    @param({...SEARCH_PARAM, description: 'The company name.'}) search?: string,
    @param(SUPPLIER_PARAM) supplier?: boolean,
  ): Promise<{status: boolean}> {
    return {status: await this.lookup.companyAvailable(search, kindOf(supplier))};
  }

  @access(Access.public())
  @get('/profile/isvalid', {
    tags: ['registration look-ups'],
    summary: 'Is a company name on the approved list?',
    description:
      '`status` true when the name matches (case-insensitive) an approved CEC brand or an approved importer.',
    responses: {'200': ok('Answer', {status: true}, STATUS_ONLY)},
  })
  async isValid(
    @param({...SEARCH_PARAM, description: 'The company name.'}) search?: string,
    @param(SUPPLIER_PARAM) supplier?: boolean,
  ): Promise<{status: boolean}> {
    return {status: await this.lookup.companyApproved(search, kindOf(supplier))};
  }

  @access(Access.public())
  @get('/profile/company', {
    tags: ['registration look-ups'],
    summary: 'Company name autocomplete',
    description:
      'Approved brand and importer names containing `search` (case-insensitive), names starting with it first, ' +
      'at most 20, returned alphabetically. Empty when `search` has fewer than 2 characters.',
    responses: {
      '200': ok('Names', [{Brand: 'Demo Energy'}], {
        type: 'array',
        items: {type: 'object', properties: {Brand: {type: 'string'}}},
      }),
    },
  })
  async company(
    @param({...SEARCH_PARAM, description: 'At least 2 characters.'}) search?: string,
    @param(SUPPLIER_PARAM) supplier?: boolean,
  ): Promise<Array<{Brand: string}>> {
    return this.lookup.companies(search, kindOf(supplier));
  }

  @access(Access.public())
  @get('/profile/address', {
    tags: ['registration look-ups'],
    summary: 'Address suggestions (our own; not in the source documents)',
    description:
      "Australian suburbs from our postcode table, replacing the client's place-search service: suburbs starting with " +
      '`search`, postcodes starting with it, or "Suburb STATE postcode" starting with it (case-insensitive), at most 10, ' +
      'ordered by suburb. Empty when `search` has fewer than 4 characters. Send the chosen `description` as Address and ' +
      '`placeId` as PlaceId when registering.',
    responses: {
      '200': ok(
        'Suggestions',
        [
          {
            description: 'Sydney NSW 2000, Australia',
            suburb: 'Sydney',
            state: 'NSW',
            postcode: '2000',
            latitude: -33.8688,
            longitude: 151.2093,
            placeId: 'au-2000-sydney',
          },
        ],
        {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              description: {type: 'string'},
              suburb: {type: 'string'},
              state: {type: 'string'},
              postcode: {type: 'string'},
              latitude: {type: 'number', nullable: true},
              longitude: {type: 'number', nullable: true},
              placeId: {type: 'string'},
            },
          },
        },
      ),
    },
  })
  async address(
    @param({...SEARCH_PARAM, description: 'At least 4 characters.'}) search?: string,
  ): Promise<AddressSuggestion[]> {
    return this.lookup.addresses(search);
  }
}
