// Frame entry (the `frame` build, dist/card-frame.js), served by the service origin. One script
// for both frame pages: the page's form says which app it runs.
import { startCardFrame } from './app.js';
import { startTaxIdFrame } from './taxIdApp.js';
import { TAX_ID_FORM_ID } from './taxIdFields.js';

if (document.getElementById(TAX_ID_FORM_ID)) startTaxIdFrame(window);
else startCardFrame(window);
