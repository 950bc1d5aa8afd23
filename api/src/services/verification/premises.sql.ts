import type {QueryConfig} from 'pg';
import type {PremisesClaim} from './premises-rules';

/**
 * An installation's claim on its premises. A first system inserts the NMI's row: when a concurrent installation
 * inserted it first, the insert waits for that transaction and, once it commits, writes nothing. An upgrade moves the
 * row on only from the configuration it was decided against. Either way no row written means another installation won.
 */
export function claimPremisesStatement(installationId: number, c: PremisesClaim): QueryConfig {
  const values = [c.nmi, c.unitId, installationId, c.moduleCount, c.nominalKWh, c.usableKWh];
  if (c.before === null)
    return {
      text: `INSERT INTO premises_system (nmi, unit_serial_id, installation_id, module_count, nominal_kwh, usable_kwh)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (nmi) DO NOTHING`,
      values,
    };
  return {
    text: `UPDATE premises_system SET installation_id = $3, module_count = $4, nominal_kwh = $5, usable_kwh = $6, claimed_on = now()
            WHERE nmi = $1 AND unit_serial_id = $2 AND module_count = $7`,
    values: [...values, c.before],
  };
}
