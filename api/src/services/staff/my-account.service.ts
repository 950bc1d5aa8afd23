import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller, isAdmin, isStaff} from '../kernel/caller';
import * as rules from '../kernel/account-rules';
import {clean, ruleError} from '../kernel/account-rules';
import {ServiceError} from '../kernel/service-error';
import {StorageService} from '../kernel/storage.service';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {AppUserRepository} from '../accounts/app-user.repository';
import {DistributorRepository} from '../registry/distributor.repository';
import {ManufacturerRepository} from '../registry/manufacturer.repository';
import {checkImage, imageKey, imageTypeOf, ImageType} from './profile-image';
import {idOf} from './staff-input';
import {StaffAccess} from './staff-access.service';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
/** My Account's upload frequency options (document 001 section 3): 1 Daily … 6 Annually. */
export const UPLOAD_FREQUENCY_MESSAGE = 'Please select upload frequency';

export interface ProfileUpdate {
  FirstName?: string;
  LastName?: string;
  UploadFrequency?: number | string | null;
  Mobile?: string | null;
}

const FORBIDDEN = () => new ServiceError('You do not have permission to do this.', 'FORBIDDEN');
const isManufacturerOwner = (caller: Caller) => caller.role === 'madmin' || caller.role === 'manufacturer';

/**
 * My Account (document 001): names, phone and photo of the signed-in user; upload frequency and company
 * logo of its company (not for staff). Staff change their own profile only with Manage Profile.
 */
@injectable({scope: BindingScope.SINGLETON})
export class MyAccountService {
  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(StorageService) private readonly storage: StorageService,
    @service(StaffAccess) private readonly staffAccess: StaffAccess,
  ) {}

  async update(caller: Caller, body: ProfileUpdate): Promise<string> {
    await this.mayManageOwnProfile(caller);
    rules.enforce(body, [
      ['FirstName', rules.required],
      ['LastName', rules.required],
      ['Mobile', rules.staffMobile],
    ]);
    const frequency =
      body.UploadFrequency === undefined || body.UploadFrequency === null ? undefined : Number(body.UploadFrequency);
    if (frequency !== undefined && !isStaff(caller) && !isAdmin(caller)) {
      if (!Number.isInteger(frequency) || frequency < 1 || frequency > 6)
        throw ruleError(UPLOAD_FREQUENCY_MESSAGE, 'UploadFrequency');
      if (caller.distributorId !== null) await this.distributors.setUploadFrequency(caller.distributorId, frequency);
      else if (caller.manufacturerId !== null)
        await this.manufacturers.setUploadFrequency(caller.manufacturerId, frequency);
    }
    await this.users.updateOwn(caller.id, {
      firstName: clean.text(body.FirstName),
      lastName: clean.text(body.LastName),
      mobile: clean.digits(body.Mobile) || null,
    });
    return PROFILE_UPDATED_MESSAGE;
  }

  /** The caller's own photo, or (StaffUserId) the photo of a staff member it manages. */
  async storePhoto(
    caller: Caller,
    data: Buffer | undefined,
    target: {UserId?: unknown; StaffUserId?: unknown},
  ): Promise<string> {
    const staffUserId = idOf(target.StaffUserId);
    const userId = idOf(target.UserId);
    let owner = caller.id;
    if (staffUserId !== undefined && staffUserId !== caller.id) {
      owner = (await this.staffAccess.staffOf(caller, staffUserId)).row.id;
    } else {
      if (userId !== undefined && userId !== caller.id) throw FORBIDDEN();
      await this.mayManageOwnProfile(caller);
    }
    const type = checkImage(data);
    const key = await this.storage.put(imageKey(`profile-photos/${owner}`, type), data as Buffer);
    await this.users.setPhoto(owner, key);
    return key.split('/').pop() as string;
  }

  /** The company logo: the manufacturer's own administrator only (not staff, not distributors). */
  async storeLogo(caller: Caller, data: Buffer | undefined): Promise<string> {
    if (!isManufacturerOwner(caller) || caller.manufacturerId === null) throw FORBIDDEN();
    const type = checkImage(data);
    const key = await this.storage.put(imageKey(`logos/${caller.manufacturerId}`, type), data as Buffer);
    await this.manufacturers.setLogo(caller.manufacturerId, key);
    return key.split('/').pop() as string;
  }

  /** Refuses, before a file is read, staff without Manage Profile. */
  async mayUploadPhoto(caller: Caller): Promise<void> {
    await this.mayManageOwnProfile(caller);
  }

  /** Refuses, before a file is read, anyone but the manufacturer's administrator. */
  async mayUploadLogo(caller: Caller): Promise<void> {
    if (!isManufacturerOwner(caller) || caller.manufacturerId === null) throw FORBIDDEN();
  }

  /** A profile photo, for the user itself, its company's accounts and administrators. */
  async photo(caller: Caller, userId: number): Promise<{data: Buffer; type: ImageType}> {
    const owner = await this.users.photoOwner(userId);
    const sameCompany =
      owner &&
      ((owner.manufacturerId !== null && owner.manufacturerId === caller.manufacturerId) ||
        (owner.distributorId !== null && owner.distributorId === caller.distributorId));
    if (!owner || !owner.profilePhoto || !(owner.id === caller.id || isAdmin(caller) || sameCompany))
      throw new ServiceError('No photo.', 'NOT_FOUND');
    return {data: await this.storage.get(owner.profilePhoto), type: imageTypeOf(owner.profilePhoto)};
  }

  /** A manufacturer's logo, for the accounts acting for it and administrators. */
  async logo(caller: Caller, manufacturerId: number): Promise<{data: Buffer; type: ImageType}> {
    const key =
      isAdmin(caller) || caller.manufacturerIds.includes(manufacturerId)
        ? await this.manufacturers.logoOf(manufacturerId)
        : null;
    if (!key) throw new ServiceError('No logo.', 'NOT_FOUND');
    return {data: await this.storage.get(key), type: imageTypeOf(key)};
  }

  /** Staff need Manage Profile (for their manufacturer; distributor staff for one of theirs). */
  private async mayManageOwnProfile(caller: Caller): Promise<void> {
    if (caller.role === 'mstaff') await this.tenancy.scopeOf(caller, caller.manufacturerId, PERMISSION.manageProfile);
    else if (caller.role === 'distributor_staff' && !(await this.tenancy.mayEver(caller, PERMISSION.manageProfile)))
      throw FORBIDDEN();
  }
}
