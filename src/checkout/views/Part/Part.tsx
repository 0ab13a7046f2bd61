import type { ComponentChildren, Ref } from 'preact';
import type { NftCheckoutError } from '../../../api/errors.js';
import { strings } from '../../strings.js';

/** A part still on the network: said once to screen readers, never a frozen screen. */
export function PartLoading({ containerRef }: { containerRef?: Ref<HTMLDivElement> }) {
  return (
    <div class="nftc-part" aria-busy="true" ref={containerRef}>
      <div class="nftc-spinner" aria-hidden="true" />
      <p class="nftc-muted" aria-live="polite">
        {strings.part.loading}
      </p>
    </div>
  );
}

/**
 * A part that could not load: why, and Try again (announced as an alert). A page that cannot load
 * parts at all (opened from a file: CONFIGURATION) gets the true reason and no Try again.
 */
export function PartFailed({
  error,
  onRetry,
  containerRef,
  children,
}: {
  error: NftCheckoutError;
  onRetry(): void;
  containerRef?: Ref<HTMLDivElement>;
  children?: ComponentChildren;
}) {
  const retryable = error.code !== 'CONFIGURATION';
  return (
    <div class="nftc-part" ref={containerRef}>
      {children}
      <p class="nftc-alert" role="alert">
        {retryable ? strings.part.failed : strings.part.fileOrigin}
      </p>
      {retryable && (
        <div class="nftc-actions">
          <button type="button" class="nftc-button nftc-primary" onClick={onRetry}>
            {strings.buttons.retry}
          </button>
        </div>
      )}
    </div>
  );
}
