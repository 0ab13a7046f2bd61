import type { SessionCheck } from '../../../sandbox/confirm/parts.js';
import { TAX_ID_COUNTRIES } from './taxIdCountries.js';

/** The tax-id check in the session: the countries whose buyers give one, and its frame. */
export const taxIdSession: SessionCheck<'taxId'> = ({ on, origin }) => ({
  countries: on.taxId ? [...TAX_ID_COUNTRIES] : [],
  frameUrl: `${origin}/v1/checkout/tax-id-frame`,
});
