import type { Device } from '../../api/customers.js';
import { biometricFacts, EXPERT_KEY_THRESHOLD } from './biometrics.js';
import type { RuleDefinition } from './rule.js';

function signal(device: Device | undefined, key: string): string | undefined {
  return device?.signals?.find((s) => s.key === key)?.value;
}

const facts = (device: Device | undefined) => biometricFacts(device?.behaviorBiometrics);

/** Rules of the device checkpoint; they read the device record built for the session. */
export const DEVICE_RULES: readonly RuleDefinition[] = [
  {
    id: 60,
    name: 'Paste into fields people know by heart',
    checkpoint: 'device',
    group: 'other',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    reasonCode: 'BBCP',
    fires: ({ device }) => facts(device).ltmPasteEvents > 0,
  },
  {
    id: 61,
    name: 'Autofill in fields people know by heart',
    checkpoint: 'device',
    group: 'other',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    reasonCode: 'BBAF',
    fires: ({ device }) => facts(device).ltmAutofillEvents > 0,
  },
  {
    // Shadow mode: keyboard users press Tab a lot, so this only reports.
    id: 62,
    name: `${EXPERT_KEY_THRESHOLD} or more expert key events`,
    checkpoint: 'device',
    group: 'other',
    points: 100,
    isLive: false,
    isAllowlisted: false,
    reasonCode: 'BBEK',
    fires: ({ device }) => facts(device).expertKeyEvents >= EXPERT_KEY_THRESHOLD,
  },
  {
    id: 63,
    name: 'Device is an emulator',
    checkpoint: 'device',
    group: 'other',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: ({ device }) => signal(device, 'Emulator') === 'true',
  },
];
