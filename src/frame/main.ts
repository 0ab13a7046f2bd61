// Card frame entry (the `frame` build, dist/card-frame.js), served by the service origin.
import { startCardFrame } from './app.js';

startCardFrame(window);
