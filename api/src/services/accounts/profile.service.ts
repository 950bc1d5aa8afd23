import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller, DISTRIBUTOR_ROLES, isStaff, MANUFACTURER_ROLES} from '../kernel/caller';
import {AppUserRepository} from './app-user.repository';
import {DistributorRepository, ManufacturerRepository} from '../registry';
import * as rules from '../kernel/account-rules';
import {PasswordService} from '../kernel/password.service';
import {TenancyService} from '../kernel/tenancy.service';
import {TokenService} from '../../auth/token.service';
import {photoPath} from './profile-photo';

/** The Profile of document 000 section 3, plus role, username and the company ids. */
export interface Profile {
  manufacturerId: number | null;
  displayName: string | null;
  isDistributor: boolean;
  userId: number;
  uploadFrequency: number | null;
  address: string | null;
  googlePlaceId: string | null;
  logo: string | null;
  profilePhoto: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  isStaff: boolean;
  role: string;
  username: string;
  distributorId: number | null;
  manufacturerIds: number[];
  /** The manufacturers this account acts for, with their names (the header's manufacturer choice). */
  manufacturers: Array<{id: number; name: string}>;
  /** The staff permissions (1-6) the account holds for at least one of them: all six unless it is staff. */
  permissions: number[];
}

export const CHANGE_PASSWORD_MESSAGE = 'Password changed succesfully.';

/** The signed-in user's own profile and password. */
@injectable({scope: BindingScope.SINGLETON})
export class ProfileService {
  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
    @service(TokenService) private readonly tokens: TokenService,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  /**
   * Manufacturer roles: the company is the manufacturer. Supplier, mdistributor and distributor
   * staff: the company is the distributor (isDistributor true, manufacturerId is the distributor's
   * id). Administrators have no company: its fields are null and displayName is their name.
   */
  async profile(caller: Caller): Promise<Profile> {
    const user = await this.users.findById(caller.id);
    const base = {
      userId: user.id,
      profilePhoto: photoPath(user.id, user.profilePhoto ?? null),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.mobile ?? null,
      isStaff: isStaff(user),
      role: user.role,
      username: user.username,
      manufacturerIds: caller.manufacturerIds,
      permissions: await this.tenancy.permissionsOf(caller),
      manufacturers: caller.manufacturerIds.length
        ? (
            await this.manufacturers.find({
              where: {id: {inq: caller.manufacturerIds}},
              order: ['name ASC'],
              fields: {id: true, name: true},
            })
          ).map(m => ({id: m.id, name: m.name}))
        : [],
    };
    const noCompany = {
      manufacturerId: null,
      distributorId: null,
      uploadFrequency: null,
      address: null,
      googlePlaceId: null,
      logo: null,
    };
    if (MANUFACTURER_ROLES.includes(user.role) && user.manufacturerId) {
      const m = await this.manufacturers.findById(user.manufacturerId);
      return {
        ...base,
        ...noCompany,
        manufacturerId: m.id,
        displayName: m.name,
        isDistributor: false,
        uploadFrequency: m.uploadFrequency ?? null,
        address: m.address ?? null,
        googlePlaceId: m.placeId ?? null,
        logo: m.logo ? `/api/profile/logo/${m.id}?v=${encodeURIComponent(m.logo.split('/').pop() ?? '')}` : null,
      };
    }
    if (DISTRIBUTOR_ROLES.includes(user.role) && user.distributorId) {
      const d = await this.distributors.findById(user.distributorId);
      return {
        ...base,
        ...noCompany,
        manufacturerId: d.id,
        distributorId: d.id,
        displayName: d.name,
        isDistributor: true,
        uploadFrequency: d.uploadFrequency ?? null,
        address: d.address ?? null,
        googlePlaceId: d.placeId ?? null,
      };
    }
    return {
      ...base,
      ...noCompany,
      displayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
      isDistributor: false,
    };
  }

  /**
   * Sets the caller's new password. Every token of the account ends, the one of this request too;
   * the answer's fresh token keeps this session signed in (docs/security.md).
   */
  async changePassword(
    caller: Caller,
    input: {Password?: string; ConfirmPassword?: string},
  ): Promise<{message: string; token: string}> {
    rules.enforce(input, [['Password', rules.password]]);
    const mismatch = rules.confirmPassword(input.Password, input.ConfirmPassword);
    if (mismatch) throw rules.ruleError(mismatch, 'ConfirmPassword');
    const tokenVersion = await this.users.setPassword(caller.id, await this.passwords.hash(input.Password as string));
    return {message: CHANGE_PASSWORD_MESSAGE, token: this.tokens.issue({...caller, tokenVersion})};
  }
}
