import {
  type FrameMessageBody,
  type HostMessage,
  isHttpOrigin,
  NAMESPACE,
  readHostMessage,
} from '../api/frameProtocol.js';

/**
 * The handshake every frame (card, tax id, document, 3-D Secure challenge) makes with the widget:
 * it talks only to the parent window at the origin named by the `origin` query parameter.
 */
export interface HostLink {
  post(message: FrameMessageBody): void;
  /** Hears the host's messages (its origin and window only), then says `ready`; returns the stop. */
  listen(onMessage: (message: HostMessage) => void): () => void;
  /** Reports the page's height on every change, from the first call on (the host's `init`). */
  followHeight(): void;
  /** Stops reporting the height. */
  unfollowHeight(): void;
}

/** The link to the host, or undefined when there is none: no valid origin, or not framed. */
export function linkToHost(win: Window): HostLink | undefined {
  const doc = win.document;
  const origin = new URLSearchParams(win.location.search).get('origin');
  const parent = win.parent;
  if (!isHttpOrigin(origin) || parent === win) return undefined;

  // Exact target origin: the frame never posts anything where the host cannot be named.
  const post = (message: FrameMessageBody) =>
    parent.postMessage({ ns: NAMESPACE, ...message }, origin);

  let height = -1;
  const reportHeight = () => {
    const next = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (next !== height) {
      height = next;
      post({ type: 'resize', height });
    }
  };
  const observer =
    typeof ResizeObserver === 'function' ? new ResizeObserver(reportHeight) : undefined;

  return {
    post,
    listen(onMessage) {
      const onEvent = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== parent) return;
        const message = readHostMessage(event.data);
        if (message) onMessage(message);
      };
      win.addEventListener('message', onEvent);
      post({ type: 'ready' });
      return () => win.removeEventListener('message', onEvent);
    },
    followHeight() {
      observer?.observe(doc.documentElement);
      reportHeight();
    },
    unfollowHeight: () => observer?.disconnect(),
  };
}
