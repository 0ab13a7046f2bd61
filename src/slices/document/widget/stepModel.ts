import { computed } from '@preact/signals';
import type { StepModelContext } from '../../../checkout/steps/stepModel.js';
import { IdentityModel } from './model.js';

/** The document step's model: the service assesses the facts confirm will send. */
export function createStepModel(context: StepModelContext): IdentityModel {
  return new IdentityModel({
    enabled: context.session.checks.identity.enabled,
    check: computed(() => context.orderState.value?.identity),
    facts: context.facts,
    assess: async (body) => {
      await context.beforeRisk();
      return context.client.assessIdentity(body, { signal: context.signal });
    },
    offer: context.offer,
    payable: context.payable,
    announce: context.announce,
    report: context.report,
  });
}
