// Test-only: a service frame's stand-in, for a step run against the real sandbox without a
// browser frame. Asked for a token, it posts what the frame would (`postAsFrame`).
import { useLayoutEffect } from 'preact/hooks';
import { postAsFrame, type Schema } from './sandboxFramePost.js';

export interface StandInProps<T> {
  clientToken: string;
  title: string;
  onHandle: (handle: { tokenize(): Promise<T> } | null) => void;
}

/** A frame component posting `body()` to `url()` (read when asked, so a test may change both). */
export function frameStandIn<T>(url: () => string, body: () => object, schema: Schema<T>) {
  return function StandInFrame(props: StandInProps<T>) {
    useLayoutEffect(() => {
      props.onHandle({ tokenize: () => postAsFrame(url(), props.clientToken, body(), schema) });
      return () => props.onHandle(null);
    }, []);
    return <iframe title={props.title} class="nftc-frame" />;
  };
}
