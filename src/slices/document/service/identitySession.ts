import type { SessionCheck } from '../../../sandbox/confirm/parts.js';

/** The identity check in the session: whether risk may ask for a document, and its frame. */
export const identitySession: SessionCheck<'identity'> = ({ on, origin }) => ({
  enabled: on.identity,
  frameUrl: `${origin}/v1/checkout/document-frame`,
});
