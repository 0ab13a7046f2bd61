import type { Text } from '../../api/text.js';

/** What the buyer or the developer reads about one kind of frame, outside the frame itself. */
export interface FrameStrings {
  /** CONFIGURATION: the frame URL is not http(s). */
  url: string;
  /** CONFIGURATION: the page has no http(s) origin. */
  needsHttp: string;
  /** Shown while the frame loads again. */
  loading: string;
  /** NETWORK: the frame did not come up after the automatic retries. */
  failed: string;
  /** NETWORK: the frame reloaded while asked for a token. */
  reloaded: string;
  /** TIMEOUT: no answer within `{count}` seconds. */
  timeout: Text;
  /** INVALID_RESPONSE: the token does not match the widget's schema. */
  badToken: string;
  /** ABORTED: the frame went away while asked for a token. */
  removed: string;
}

/**
 * What tells the frames the widget hosts apart, one such value per kind (next to the kind's
 * component, which hands it to FrameHost): the one message that answers its tokenize, the token
 * read from it, its words, its first height and what it may use. Loading, messages, theme,
 * colours and sizing are the same for all (FrameHost.tsx, bridge.ts), which know a kind only
 * through this value.
 */
export interface FrameKind<T> {
  /** The type of the slice message that answers its tokenize (the card frame's `tokenized`). */
  answer: string;
  /**
   * The answer's token as the widget's rules read it from the fields the frame sent (its own
   * fields only), or undefined when they are not one: tokenize() then fails INVALID_RESPONSE.
   */
  token: (fields: Readonly<Record<string, unknown>>) => T | undefined;
  strings: FrameStrings;
  /** Height before the frame reports its own, about its fields, so the page jumps less. */
  initialHeight: number;
  /**
   * The frame is never drawn shorter: room kept for what it may show (an error), so the buttons
   * below stay where they are when it loads or shows one. Left out: its reported height.
   */
  minHeight?: number;
  /** The iframe's permissions policy (e.g. `camera`); none when left out. */
  allow?: string;
  /** How long tokenize() waits for the answer (the bridge's default when left out). */
  tokenizeTimeoutMs?: number;
}
