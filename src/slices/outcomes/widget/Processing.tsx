import { useLayoutEffect, useRef } from 'preact/hooks';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { strings } from '../../../checkout/strings.js';

/**
 * The payment is confirmed and its result not known yet (`message`: after the bank's check).
 * `takeFocus`: it replaces the bank's page on the same step, so focus, which was in that page,
 * comes back out to the heading here rather than to nowhere.
 */
export function Processing({
  message = purchaseStrings.outcome.processing,
  takeFocus = false,
}: {
  message?: string;
  takeFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section class="nftc-step" aria-busy="true">
      <h2 class="nftc-heading" tabIndex={-1} ref={heading}>
        {strings.headings.processing}
      </h2>
      <div class="nftc-spinner" aria-hidden="true" />
      <p>{message}</p>
    </section>
  );
}
