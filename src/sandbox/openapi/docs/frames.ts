import type { SomeDocs } from '../docTypes.js';
import { badOrigin, LOCALE } from './shared.js';

/** A frame page: public, framable only by `origin`, running the frames' script. */
export function framePage(what: string) {
  return {
    description: `${what} Public: the frame receives the client token from the widget by \`postMessage\` (\`src/api/frameProtocol.ts\`). Served with a strict \`Content-Security-Policy\` (\`frame-ancestors <origin>\`, scripts of the service's origin only) and \`Referrer-Policy: no-referrer\`.`,
    query: {
      origin:
        'The origin of the page that embeds the checkout (`https://shop.example`: lower case, no path, no default port). Only that origin may frame the page.',
      locale: LOCALE,
    },
    response: { description: 'The page.' },
    refusals: { '400 VALIDATION': badOrigin },
    curl: { query: { origin: 'https://shop.example' } },
  };
}

export const FRAME_DOCS = {
  getCardFrame: framePage(
    "The page of the card fields, which the widget frames (the session's `cardFrameUrl` plus `?origin=`). Card numbers are typed and tokenized here, never on the merchant's page.",
  ),
  getFrameScript: {
    description:
      'The script of the card, tax-id and document frames and of the challenge page: `dist/frames.js` when the package is built, else a bundle of `src/frame/main.ts` made on the first request.',
    response: { description: 'The script.' },
  },
  getTaxIdFrame: framePage(
    "The page where the buyer types a US Social Security number (the session's `checks.taxId.frameUrl`), so that the host page never sees it.",
  ),
  getFrameStrings: {
    description: [
      "Every word of the card, tax-id and document frames and of the challenge page, in the best match of `locale` among the shipped locales (`en`, `ar`, `de`, `es`, `fr`, `it`, `ja`, `ko`, `pt-BR`, `zh-Hans`, and the pseudo-locale `en-XA`), with its writing direction. A frame reads it when the checkout's language changes after the frame was rendered, and rewrites its words in place (nothing the buyer typed is lost).",
      '',
      "Public and the same for everyone: `Cache-Control: public, max-age=3600`. Same origin only (the frames' own requests).",
    ].join('\n'),
    query: { locale: LOCALE },
    response: {
      description: 'The words, keyed by frame (`card`, `taxId`, `document`, `challenge`).',
    },
    curl: { query: { locale: 'fr-CA' } },
  },
  getDocumentFrame: framePage(
    "The page where the buyer chooses a document and takes or picks its photos (the session's `checks.identity.frameUrl`). Its policy also allows `blob:` previews and the camera for the service's own origin.",
  ),
} satisfies SomeDocs;
