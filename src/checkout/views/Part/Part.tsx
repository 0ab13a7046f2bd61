import type { ComponentChildren, Ref } from 'preact';
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

/** A part that could not load: why, and Try again (announced as an alert). */
export function PartFailed({
  onRetry,
  containerRef,
  children,
}: {
  onRetry(): void;
  containerRef?: Ref<HTMLDivElement>;
  children?: ComponentChildren;
}) {
  return (
    <div class="nftc-part" ref={containerRef}>
      {children}
      <p class="nftc-alert" role="alert">
        {strings.part.failed}
      </p>
      <div class="nftc-actions">
        <button type="button" class="nftc-button nftc-primary" onClick={onRetry}>
          {strings.buttons.retry}
        </button>
      </div>
    </div>
  );
}
