// What the opener accepts from the hosted page: every host event in its own shape, nothing else.
import { describe, expect, it } from 'vitest';
import type { CompleteEvent } from '../../api/hostEvents.js';
import { readyEvent } from '../../checkout/hostEmitter.js';
import { session } from '../../checkout/testing/fixtures.js';
import { HOSTED_EVENT_TYPES, readHostedMessage } from './protocol.js';
import { message, orderEvent } from './testing/hostedMessages.js';

describe('the popup protocol', () => {
  it('reads every host event type in its own shape', () => {
    const complete = orderEvent('Complete', 3) as CompleteEvent;
    expect(readHostedMessage(message('complete', complete as never))).toMatchObject({
      type: 'complete',
      payload: { id: complete.id, txHash: complete.txHash },
    });
    expect(readHostedMessage(message('ready', readyEvent(session())))).toBeDefined();
    expect(
      readHostedMessage(message('declined', orderEvent('Declined', 3, 1) as never)),
    ).toBeDefined();
    const error = { code: 'NETWORK' as const, message: 'Lost.', issues: [] };
    expect(readHostedMessage(message('error', error))).toBeDefined();
    expect(HOSTED_EVENT_TYPES).not.toContain('event');
  });

  it.each([
    ['another source', { ...message('complete', orderEvent('Complete', 3) as never), source: 'x' }],
    ['another version', { ...message('complete', orderEvent('Complete', 3) as never), version: 2 }],
    [
      'the `event` name',
      { ...message('complete', orderEvent('Complete', 3) as never), type: 'event' },
    ],
    ['a payload of another type', message('complete', orderEvent('Processed', 3) as never)],
    [
      'an id that is not the order and sequence',
      message('complete', { ...orderEvent('Complete', 3), id: 'other:3' } as never),
    ],
    [
      'a status that is not the type',
      message('complete', { ...orderEvent('Complete', 3), status: 'Processed' } as never),
    ],
    [
      'an order of another id',
      message('complete', { ...orderEvent('Complete', 3), order: { id: 'x' } } as never),
    ],
    [
      'a complete without txHash',
      message('complete', { ...orderEvent('Complete', 3), txHash: '' } as never),
    ],
    [
      'a declined without attemptsLeft',
      message('declined', { ...orderEvent('Declined', 3), attemptsLeft: -1 } as never),
    ],
    [
      'an unknown error code',
      message('error', { code: 'OOPS', message: 'x', issues: [] } as never),
    ],
    ['a string', 'complete'],
    ['null', null],
  ])('refuses %s', (_name, data) => {
    expect(readHostedMessage(data)).toBeUndefined();
  });
});
