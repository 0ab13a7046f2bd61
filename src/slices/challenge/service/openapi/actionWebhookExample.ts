import { AT, processingState } from '../../../../sandbox/openapi/examples.js';
import type { StepWebhookExample } from '../../../../sandbox/openapi/stepWebhookExample.js';

/** An `action.*` event of the one purchase: the issuer asked, then the buyer authenticated. */
export const actionWebhookExample: StepWebhookExample = (base) =>
  base.type.startsWith('action.')
    ? {
        ...base,
        sequence: 2,
        data: {
          order: processingState.order,
          action: {
            action: 'challenge',
            ...(base.type === 'action.resolved' ? { outcome: 'authenticated' as const } : {}),
            at: AT.confirmed,
          },
        },
      }
    : undefined;
