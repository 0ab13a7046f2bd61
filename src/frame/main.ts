// Frame entry (the `frame` build, dist/frames.js), served by the service origin. One script for
// every frame page: it starts the app of the kind whose page this is (the kinds: frameApps.ts).
import { FRAME_APPS } from './frameApps.js';

FRAME_APPS.find(({ marks }) => marks.some((id) => document.getElementById(id)))?.start(window);
