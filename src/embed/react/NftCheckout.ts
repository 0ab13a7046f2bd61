import {
  createElement,
  type ForwardedRef,
  forwardRef,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { NftCheckoutError } from '../../api/errors.js';
import { CALLBACK_NAMES, type CheckoutCallbacks } from '../../api/hostEvents.js';
import { type CheckoutOptionsInput, parseOptions } from '../../checkout/options.js';
import type { CheckoutHandle } from '../checkoutHandle.js';
import { mount } from '../mount.js';

/** The component's props are the options of `mount()`. */
export type NftCheckoutProps = CheckoutOptionsInput;

/**
 * What a `ref` on the component holds: the host's own Pay (with `submitButton={false}`), as
 * `handle.submit()` of `mount()`.
 */
export interface NftCheckoutRef {
  /**
   * Pays on the review step: resolves once the service took the payment, rejects with the
   * failure, with VALIDATION off the review, or with CONFIGURATION while nothing is mounted.
   */
  submit(): Promise<void>;
}

const CALLBACKS: ReadonlyArray<keyof CheckoutCallbacks> = Object.values(CALLBACK_NAMES);

// Mount before the browser paints, so the container never shows empty for a frame. A server has
// no layout effects (React 18 warns about them there); neither effect runs on a server anyway.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The props without React's own `children`, which is not an option of the checkout. */
function optionsOf(props: NftCheckoutProps): CheckoutOptionsInput {
  const { children: _children, ...options } = props as NftCheckoutProps & { children?: unknown };
  return options;
}

/**
 * The options `mount()` gets: the latest props, each callback replaced by a stable wrapper that
 * calls the callback of that name in the latest props (if there is one by then).
 */
function withLatestCallbacks(latest: RefObject<CheckoutOptionsInput>): CheckoutOptionsInput {
  const options: CheckoutOptionsInput = { ...latest.current };
  for (const name of CALLBACKS) {
    Object.assign(options, {
      [name]: (payload: never) => {
        const current = latest.current[name] as ((p: never) => void) | undefined;
        if (typeof current === 'function') current(payload);
      },
    });
  }
  return options;
}

/** The options `handle.update()` changes on a mounted checkout (callbacks go through the ref). */
function liveOptions({ locale, appearance, submitButton, expressWallets }: CheckoutOptionsInput) {
  return { locale, appearance, submitButton, expressWallets };
}

const NOT_MOUNTED =
  'submit(): the checkout is not mounted. Call it while <NftCheckout> is on the page, after its onReady.';

/**
 * The checkout as a React 18/19 component: it renders an empty element and mounts the widget
 * (Preact inside, in its shadow root) into it on commit, and unmounts it on unmount. Invalid
 * props throw an NftCheckoutError (CONFIGURATION) during render, as the Preact component does.
 * A new clientToken, baseUrl or mode mounts the checkout again; a new locale, appearance,
 * submitButton or expressWallets goes to `handle.update()` (what the buyer typed stays); new callbacks are called
 * from the next event on. A `ref` gets `{ submit }` (forwardRef: React 18 has no ref prop).
 */
function NftCheckoutRender(props: NftCheckoutProps, ref: ForwardedRef<NftCheckoutRef>) {
  const options = optionsOf(props);
  parseOptions(options);
  const latest = useRef(options);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<CheckoutHandle | null>(null);
  // What the mounted checkout last got of the live options, compared by value (a host may well
  // write `appearance={{ theme: 'dark' }}`, a new object each render).
  const applied = useRef('');
  const live = JSON.stringify(liveOptions(options));
  const popup = options.mode === 'popup';
  // The popup's panel has no update(): there, a live option mounts again too.
  const key = JSON.stringify([
    options.clientToken,
    options.baseUrl,
    options.mode ?? null,
    popup ? live : null,
  ]);

  // Declared first, so the effects below (same commit) already see these props.
  useCommitEffect(() => {
    latest.current = options;
  });

  // StrictMode mounts, unmounts and mounts again: the first checkout is gone before its session
  // has answered, and the widget's delivery log keeps any event from being told twice.
  useCommitEffect(() => {
    const target = container.current;
    if (!target) return undefined;
    const mounted = mount(target, withLatestCallbacks(latest));
    handle.current = mounted;
    applied.current = live;
    return () => {
      handle.current = null;
      mounted.unmount();
    };
  }, [key]);

  // The ref's submit reads the checkout mounted when it is called, across re-mounts.
  useImperativeHandle(
    ref,
    () => ({
      submit: () =>
        handle.current?.submit() ??
        Promise.reject(new NftCheckoutError('CONFIGURATION', NOT_MOUNTED)),
    }),
    [],
  );

  useCommitEffect(() => {
    if (popup || !handle.current || applied.current === live) return;
    handle.current.update(liveOptions(latest.current));
    applied.current = live;
  }, [live, popup]);

  return createElement('div', { ref: container, className: 'nftc-react' });
}

/** The checkout as a React component; see NftCheckoutRender. */
export const NftCheckout = forwardRef<NftCheckoutRef, NftCheckoutProps>(NftCheckoutRender);
NftCheckout.displayName = 'NftCheckout';
