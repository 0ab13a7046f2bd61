import { fillTemplate, type TextValues } from '../api/text.js';
import type { TextKey } from './locales/en.js';
import { lookup } from './lookup.js';

/*
 * The frame script's words. The page embeds its frame's section of the catalog as a JSON block
 * (the frame build carries none), and every text the page or the script writes carries its key
 * in `data-text`, so a change of language rewrites them all in place: nothing the buyer typed is
 * touched.
 */

/** The page's JSON block of words (`<script type="application/json">`, never run). */
export const TEXTS_ID = 'nftc-frame-texts';

/** Attributes that hold words, each with its key in `data-text-<attribute>`. */
export const TEXT_ATTRIBUTES = ['placeholder', 'alt', 'aria-label'] as const;

/** A text the frame shows: a catalog key and its values. */
export interface TextRef {
  key: TextKey;
  values?: TextValues;
}

/** What a field or status shows: a catalog text, or the service's own words as they came. */
export type Message = TextRef | string;

interface Texts {
  locale: string;
  strings: unknown;
  /** The tag last asked for: the page's `?locale`, then each init's. */
  asked?: string;
  /** Counts requests, so only the latest one's words land. */
  requests: number;
}

/** Kept with the page's block of words, read once: a new page brings its own. */
const TEXTS = new WeakMap<object, Texts>();

const field = (json: unknown, key: string): unknown =>
  typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[key] : undefined;

function textsOf(doc: Document): Texts {
  const block = doc.getElementById(TEXTS_ID);
  let texts = TEXTS.get(block ?? doc);
  if (!texts) {
    let data: unknown;
    try {
      data = JSON.parse(block?.textContent ?? '');
    } catch {
      data = undefined;
    }
    const given = field(data, 'locale');
    const locale = typeof given === 'string' ? given : 'en';
    texts = { locale, strings: field(data, 'strings') ?? {}, requests: 0 };
    TEXTS.set(block ?? doc, texts);
  }
  return texts;
}

/** The locale the frame's words are in now. */
export const localeOf = (doc: Document): string => textsOf(doc).locale;

/** A text in the frame's language; its key when the page did not bring it. */
export function say(doc: Document, key: TextKey, values?: TextValues): string {
  return fillTemplate(lookup(textsOf(doc).strings, key) ?? key, values);
}

/** The words of a message: a catalog text in the frame's language, or the service's as they are. */
export const wordsOf = (doc: Document, message: Message): string =>
  typeof message === 'string' ? message : say(doc, message.key, message.values);

/** Writes `message` into `element`, keeping its key so a change of language rewrites it. */
export function showText(element: Element, message: Message): void {
  if (typeof message === 'string') {
    element.textContent = message;
    element.removeAttribute('data-text');
    element.removeAttribute('data-text-values');
    return;
  }
  element.textContent = say(element.ownerDocument, message.key, message.values);
  element.setAttribute('data-text', message.key);
  if (message.values) element.setAttribute('data-text-values', JSON.stringify(message.values));
  else element.removeAttribute('data-text-values');
}

function valuesOf(element: Element): TextValues | undefined {
  try {
    return JSON.parse(element.getAttribute('data-text-values') ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Rewrites every text and attribute that carries a key, in the frame's current language. */
export function relabel(doc: Document): void {
  for (const element of doc.querySelectorAll('[data-text]')) {
    const key = element.getAttribute('data-text') as TextKey;
    element.textContent = say(doc, key, valuesOf(element));
  }
  for (const name of TEXT_ATTRIBUTES) {
    for (const element of doc.querySelectorAll(`[data-text-${name}]`)) {
      element.setAttribute(name, say(doc, element.getAttribute(`data-text-${name}`) as TextKey));
    }
  }
}

/**
 * Follows the checkout's language: when `tag` is not the one last asked for, fetches its words
 * from the service (`frame-strings`, same origin, cacheable; the service matches the tag) and
 * rewrites the page. True once the words changed; a failed request keeps the current language,
 * untold.
 */
export async function followLocale(
  win: Window,
  tag: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const doc = win.document;
  const texts = textsOf(doc);
  // The tag the page was asked for, as the widget names it again in each init.
  texts.asked ??= new URLSearchParams(win.location.search).get('locale') ?? texts.locale;
  if (tag === texts.asked) return false;
  texts.asked = tag;
  const mine = ++texts.requests;
  try {
    const url = new URL(`frame-strings?locale=${encodeURIComponent(tag)}`, win.location.href);
    const res = await fetchImpl(url.toString(), {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    const body: unknown = res.ok ? await res.json() : undefined;
    const locale = field(body, 'locale');
    const dir = field(body, 'dir');
    const strings = field(body, 'strings');
    if (mine !== texts.requests || locale === texts.locale) return false;
    if (typeof locale !== 'string' || (dir !== 'ltr' && dir !== 'rtl') || !field(strings, 'card')) {
      throw new Error('not the words of a locale');
    }
    texts.locale = locale;
    texts.strings = strings;
    doc.documentElement.lang = locale;
    doc.documentElement.dir = dir;
    relabel(doc);
    return true;
  } catch {
    // Asked again on the next init that names it.
    if (mine === texts.requests) texts.asked = texts.locale;
    return false;
  }
}
