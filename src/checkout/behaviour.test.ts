import { describe, expect, it } from 'vitest';
import { createBehaviourRecorder } from './behaviour.js';
import { behaviourSnapshot } from './behaviourSnapshot.js';

describe('behaviour recorder', () => {
  it('counts paste, autofill, expert keys and time per field, never characters', () => {
    let clock = 0;
    const recorder = createBehaviourRecorder(() => clock);
    const email = recorder.handlers('emailAddress', true);
    const phone = recorder.handlers('phone', false);
    email.onFocus();
    clock = 400;
    email.onPaste();
    email.onInput(new InputEvent('input', { inputType: 'insertFromPaste', data: 'secret@x.io' }));
    email.onKeyDown(new KeyboardEvent('keydown', { key: 'v', ctrlKey: true }));
    email.onKeyDown(new KeyboardEvent('keydown', { key: 'a' }));
    email.onBlur();
    phone.onFocus();
    phone.onInput(new InputEvent('input', { inputType: 'insertReplacementText' }));
    clock = 1000;
    phone.onBlur();
    email.onFocus();
    clock = 1100;
    email.onBlur();

    const data = behaviourSnapshot(recorder);
    expect(data.fields).toEqual([
      {
        name: 'emailAddress',
        numCopyPasteEvents: 1,
        numClipboardEvents: 1,
        numAutoFillEvents: 0,
        numExpertKeyEvents: 1,
        isLTM: true,
        timeSpendInMsEvents: [400, 100],
        timeSpendInMs: 500,
      },
      {
        name: 'phone',
        numCopyPasteEvents: 0,
        numClipboardEvents: 0,
        numAutoFillEvents: 1,
        numExpertKeyEvents: 0,
        isLTM: false,
        timeSpendInMsEvents: [600],
        timeSpendInMs: 600,
      },
    ]);
    expect(data.pageFieldLTM?.absolute?.numCopyPasteEvents).toBe(1);
    expect(data.numContextSwitchEvents).toBe(1);
    expect(data.totalTimeSpentInMs).toBe(1100);
    expect(JSON.stringify(data)).not.toContain('secret');
  });
});
