import { describe, expect, it } from 'vitest';
import type { TaxIdModel } from '../slices/taxId/widget/model.js';
import { checks, session } from './testing/fixtures.js';
import { record, useModels } from './testing/modelHelpers.js';
import { settle } from './testing/setup.js';

const setup = useModels();

/** A US buyer: the tax-id step follows the details. */
const withTaxId = () => ({ session: session({ checks: checks({ phone: false, taxId: true }) }) });

// Continue pressed while the session is on its way waits for it (docs/architecture.md).
describe('Continue before the session arrives', () => {
  it('runs once however often it was pressed, from the step it was pressed on', async () => {
    const { model } = setup(withTaxId());
    const seen = record(model);
    const presses = [model.next(), model.next(), model.next()];
    await model.load();
    await Promise.all(presses);
    expect(model.flow.id.value).toBe('taxId');
    // No later press went on from the tax id, which the buyer has not seen yet.
    expect(model.stepModel<TaxIdModel>('taxId')?.error.value ?? null).toBeNull();
    expect(seen.errors).toEqual([]);
  });

  it('after it ran, Back stays back', async () => {
    const { model } = setup(withTaxId());
    const pressed = [model.next(), model.next()];
    await model.load();
    await Promise.all(pressed);
    expect(model.flow.id.value).toBe('taxId');
    model.back();
    await settle();
    await settle();
    expect(model.flow.id.value).toBe('details');
  });

  it('does not run if the checkout is gone when the session arrives', async () => {
    const { model } = setup(withTaxId());
    const pressed = model.next();
    const loading = model.load();
    model.dispose();
    await loading;
    await pressed;
    expect(model.flow.id.value).toBe('details');
  });
});
