import type { ComponentChildren } from 'preact';

/** A step's heading: focusable by script (tabIndex -1) so focus can move to it on step change. */
export function StepHeading({ children }: { children: ComponentChildren }) {
  return (
    <h2 class="nftc-heading" tabIndex={-1}>
      {children}
    </h2>
  );
}
