import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';

export interface AccountImageOwner {
  id: number;
  role: string;
  manufacturer_id: number | null;
  distributor_id: number | null;
  profile_photo: string | null;
}

/** The signed-in user's own account and company fields (My Account). */
@injectable({scope: BindingScope.SINGLETON})
export class MyAccountStore extends SqlRepository {
  async updateUser(
    userId: number,
    fields: {firstName: string; lastName: string; mobile: string | null},
  ): Promise<void> {
    await this.pool.query(
      'UPDATE app_user SET first_name = $2, last_name = $3, mobile = $4, updated_at = now() WHERE id = $1',
      [userId, fields.firstName, fields.lastName, fields.mobile],
    );
  }

  async setManufacturerUploadFrequency(manufacturerId: number, frequency: number): Promise<void> {
    await this.pool.query('UPDATE manufacturer SET upload_frequency = $2 WHERE id = $1', [manufacturerId, frequency]);
  }

  async setDistributorUploadFrequency(distributorId: number, frequency: number): Promise<void> {
    await this.pool.query('UPDATE distributor SET upload_frequency = $2 WHERE id = $1', [distributorId, frequency]);
  }

  async owner(userId: number): Promise<AccountImageOwner | undefined> {
    const {rows} = await this.pool.query<AccountImageOwner>(
      'SELECT id, role, manufacturer_id, distributor_id, profile_photo FROM app_user WHERE id = $1 AND deleted_at IS NULL',
      [userId],
    );
    return rows[0];
  }

  async setPhoto(userId: number, key: string): Promise<void> {
    await this.pool.query('UPDATE app_user SET profile_photo = $2, updated_at = now() WHERE id = $1', [userId, key]);
  }

  async logo(manufacturerId: number): Promise<string | null | undefined> {
    const {rows} = await this.pool.query<{logo: string | null}>('SELECT logo FROM manufacturer WHERE id = $1', [
      manufacturerId,
    ]);
    return rows[0]?.logo;
  }

  async setLogo(manufacturerId: number, key: string): Promise<void> {
    await this.pool.query('UPDATE manufacturer SET logo = $2 WHERE id = $1', [manufacturerId, key]);
  }
}
