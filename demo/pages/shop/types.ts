/** The host callbacks the shop listens to; each becomes one log entry. */
export const CALLBACKS = [
  'ready',
  'processed',
  'complete',
  'declined',
  'cancelled',
  'expired',
  'verification',
  'action_required',
  'action_resolved',
  'wallet_unavailable',
  'error',
] as const;
export type CallbackName = (typeof CALLBACKS)[number];

export type Embed = 'npm' | 'script-tag' | 'element' | 'react';

export interface MountConfig {
  clientToken: string;
  baseUrl: string;
  /** Called for every checkout callback, with the callback's payload. */
  onCallback: (name: CallbackName, payload: unknown) => void;
}

/** What the shop's controls change on an open checkout (`?ownPay=1`). */
export interface ShopUpdate {
  locale?: string;
  appearance?: { theme: 'auto' | 'light' | 'dark' };
  onComplete?: (payload: unknown) => void;
}

export interface WidgetHandle {
  unmount(): void;
  /** The npm, script-tag and React pages: a new locale, theme or onComplete, live. */
  update?(options: ShopUpdate): void;
  /** The npm, script-tag and React pages: the review’s Pay, for the shop’s own button. */
  submit?(): Promise<void>;
}

/** How one page puts the checkout into its slot: the only part that differs between pages. */
export interface EmbedAdapter {
  embed: Embed;
  /** Shown in the page's intro, e.g. the import line. */
  snippet: string;
  description: string;
  mount(host: HTMLElement, config: MountConfig): WidgetHandle;
}

/**
 * One line of the event log. `callback` entries are the checkout's (in the page); `webhook`
 * entries are the service's webhooks as the shop's server received and verified them; the rest
 * are the shop's own.
 */
export interface LogEntry {
  seq: number;
  at: string;
  item: string;
  source: 'callback' | 'webhook' | 'merchant' | 'shop';
  name: string;
  payload: unknown;
}

/** What the shop remembers about one open checkout (kept in sessionStorage across reloads). */
export interface SlotSession {
  clientToken: string;
  baseUrl: string;
  referenceId: string;
  orderId: string | null;
  scenario: string;
  merchantDelivers: boolean;
  /** The shop's server delivers this NFT itself, on the service's order.processed webhook. */
  shopDelivers?: boolean;
  /** Paid on the service's hosted page: nothing is mounted, the order is only followed. */
  hosted?: boolean;
  deliveredTxHash?: string;
  processed?: boolean;
  completed?: boolean;
}
