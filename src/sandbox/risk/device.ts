import type { DeviceDataRequest } from '../../api/checkout.js';
import type { Device, DeviceSessionRequest } from '../../api/customers.js';
import { runCheckpoint, scoreRules } from './checkpointRun.js';
import { sha256Hex, stableUuid } from './hashing.js';
import { ipFacts } from './ipAddress.js';
import { levelFromScore } from './levels.js';
import { parseUserAgent } from './userAgent.js';

export interface DeviceInput {
  sessionKey: string;
  data: DeviceDataRequest | DeviceSessionRequest;
  userAgent?: string | undefined;
  ip?: string | undefined;
  now: Date;
}

/** Stands for "no country": loopback and private addresses are not on any map. */
export const LOCAL_COUNTRY = 'ZZ';

function attributesOf(input: DeviceInput): Record<string, string[]> {
  const parsed = input.userAgent ? parseUserAgent(input.userAgent) : undefined;
  const derived: Record<string, string[]> = {};
  if (parsed?.browser) derived.Browser = [parsed.browser];
  if (parsed?.os) derived.OS = [parsed.os];
  if (parsed?.model) derived.Model = [parsed.model];
  // What the device SDK reported is more precise than the header, so it wins per attribute.
  return { ...derived, ...(input.data.attributes ?? {}) };
}

function fingerprintOf(userAgent: string, attributes: Record<string, string[]>): string {
  const sorted = Object.keys(attributes)
    .sort()
    .map((key) => `${key}=${(attributes[key] ?? []).join(',')}`);
  return sha256Hex('fingerprint', userAgent, ...sorted).slice(0, 32);
}

/**
 * The device record of a session, as the device checkpoint reports it (spec 2.9). Only what the
 * sandbox can observe is claimed: it has no VPN, proxy or geolocation data, so those signals say
 * false or are left out.
 */
export function buildDeviceRecord(input: DeviceInput): Device {
  const userAgent = input.userAgent ?? '';
  const parsed = parseUserAgent(userAgent);
  const attributes = attributesOf(input);
  const ip = ipFacts(input.ip);
  const fingerprint = fingerprintOf(userAgent, attributes);
  const local = ip.type === 'Loopback' || ip.type === 'Private';
  const signals = [
    { key: 'TrueOS', value: attributes.OS?.[0] ?? 'Unknown' },
    { key: 'TrueIP', value: ip.v4 ?? ip.v6 ?? 'Unknown' },
    { key: 'IpType', value: ip.type },
    { key: 'VPN', value: 'false' },
    { key: 'Proxy', value: 'false' },
    { key: 'SessionIpCount', value: ip.type === 'Unknown' ? '0' : '1' },
    { key: 'SessionIpCountryCount', value: ip.type === 'Public' ? '1' : '0' },
    { key: 'DeviceAgeHours', value: '0' },
    { key: 'RemoteSoftware', value: 'false' },
    { key: 'RemoteSoftwareLevel', value: 'low' },
    { key: 'RemoteSessionLevel', value: 'low' },
    { key: 'OSAnomaly', value: 'false' },
    { key: 'Emulator', value: String(parsed.emulator) },
    { key: 'TamperedApp', value: 'false' },
    { key: 'AccountDeviceId', value: stableUuid('account-device', fingerprint) },
  ];
  const device: Device = {
    id: stableUuid('device', input.sessionKey),
    attributes,
    signals,
    sessionKey: input.sessionKey,
    fingerprint,
    // Percentages: how sure the sandbox is of the device and of its fingerprint.
    confidenceScore: userAgent ? 90 : 40,
    fingerprintConfidenceScore: (userAgent ? 50 : 0) + (input.data.attributes ? 40 : 0) + 10,
    deviceReputation: 'neutral',
    bot: { level: 'low' },
    ipAddresses: {
      ...(ip.v4 === undefined ? {} : { v4: ip.v4 }),
      ...(ip.v6 === undefined ? {} : { v6: ip.v6 }),
    },
    ...(local
      ? { ipLocation: { city: 'Local network', region: 'Local network', country: LOCAL_COUNTRY } }
      : {}),
    ...(input.data.behaviorBiometrics ? { behaviorBiometrics: input.data.behaviorBiometrics } : {}),
  };
  return withDeviceLevel(device, input.now);
}

/** Sets level, behaviorBiometricLevel and checkpoints.device from the device rules. */
export function withDeviceLevel(device: Device, now: Date): Device {
  const result = runCheckpoint('device', { subject: { customerId: '' }, device, now });
  const biometric = levelFromScore(
    scoreRules(result.fired.filter((r) => r.reasonCode?.startsWith('BB'))),
  );
  const signals = (device.signals ?? []).filter((s) => s.key !== 'behaviorBiometricLevel');
  signals.push({ key: 'behaviorBiometricLevel', value: biometric });
  return {
    ...device,
    level: result.level,
    signals,
    checkpoints: {
      device: { level: result.level, score: result.score, ruleIds: result.fired.map((r) => r.id) },
    },
  };
}
