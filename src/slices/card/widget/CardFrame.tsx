import {
  type FrameHandle,
  FrameHost,
  type FrameHostProps,
} from '../../../checkout/frames/FrameHost.js';
import { frameSource } from '../../../checkout/frames/frameSource.js';
import type { CardToken } from '../api/cardToken.js';
import { CARD_FRAME } from './cardKind.js';

export { INITIAL_FRAME_HEIGHT } from './cardKind.js';
export { frameSource };

export type CardFrameHandle = FrameHandle<CardToken>;

/** `frameUrl` is session.cardFrameUrl. */
export type CardFrameProps = FrameHostProps<CardToken>;

/**
 * The card fields: the card frame (src/frame), which tokenizes the card itself and hands back
 * only a token, brand and last 4 (FrameHost.tsx does the hosting).
 */
export function CardFrame(props: CardFrameProps) {
  return <FrameHost kind={CARD_FRAME} {...props} />;
}
