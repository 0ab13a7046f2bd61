// The bench's Adyen page loads this, bundled into one classic script (bench/browser/adyen/build.ts)
// as a merchant's build would give it: the checkout core, the Drop-in and the card component.
export { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
