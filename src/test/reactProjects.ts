// The vitest projects of the React component (vite.config.ts spreads them into test.projects):
// the same tests under React 19 (the react and react-dom packages) and under React 18 (the npm
// aliases react-18 and react-dom-18, swapped in for every import of react and react-dom).
import type { TestProjectInlineConfiguration } from 'vitest/config';

const setupFiles = ['src/test/setup-dom.ts', 'src/test/setup-react.ts'];

export const REACT_TEST_PROJECTS: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'react19',
      environment: 'jsdom',
      include: ['src/embed/react/**/*.test.ts'],
      setupFiles,
      env: { NFTC_REACT_MAJOR: '19' },
    },
  },
  {
    extends: true,
    resolve: {
      alias: [
        { find: /^react(?=\/|$)/, replacement: 'react-18' },
        { find: /^react-dom(?=\/|$)/, replacement: 'react-dom-18' },
      ],
    },
    test: {
      name: 'react18',
      environment: 'jsdom',
      include: ['src/embed/react/NftCheckout.test.ts'],
      setupFiles: ['src/test/setup-react18.ts', ...setupFiles],
      env: { NFTC_REACT_MAJOR: '18' },
      // Compiled by vite, so its imports of react and react-dom meet the aliases above.
      server: { deps: { inline: ['@testing-library/react'] } },
    },
  },
];
