import type { Counted, Localized, PluralForms } from '../../api/text.js';
import type { documentStrings } from '../../slices/document/widget/strings.js';
import type { purchaseStrings } from '../purchase/strings.js';
import type { strings } from '../strings.js';

/** The first screen's words (src/checkout/strings.ts in English). */
export type MainCatalog = Localized<typeof strings>;
/** The purchase's words (src/checkout/purchase/strings.ts in English). */
export type PurchaseCatalog = Localized<typeof purchaseStrings>;
/** The identity document step's words (src/slices/document/widget/strings.ts in English). */
export type DocumentCatalog = Localized<typeof documentStrings>;

/** Every word of the widget in one language, in three parts that load separately. */
export interface Catalog {
  main: MainCatalog;
  purchase: PurchaseCatalog;
  document: DocumentCatalog;
}

/** A text the merchant gives: a template, or plural forms where the text may be counted. */
type DeepPartial<T> = T extends Counted
  ? string | PluralForms
  : T extends string
    ? string
    : { [K in keyof T]?: DeepPartial<T[K]> };

/** The `strings` option: any text of the catalog, in its part, replaced by the merchant's. */
export type CatalogOverrides = DeepPartial<Catalog>;
