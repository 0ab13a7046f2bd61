import {
  type FrameColors,
  type FrameMessage,
  type FrameTheme,
  type HostMessageBody,
  NAMESPACE,
  readFrameMessage,
} from '../../api/frameProtocol.js';

/** What a frame is told on each `ready`: the token it calls with, its language and look. */
export interface FrameInit {
  clientToken: string;
  locale: string;
  theme: FrameTheme;
  /** The widget's resolved colours; absent when one of them is not a plain colour. */
  colors?: FrameColors | undefined;
}

export interface FrameChannelOptions {
  /** The frame page URL; only its origin is used, to check and address messages. */
  frameUrl: string;
  /** The iframe's window once it exists; messages from any other window are ignored. */
  frameWindow: () => Window | null | undefined;
  /** Window that receives the frame's messages (default: the current window). */
  host?: Window | undefined;
}

/**
 * The host's end of one frame's channel, shared by every frame the widget hosts: it hears only
 * the frame's own window at the frame's exact origin, reads only messages of the protocol, and
 * addresses what it sends to that origin alone.
 */
export function openFrameChannel(
  options: FrameChannelOptions,
  onMessage: (message: FrameMessage) => void,
) {
  const host = options.host ?? window;
  const frameOrigin = new URL(options.frameUrl).origin;
  const listener = (event: MessageEvent) => {
    const frame = options.frameWindow();
    if (event.origin !== frameOrigin || !frame || event.source !== frame) return;
    const message = readFrameMessage(event.data);
    if (message) onMessage(message);
  };
  host.addEventListener('message', listener);
  const post = (message: HostMessageBody) => {
    options.frameWindow()?.postMessage({ ns: NAMESPACE, ...message }, frameOrigin);
  };
  return {
    post,
    /** The answer to `ready`: colours only when there are plain ones to send. */
    postInit(init: FrameInit): void {
      const { colors, ...rest } = init;
      post(colors ? { type: 'init', ...rest, colors } : { type: 'init', ...rest });
    },
    close(): void {
      host.removeEventListener('message', listener);
    },
  };
}
