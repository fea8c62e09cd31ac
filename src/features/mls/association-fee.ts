/** The feed's association fee as a monthly amount, whatever its AssociationFeeFrequency. Pure. */
import { MAX_HOA_FEE } from '#src/schemas/property.ts';
import type { ResoProperty } from '#src/schemas/reso-property.ts';
import { tokenKey } from './feature-words.ts';

/**
 * Payments a month for each recurring FeeFrequency member (the Data Dictionary's: Bi-Monthly is every other
 * month, Semi-Monthly twice a month). One Time and Seasonal have no monthly figure.
 */
const PER_MONTH: ReadonlyMap<string, number> = new Map([
  ['daily', 365 / 12],
  ['weekly', 52 / 12],
  ['biweekly', 26 / 12],
  ['semimonthly', 2],
  ['monthly', 1],
  ['bimonthly', 1 / 2],
  ['quarterly', 1 / 3],
  ['semiannually', 1 / 6],
  ['annually', 1 / 12],
]);

/** `fee` paid at `frequency` (member name or display value) as dollars a month, to the cent; null when unknown. */
export function monthlyFee(fee: number, frequency: string | null | undefined): number | null {
  if (!Number.isFinite(fee) || fee < 0) return null;
  if (fee === 0) return 0;
  const times = PER_MONTH.get(tokenKey(frequency ?? ''));
  return times === undefined ? null : Math.round(fee * times * 100) / 100;
}

/**
 * The listing's monthly HOA fee: AssociationFee at its AssociationFeeFrequency. None when the record says there
 * is no association, gives no fee or no frequency it can be read at, or a monthly figure past MAX_HOA_FEE.
 */
export function hoaFeeOf(record: ResoProperty): number | undefined {
  if (record.AssociationYN === false || typeof record.AssociationFee !== 'number') return undefined;
  const monthly = monthlyFee(record.AssociationFee, record.AssociationFeeFrequency);
  return monthly === null || monthly > MAX_HOA_FEE ? undefined : monthly;
}
