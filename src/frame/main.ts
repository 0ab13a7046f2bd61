// Frame entry (the `frame` build, dist/frames.js), served by the service origin. One script for
// every frame page: it starts the app of the kind whose page this is (the kinds: frameApps.ts).
// The sandbox's test wallet runs it as its service worker too, where there is no document.
import { FRAME_APPS, startWorker } from './frameApps.js';

if (typeof document === 'undefined') {
  startWorker(globalThis);
} else {
  FRAME_APPS.find(({ marks }) => marks.some((id) => document.getElementById(id)))?.start(window);
}
