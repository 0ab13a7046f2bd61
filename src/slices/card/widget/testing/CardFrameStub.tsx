// Test-only: stands in for ../CardFrame.tsx (the real one talks to a frame on the
// service origin). It renders a titled iframe and hands over a tokenizer the test controls.
import { useLayoutEffect } from 'preact/hooks';
import { CARD_TOKEN } from '../../../../checkout/testing/setup.js';
import type { CardToken } from '../../api/cardToken.js';

export const stub = { token: CARD_TOKEN as CardToken, tokenizeCalls: 0 };

export type CardFrameHandle = { tokenize(): Promise<CardToken> };

export function CardFrame(props: {
  title: string;
  onHandle: (handle: CardFrameHandle | null) => void;
}) {
  useLayoutEffect(() => {
    props.onHandle({
      tokenize: async () => {
        stub.tokenizeCalls++;
        return stub.token;
      },
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" />;
}
