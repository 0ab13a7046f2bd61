import type { Plugin } from 'vite';

/** Modules only the service runs: the sandbox and every slice's service folder. */
export const SERVER_ONLY = /[\\/]src[\\/](?:sandbox|slices[\\/][^\\/]+[\\/]service)[\\/]/;

/**
 * Fails a browser build that would bundle the service's code (the biome rules stop the import;
 * this stops the bundle, whatever the path to it): a merchant's page must never carry it.
 */
export function serverOnly(): Plugin {
  return {
    name: 'nftc-server-only',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (SERVER_ONLY.test(id)) {
        this.error(`${id} is the service's code and may not reach a browser bundle.`);
      }
      return null;
    },
  };
}
