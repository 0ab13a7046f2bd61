// Frame entry (the `frame` build, dist/frames.js), served by the service origin. One script
// for every frame page: the page's form says which app it runs.
import { startCardFrame } from './app.js';
import { isChallengePage, startChallengeFrame } from './challengeApp.js';
import { startDocumentFrame } from './documentApp.js';
import { DOCUMENT_FORM_ID } from './documentFields.js';
import { startTaxIdFrame } from './taxIdApp.js';
import { TAX_ID_FORM_ID } from './taxIdFields.js';

if (document.getElementById(TAX_ID_FORM_ID)) startTaxIdFrame(window);
else if (document.getElementById(DOCUMENT_FORM_ID)) startDocumentFrame(window);
else if (isChallengePage(document)) startChallengeFrame(window);
else startCardFrame(window);
