import type { documentStrings } from '../../slices/document/widget/strings.js';
import type { purchaseStrings } from '../purchase/strings.js';
import type { strings } from '../strings.js';

/**
 * A catalog's shape, from the English one: every text a string, every text with a value a
 * function of the same parameters. Another locale must have exactly these keys.
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { -readonly [K in keyof T]: Widen<T[K]> };

/** The first screen's words (src/checkout/strings.ts in English). */
export type MainCatalog = Widen<typeof strings>;
/** The purchase's words (src/checkout/purchase/strings.ts in English). */
export type PurchaseCatalog = Widen<typeof purchaseStrings>;
/** The identity document step's words (src/slices/document/widget/strings.ts in English). */
export type DocumentCatalog = Widen<typeof documentStrings>;

/** Every word of the widget in one language, in three parts that load separately. */
export interface Catalog {
  main: MainCatalog;
  purchase: PurchaseCatalog;
  document: DocumentCatalog;
}

type DeepPartial<T> = T extends string | ((...args: never[]) => string)
  ? T
  : { [K in keyof T]?: DeepPartial<T[K]> };

/** The `strings` option: any text of the catalog, in its part, replaced by the merchant's. */
export type CatalogOverrides = DeepPartial<Catalog>;
