import type { BehaviorBiometrics, FieldMetric } from '../api/customers.js';
import type { BehaviourRecorder } from './behaviour.js';

/**
 * The recorded behaviour as the risk engine reads it (spec 2.9's behaviorBiometrics): per field,
 * and summed over the fields a person knows by heart (LTM) and the others. Apart from the
 * recorder, so the first screen carries only the listeners; this runs when the data is sent.
 */
export function behaviourSnapshot(recorder: BehaviourRecorder): BehaviorBiometrics {
  const { fields, contextSwitches, elapsedMs } = recorder.recorded();
  const list: FieldMetric[] = [...fields].map(([name, s]) => ({
    name,
    numCopyPasteEvents: s.paste,
    numClipboardEvents: s.clipboard,
    numAutoFillEvents: s.autofill,
    numExpertKeyEvents: s.expertKeys,
    isLTM: s.isLTM,
    timeSpendInMsEvents: s.spans,
    timeSpendInMs: s.spans.reduce((a, b) => a + b, 0),
  }));
  const total = (group: FieldMetric[]): FieldMetric => ({
    numCopyPasteEvents: group.reduce((a, f) => a + (f.numCopyPasteEvents ?? 0), 0),
    numClipboardEvents: group.reduce((a, f) => a + (f.numClipboardEvents ?? 0), 0),
    numAutoFillEvents: group.reduce((a, f) => a + (f.numAutoFillEvents ?? 0), 0),
    numExpertKeyEvents: group.reduce((a, f) => a + (f.numExpertKeyEvents ?? 0), 0),
    timeSpendInMs: group.reduce((a, f) => a + (f.timeSpendInMs ?? 0), 0),
  });
  return {
    fields: list,
    pageFieldLTM: { absolute: total(list.filter((f) => f.isLTM)) },
    pageFieldNonLTM: { absolute: total(list.filter((f) => !f.isLTM)) },
    numContextSwitchEvents: contextSwitches,
    totalTimeSpentInMs: elapsedMs,
  };
}
