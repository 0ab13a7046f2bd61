import { purchaseStrings } from '../../purchase/strings.js';

/**
 * Shown while the order's updates cannot get through. Not a live region itself: the model
 * announces the loss and the recovery once, in the checkout's status region.
 */
export function ConnectionStatus({ lost }: { lost: boolean }) {
  if (!lost) return null;
  return <p class="nftc-connection">{purchaseStrings.connection.lost}</p>;
}
