import type { FrameMessageBody } from '../api/frameProtocol.js';
import { linkToHost } from './hostLink.js';
import type { FrameCatalog } from './locales/en.js';
import { adoptStyles } from './styles.js';
import { followLocale, say } from './texts.js';
import { applyTheme } from './theme.js';
import type { ServiceResult, ServiceStrings } from './tokenize.js';

export interface FrameOptions {
  fetch?: typeof fetch;
}

/** A frame's form: what the buyer typed, checked, and the field cleared after use. */
export interface FrameForm<V> {
  /** Validates, shows each error and focuses the first invalid field; undefined when invalid. */
  read(): V | undefined;
  clear(): void;
  /** The service refused what was sent and said why: shown on the field (`field`, if several). */
  refused?(message: string, field?: string): void;
  /** The frame stops: let go of what the form holds outside the page (a camera, object URLs). */
  dispose?(): void;
  /** The page's words changed language: rewrite what the form builds itself (the countries). */
  relabel?(): void;
}

/** A frame's section of the catalog (src/frame/locales/en.ts): one with words for its requests. */
export type FrameSection = {
  [K in keyof FrameCatalog]: FrameCatalog[K] extends { service: object } ? K : never;
}[keyof FrameCatalog];

/** The words of a failed request, in the frame's language now. */
export const serviceWords = (doc: Document, section: FrameSection): ServiceStrings => ({
  status: (status) => say(doc, `${section}.service.status`, { status }),
  unexpected: say(doc, `${section}.service.unexpected`),
  timeout: say(doc, `${section}.service.timeout`),
  network: say(doc, `${section}.service.network`),
});

/** What makes a frame of one kind (its form, endpoint and answer); the shell does the rest. */
export interface FrameKind<V, T> {
  /** The page's form; the page holds it only when the origin was valid. */
  formId: string;
  createForm(doc: Document, onValidity: (complete: boolean) => void): FrameForm<V> | undefined;
  /** The service endpoint, relative to the page (…/checkout/card-frame → …/checkout/cards). */
  endpoint: string;
  send(request: {
    url: string;
    clientToken: string;
    value: V;
    doc: Document;
    strings: ServiceStrings;
    fetch: typeof fetch | undefined;
  }): Promise<ServiceResult<T>>;
  /** The answer to `tokenize` that carries the token. */
  answer(requestId: string, token: T): FrameMessageBody;
  /**
   * Its words: `early` (CONFIGURATION: asked to tokenize before init), `invalid` (VALIDATION:
   * the form holds nothing valid to send) and `service` (a request failed).
   */
  section: FrameSection;
}

/**
 * The frame shell: runs in a frame page (src/frame/page.ts) on the service origin. Talks only to
 * the parent window at the origin named by the `origin` query parameter (hostLink.ts), and sends
 * what the buyer typed only to the kind's endpoint. Returns a stop function, or undefined when the
 * frame cannot run (no valid origin, not framed, page incomplete).
 */
export function startFrame<V, T>(
  win: Window,
  kind: FrameKind<V, T>,
  options: FrameOptions = {},
): (() => void) | undefined {
  const doc = win.document;
  const host = linkToHost(win);
  const formElement = doc.getElementById(kind.formId);
  if (!host || !formElement) return undefined;

  const { post } = host;
  const form = kind.createForm(doc, (complete) => post({ type: 'validity', complete }));
  if (!form) return undefined;
  adoptStyles(doc);

  let clientToken: string | undefined;
  let inFlight: Promise<ServiceResult<T>> | undefined;
  const url = new URL(kind.endpoint, win.location.href).toString();

  const tokenize = async (requestId: string): Promise<FrameMessageBody> => {
    if (!clientToken)
      return {
        type: 'error',
        requestId,
        code: 'CONFIGURATION',
        message: say(doc, `${kind.section}.early`),
      };
    if (!inFlight) {
      const value = form.read();
      if (value === undefined) {
        const message = say(doc, `${kind.section}.invalid`);
        return { type: 'error', requestId, code: 'VALIDATION', message };
      }
      // One request for clicks that arrive while it runs: every caller gets the same token.
      const strings = serviceWords(doc, kind.section);
      const sent = kind.send({ url, clientToken, value, doc, strings, fetch: options.fetch });
      inFlight = sent;
      sent.then((result) => {
        inFlight = undefined;
        if (!result.ok && result.fieldMessage) form.refused?.(result.fieldMessage, result.field);
      });
    }
    const result = await inFlight;
    return result.ok
      ? kind.answer(requestId, result.token)
      : { type: 'error', requestId, code: result.code, message: result.message };
  };

  const unlisten = host.listen((message) => {
    if (message.type === 'init') {
      clientToken = message.clientToken;
      applyTheme(doc, message.theme, message.colors);
      // The checkout's language changed since the page was rendered: its words follow, in place.
      followLocale(win, message.locale, options.fetch).then((changed) => {
        if (changed) form.relabel?.();
      });
      // Shown only now, styled and themed; the frame is of no use before it has a token.
      formElement.hidden = false;
      host.followHeight();
    } else if (message.type === 'tokenize') {
      tokenize(message.requestId).then((answer) => {
        post(answer);
        // What was typed stays on screen no longer than needed; the host shows the last 4.
        if (answer.type !== 'error') form.clear();
      });
    }
  });

  return () => {
    unlisten();
    host.unfollowHeight();
    form.dispose?.();
  };
}
