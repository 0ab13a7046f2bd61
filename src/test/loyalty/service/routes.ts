// Test-only: the loyalty card step's routes, given to startSandbox as its internals' `routes`
// (a shipped slice's handlers are one line each in src/sandbox/endpointHandlers.ts instead).
import { sendFramePage } from '../../../sandbox/handlers/browser/framePages.js';
import { type Route, routeOf } from '../../../sandbox/http/router.js';
import { createLoyaltyToken, getLoyaltyFrame } from '../api/endpoints.js';
import { loyaltyFramePage } from '../frame/loyaltyPage.js';
import { postLoyaltyCard } from './loyaltyCards.js';

export const LOYALTY_ROUTES: readonly Route[] = [
  routeOf(getLoyaltyFrame, (ctx) => sendFramePage(ctx, loyaltyFramePage)),
  routeOf(createLoyaltyToken, postLoyaltyCard),
];
