// The schemas each slice's endpoints name in the OpenAPI document, listed once.
import { ACH_SCHEMAS } from '../../slices/ach/service/openapi/schemas.js';
import { CARD_SCHEMAS } from '../../slices/card/service/openapi/schemas.js';
import { CHALLENGE_SCHEMAS } from '../../slices/challenge/service/openapi/schemas.js';
import { DOCUMENT_SCHEMAS } from '../../slices/document/service/openapi/schemas.js';
import { PHONE_SCHEMAS } from '../../slices/phone/service/openapi/schemas.js';
import { TAX_ID_SCHEMAS } from '../../slices/taxId/service/openapi/schemas.js';
import { WALLET_SCHEMAS } from '../../slices/wallet/service/openapi/schemas.js';
import type { SliceSchemaList } from './sliceSchemaList.js';

const SLICE_SCHEMAS = [
  DOCUMENT_SCHEMAS,
  ACH_SCHEMAS,
  CARD_SCHEMAS,
  PHONE_SCHEMAS,
  TAX_ID_SCHEMAS,
  CHALLENGE_SCHEMAS,
  WALLET_SCHEMAS,
] as const;

type Kind = keyof SliceSchemaList;
type Slice = (typeof SLICE_SCHEMAS)[number];
// Every slice's members of one kind, as one object type (the union of the lists, intersected).
type Intersected<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type Merged<K extends Kind> = Intersected<Slice[K]>;

/** The schemas of one kind from every slice, in the list's order. */
export const sliceSchemas = <K extends Kind>(kind: K): Merged<K> =>
  Object.assign({}, ...SLICE_SCHEMAS.map((slice) => slice[kind]));
