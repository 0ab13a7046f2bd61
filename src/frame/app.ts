import {
  type FrameMessageBody,
  isHttpOrigin,
  NAMESPACE,
  readHostMessage,
  type TokenizeMessage,
} from '../api/cardFrameProtocol.js';
import { FORM_ID } from './fields.js';
import { createCardForm } from './form.js';
import { adoptStyles } from './styles.js';
import { applyTheme } from './theme.js';
import { requestCardToken, type TokenizeResult } from './tokenize.js';

export interface CardFrameOptions {
  fetch?: typeof fetch;
}

/**
 * The card frame app: runs in the page of src/frame/page.ts on the service origin. Talks only to
 * the parent window at the origin named by the `origin` query parameter, and sends the card only
 * to the service's cards endpoint. Returns a stop function, or undefined when the frame cannot
 * run (no valid origin, not framed, page incomplete).
 */
export function startCardFrame(
  win: Window,
  options: CardFrameOptions = {},
): (() => void) | undefined {
  const doc = win.document;
  const origin = new URLSearchParams(win.location.search).get('origin');
  const parent = win.parent;
  const formElement = doc.getElementById(FORM_ID);
  if (!isHttpOrigin(origin) || parent === win || !formElement) return undefined;

  // Exact target origin: the frame never posts anything where the host cannot be named.
  const post = (message: FrameMessageBody) =>
    parent.postMessage({ ns: NAMESPACE, ...message }, origin);
  const form = createCardForm(doc, (complete) => post({ type: 'validity', complete }));
  if (!form) return undefined;
  adoptStyles(doc);

  let clientToken: string | undefined;
  let inFlight: Promise<TokenizeResult> | undefined;
  // relative to /v1/checkout/card-frame: the service's /v1/checkout/cards
  const cardsUrl = new URL('cards', win.location.href).toString();

  const tokenize = async ({ requestId }: TokenizeMessage): Promise<FrameMessageBody> => {
    if (!clientToken) {
      return {
        type: 'error',
        requestId,
        code: 'CONFIGURATION',
        message: 'The card form was asked for a card before it was initialised.',
      };
    }
    if (!inFlight) {
      const card = form.read();
      if (!card) {
        return {
          type: 'error',
          requestId,
          code: 'VALIDATION',
          message: 'Check the card details.',
        };
      }
      // One request for clicks that arrive while it runs: every caller gets the same token.
      inFlight = requestCardToken({ url: cardsUrl, clientToken, card, fetch: options.fetch });
      inFlight.then(() => {
        inFlight = undefined;
      });
    }
    const result = await inFlight;
    return result.ok
      ? { type: 'tokenized', requestId, ...result.token }
      : { type: 'error', requestId, code: result.code, message: result.message };
  };

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

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== parent) return;
    const message = readHostMessage(event.data);
    if (message?.type === 'init') {
      clientToken = message.clientToken;
      applyTheme(doc, message.theme, message.colors);
      // Shown only now, styled and themed; the frame is of no use before it has a token.
      formElement.hidden = false;
      observer?.observe(doc.documentElement);
      reportHeight();
    } else if (message?.type === 'tokenize') {
      tokenize(message).then((answer) => {
        post(answer);
        // The number stays on screen no longer than needed; the host shows brand and last 4.
        if (answer.type === 'tokenized') form.clear();
      });
    }
  };
  win.addEventListener('message', onMessage);
  post({ type: 'ready' });

  return () => {
    win.removeEventListener('message', onMessage);
    observer?.disconnect();
  };
}
