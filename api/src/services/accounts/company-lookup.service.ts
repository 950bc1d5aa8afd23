import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {AppUserRepository} from './app-user.repository';
import {
  ApprovedListRepository,
  CompanyKind,
  DistributorRepository,
  ManufacturerRepository,
  PostcodeRepository,
} from '../registry';

export interface AddressSuggestion {
  description: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  placeId: string;
}

/** Autocomplete thresholds of document 000 section 9: company above 1 character, address above 3. */
export const COMPANY_SEARCH_MIN = 2;
export const ADDRESS_SEARCH_MIN = 4;
export const COMPANY_SEARCH_LIMIT = 20;
export const ADDRESS_SEARCH_LIMIT = 10;

/** The registration form's look-ups: user name and company availability, approved names, addresses. */
@injectable({scope: BindingScope.SINGLETON})
export class CompanyLookupService {
  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
    @service(ApprovedListRepository) private readonly approved: ApprovedListRepository,
    @service(PostcodeRepository) private readonly postcodes: PostcodeRepository,
  ) {}

  async usernameTaken(search = ''): Promise<boolean> {
    return !!search.trim() && !!(await this.users.findByUsername(search));
  }

  /** Available: no manufacturer (unless `kind` is supplier) and no distributor (unless manufacturer) has the name. */
  async companyAvailable(search = '', kind: CompanyKind | 'any' = 'any'): Promise<boolean> {
    if (!search.trim()) return false;
    if (kind !== 'supplier' && (await this.manufacturers.existsByName(search))) return false;
    if (kind !== 'manufacturer' && (await this.distributors.existsByName(search))) return false;
    return true;
  }

  async companyApproved(search = '', kind: CompanyKind | 'any' = 'any'): Promise<boolean> {
    return !!search.trim() && !!(await this.approved.find(search, kind));
  }

  async companies(search = '', kind: CompanyKind | 'any' = 'any'): Promise<Array<{Brand: string}>> {
    if (search.trim().length < COMPANY_SEARCH_MIN) return [];
    return (await this.approved.search(search, kind, COMPANY_SEARCH_LIMIT)).map(Brand => ({Brand}));
  }

  async addresses(search = ''): Promise<AddressSuggestion[]> {
    if (search.trim().length < ADDRESS_SEARCH_MIN) return [];
    return (await this.postcodes.suggest(search, ADDRESS_SEARCH_LIMIT)).map(p => ({
      description: `${p.suburb} ${p.state} ${p.postcode}, Australia`,
      suburb: p.suburb,
      state: p.state,
      postcode: p.postcode,
      latitude: p.latitude,
      longitude: p.longitude,
      placeId: `au-${p.postcode}-${p.suburb
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')}`,
    }));
  }
}
