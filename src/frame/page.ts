import { isHttpOrigin } from '../api/frameProtocol.js';
import { fillTemplate } from '../api/text.js';
import type { TextKey } from './locales/en.js';
import type { FrameLanguage } from './locales/index.js';
import { lookup } from './lookup.js';
import { TEXTS_ID } from './texts.js';

export interface FramePageInput {
  /** URL of the frame script (the `frame` build, both frames), e.g. /v1/checkout/frames.js. */
  scriptUrl: string;
  /** The host page origin from the `origin` query parameter. */
  origin: string;
  /** The checkout's language tag from the `locale` query parameter, matched here; English without. */
  locale?: string | undefined;
}

/**
 * The language a page is written in: the frames' catalogs (FrameLanguage), or a kind's own words
 * in the same shape (a section per kind), keyed by `K`.
 */
export type PageLanguage = Pick<FrameLanguage, 'locale' | 'dir'> & { strings: object };

const lookupSection = (strings: object, section: string): unknown =>
  Object.hasOwn(strings, section) ? (strings as Record<string, unknown>)[section] : undefined;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/**
 * How a page writes its words: each text and worded attribute carries its key, so the frame
 * script can rewrite it in another language (texts.ts).
 */
export function pageWords<K extends string = TextKey>({ strings }: PageLanguage): PageWords<K> {
  const text = (key: K) => escapeHtml(fillTemplate(lookup(strings, key) ?? key));
  return {
    text,
    /** `<tag attrs data-text="key">text</tag>`: an element holding only its text. */
    element: (tag: string, attrs: string, key: K) =>
      `<${tag}${attrs} data-text="${key}">${text(key)}</${tag}>`,
    /** ` name="text" data-text-name="key"`. */
    attribute: (name: string, key: K) => ` ${name}="${text(key)}" data-text-${name}="${key}"`,
  };
}

export interface PageWords<K extends string = TextKey> {
  text(key: K): string;
  element(tag: string, attrs: string, key: K): string;
  attribute(name: string, key: K): string;
}

/**
 * The words the frame's script needs, as data it reads at start: never run, so the frames'
 * policy allows it, and `<` escaped so no text can end the element.
 */
export function textsBlock({ locale, strings }: PageLanguage, section: string) {
  const json = JSON.stringify({ locale, strings: { [section]: lookupSection(strings, section) } });
  return `<script type="application/json" id="${TEXTS_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

export interface NumericInput {
  id: string;
  autocomplete: string;
  maxLength: number;
  /** Ids of the hint, brand and error elements the input is described by. */
  describedBy: string;
  /** Further attributes, written as they are (a leading space, escaped by the caller). */
  extra?: string;
}

/** A text input for digits: numeric keyboard, no spelling help, not invalid until checked. */
export function numericInput({
  id,
  autocomplete,
  maxLength,
  describedBy,
  extra = '',
}: NumericInput) {
  // Digits read left to right in every language.
  return `<input id="${id}" name="${id}" type="text" dir="ltr" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${maxLength}" spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false" aria-describedby="${describedBy}"${extra}>`;
}

export interface FramePageParts<K extends string = TextKey> {
  scriptUrl: string;
  origin: string;
  language: PageLanguage;
  /** The catalog's section of this frame: its title, its `outside` text, its script's words. */
  section: K extends `${infer S}.${string}` ? S : never;
  title: K;
  /** The form, hidden until the frame's script has styled it. */
  form: string;
  /** What a page opened with an origin no host could have says instead. */
  outside: K;
}

/**
 * A frame page. No inline script or style: it is served under the strict policy of
 * `frameCsp`, and its script adopts a constructed stylesheet. An origin that is not an
 * http(s) origin gets a page without the form or the script, since no host could receive its
 * messages.
 */
export function framePage<K extends string = TextKey>(parts: FramePageParts<K>): string {
  const { title, scriptUrl, origin, form, outside, language } = parts;
  const words = pageWords<K>(language);
  const page = (head: string, body: string) => `<!doctype html>
<html lang="${language.locale}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${words.element('title', '', title)}
${head}
</head>
<body>
${body}
</body>
</html>
`;
  if (!isHttpOrigin(origin)) return page('', words.element('p', '', outside));
  const texts = textsBlock(language, parts.section);
  return page(`<script src="${escapeHtml(scriptUrl)}" defer></script>`, `${texts}\n${form}`);
}

/** The Content-Security-Policy of the frame pages: only their own script, styles and service. */
export function frameCsp(origin: string): string {
  const ancestors = isHttpOrigin(origin) ? origin : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
