import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../services/kernel/sql-repository';
import {Role} from '../services/kernel/caller';

/** An account as a token's check reads it. */
export interface CallerRow {
  id: number;
  username: string;
  role: Role;
  manufacturer_id: number | null;
  distributor_id: number | null;
  is_active: boolean;
  email_confirmed: boolean;
  lockout_end: Date | null;
  token_version: number;
  manufacturer_ids: number[];
}

const CALLER_SQL = `
  SELECT u.id, u.username, u.role, u.manufacturer_id, u.distributor_id,
         -- A deactivated manufacturer's own accounts are refused with it (document 002, section 4).
         (u.is_active AND NOT EXISTS (SELECT 1 FROM manufacturer m WHERE m.id = u.manufacturer_id AND NOT m.is_active))
           AS is_active, u.email_confirmed, u.lockout_end, u.token_version,
         ARRAY(${'' /* the manufacturers this account acts for */}
           SELECT u.manufacturer_id WHERE u.manufacturer_id IS NOT NULL
           UNION
           SELECT dm.manufacturer_id FROM distributor_manufacturer dm
            WHERE dm.distributor_id = u.distributor_id AND u.role IN ('supplier','mdistributor')
              AND dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)
              AND EXISTS (SELECT 1 FROM manufacturer lm WHERE lm.id = dm.manufacturer_id AND lm.is_active)
           UNION
           SELECT sp.manufacturer_id FROM staff_permission sp
            WHERE sp.user_id = u.id AND u.role = 'distributor_staff'
           ORDER BY 1) AS manufacturer_ids
    FROM app_user u WHERE u.id = $1`;

/** The account behind a bearer token, with the manufacturers it acts for, in one statement. */
@injectable({scope: BindingScope.SINGLETON})
export class CallerRepository extends SqlRepository {
  async find(userId: number): Promise<CallerRow | undefined> {
    return (await this.pool.query<CallerRow>(CALLER_SQL, [userId])).rows[0];
  }
}
