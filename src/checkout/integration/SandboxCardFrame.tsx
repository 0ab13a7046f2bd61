// Test-only: the card step against the real sandbox without a browser frame. It tokenizes the
// way the frame does (POST /checkout/cards with the client token), with a card the test picks.
import { useLayoutEffect } from 'preact/hooks';
import { createCheckoutClient } from '../../api/checkoutClient.js';
import type { CardToken } from '../../slices/card/api/cardToken.js';
import { TEST_CARD_NUMBERS } from '../../slices/card/api/testCards.js';

export const sandboxCard: { number: string; baseUrl: string } = {
  number: TEST_CARD_NUMBERS.usDebit,
  baseUrl: '',
};

export type CardFrameHandle = { tokenize(): Promise<CardToken> };

export function CardFrame(props: {
  clientToken: string;
  title: string;
  onHandle: (handle: CardFrameHandle | null) => void;
}) {
  useLayoutEffect(() => {
    const client = createCheckoutClient({
      baseUrl: sandboxCard.baseUrl,
      clientToken: props.clientToken,
    });
    props.onHandle({
      tokenize: () =>
        client.tokenizeCard({
          number: sandboxCard.number,
          expMonth: 12,
          expYear: 2031,
          cvc: '123',
        }),
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" />;
}
