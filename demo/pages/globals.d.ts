// The script-tag global, typed from the sources so it holds before the first build.
import type { mount } from '../../src/index.js';

declare global {
  interface Window {
    NftCheckout?: { mount: typeof mount; version: string };
  }
}
