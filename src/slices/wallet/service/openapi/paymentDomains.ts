import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import { DOMAIN_ASSOCIATION } from '../domainAssociation.js';

const registered = { domain: 'shop.example.com', createdAt: '2026-11-22T10:00:00.000Z' };

export const PAYMENT_DOMAIN_DOCS = {
  addPaymentDomain: {
    description: [
      "Registers a top-level domain where the merchant's pages offer wallets. Apple Pay checks the domain of the page in the browser's address bar, not the checkout frame's: the wallet frame offers Apple Pay only on a registered domain (Google Pay needs no registration). Serve the file of `GET /v1/wallets/apple-pay/domain-association` at `https://<domain>/.well-known/apple-developer-merchantid-domain-association` first.",
      '',
      '- `domain`: the host name alone, in lower case (`shop.example.com`; an internationalized name in its `xn--` form): no `https://`, path or port. The sandbox also takes `localhost` and an IPv4 address, to test on your own machine.',
      '- Registering a domain again answers it as it was (same `createdAt`): a deploy script may register on every run.',
      '- At most 100 domains per merchant in the sandbox.',
    ].join('\n'),
    body: { example: { domain: 'shop.example.com' } },
    response: { description: 'The registered domain.', example: registered },
    refusals: {
      '429 RATE_LIMITED': {
        when: 'The merchant has registered 100 domains, the most the sandbox keeps for one merchant.',
        message:
          'Merchant sandbox-merchant holds 100 payment domains, the most the sandbox keeps for one merchant: remove some with DELETE /v1/payment-domains/{domain}.',
      },
    },
  },
  listPaymentDomains: {
    description: "The merchant's registered domains, oldest first.",
    response: { description: 'The domains (an empty list when none).', example: [registered] },
  },
  removePaymentDomain: {
    description:
      'Removes a registered domain: its pages offer no Apple Pay from the next checkout on.',
    params: {
      domain: { description: 'The registered host name.', example: 'shop.example.com' },
    },
    response: { description: 'Removed.', example: { success: true } },
    refusals: {
      '400 VALIDATION': {
        when: 'The name is not a host name in lower case (a scheme, a path, a port, capitals).',
        message:
          'Invalid domain: domain must be a host name in lower case, e.g. shop.example.com: no https://, path or port.',
      },
      '404 NOT_FOUND': {
        when: 'The merchant has not registered this domain.',
        message:
          "This domain is not among the merchant's payment domains: GET /v1/payment-domains lists them.",
      },
    },
    curl: { path: { domain: 'shop.example.com' } },
  },
  getDomainAssociation: {
    description:
      "The same file for every merchant: serve it as it is at `https://<domain>/.well-known/apple-developer-merchantid-domain-association` on each registered domain. The sandbox's file is its own; it never fetches it back.",
    response: { description: 'The file, as text.', example: DOMAIN_ASSOCIATION },
  },
} satisfies SomeDocs;
