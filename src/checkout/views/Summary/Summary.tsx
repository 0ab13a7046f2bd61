import { fillTemplate } from '../../../api/text.js';
import { strings } from '../../strings.js';

export interface SummaryProps {
  name: string;
  imageUrl: string | undefined;
  /** The quantity already formatted for the locale. */
  quantity: string | undefined;
  /** The price already formatted for the locale, if the order has one. */
  price: string | undefined;
}

/** Only http(s) images are loaded; anything else (data:, javascript:) shows a placeholder. */
export function isHttpUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The item being bought: image, name (as text), quantity and price. */
export function Summary({ name, imageUrl, quantity, price }: SummaryProps) {
  return (
    <section class="nftc-summary" aria-label={strings.summary.label}>
      {isHttpUrl(imageUrl) ? (
        <img class="nftc-image" src={imageUrl} alt="" width={72} height={72} />
      ) : (
        <div class="nftc-image" role="img" aria-label={strings.summary.imagePlaceholder} />
      )}
      <div>
        <p class="nftc-summary-name">{name}</p>
        {quantity !== undefined && (
          <p class="nftc-muted">{fillTemplate(strings.summary.quantity, { quantity })}</p>
        )}
        {price !== undefined && (
          <p class="nftc-muted">
            {/* An amount reads left to right in a right-to-left checkout too. */}
            <bdi dir="ltr">{price}</bdi>
          </p>
        )}
      </div>
    </section>
  );
}

/** Where the summary will be, while the session is on its way (the form already shows). */
export function SummaryLoading() {
  return (
    <section class="nftc-summary" aria-label={strings.summary.label} aria-busy="true">
      <p class="nftc-muted">{strings.summary.loading}</p>
    </section>
  );
}
