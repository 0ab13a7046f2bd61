import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { CALLBACK_NAMES } from '../api/hostEvents.js';
import { nextTask } from '../api/nextTask.js';
import { createCheckoutModel } from './model.js';
import { type CheckoutCallbacks, type CheckoutOptionsInput, parseOptions } from './options.js';
import { CheckoutShadow } from './views/CheckoutShadow/CheckoutShadow.js';

export type NftCheckoutProps = CheckoutOptionsInput;

const CALLBACKS: ReadonlyArray<keyof CheckoutCallbacks> = Object.values(CALLBACK_NAMES);

/**
 * The checkout as a Preact component; props are the options of `mount()`. Invalid props throw
 * an NftCheckoutError (CONFIGURATION) during render, before anything is shown. Callbacks may
 * change between renders (the latest ones are called); a new clientToken, baseUrl, locale or
 * appearance starts the checkout over.
 */
export function NftCheckout(props: NftCheckoutProps) {
  const latest = useRef(props);
  latest.current = props;
  const key = JSON.stringify([
    props.clientToken,
    props.baseUrl,
    props.locale,
    props.appearance ?? null,
  ]);

  const model = useMemo(() => {
    const { children: _children, ...input } = latest.current as NftCheckoutProps & {
      children?: unknown;
    };
    const options = parseOptions(input);
    // Each callback given is replaced by one that calls the latest prop of that name.
    for (const name of CALLBACKS) {
      if (options[name] === undefined) continue;
      Object.assign(options, {
        [name]: (payload: never) => {
          const current = latest.current[name] as ((p: never) => void) | undefined;
          if (typeof current === 'function') current(payload);
        },
      });
    }
    return createCheckoutModel(options);
  }, [key]);

  useLayoutEffect(() => {
    // The session request in the task after the first render's, as mount() sends it.
    void nextTask().then(model.load);
    return () => model.dispose();
  }, [model]);

  return <CheckoutShadow model={model} />;
}
