import { describe, expect, it } from 'vitest';
import { deviceSchema } from '../../api/customers.js';
import { failingPaths } from '../../api/testing/schemaCheck.js';
import { buildDeviceRecord, type DeviceInput, LOCAL_COUNTRY } from './device.js';
import { ANDROID_EMULATOR_UA, CHROME_UA, NOW } from './testSubjects.js';

const input = (over: Partial<DeviceInput> = {}): DeviceInput => ({
  sessionKey: 'session-1',
  data: {},
  userAgent: CHROME_UA,
  ip: '127.0.0.1',
  now: NOW,
  ...over,
});

const signals = (device: ReturnType<typeof buildDeviceRecord>) =>
  Object.fromEntries((device.signals ?? []).map((s) => [s.key, s.value]));

describe('buildDeviceRecord', () => {
  it('matches the device schema and is deterministic', () => {
    const a = buildDeviceRecord(input());
    expect(failingPaths(deviceSchema, a)).toEqual([]);
    expect(buildDeviceRecord(input())).toEqual(a);
  });

  it('derives the id from the session key only, the fingerprint from the device only', () => {
    const a = buildDeviceRecord(input());
    const otherDevice = buildDeviceRecord(input({ userAgent: ANDROID_EMULATOR_UA, ip: '8.8.8.8' }));
    const otherSession = buildDeviceRecord(input({ sessionKey: 'session-2' }));
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(otherDevice.id).toBe(a.id);
    expect(otherSession.id).not.toBe(a.id);
    expect(otherSession.fingerprint).toBe(a.fingerprint);
    expect(otherDevice.fingerprint).not.toBe(a.fingerprint);
    expect(a.sessionKey).toBe('session-1');
  });

  it('reads browser, OS and model from the user agent; given attributes win', () => {
    expect(buildDeviceRecord(input()).attributes).toEqual({
      Browser: ['Chrome 156'],
      OS: ['macOS 10.15.7'],
      Model: ['Macintosh'],
    });
    const given = buildDeviceRecord(
      input({ data: { attributes: { Model: ['MacBookPro18,3'], ScreenSize: ['1512x982'] } } }),
    );
    expect(given.attributes).toEqual({
      Browser: ['Chrome 156'],
      OS: ['macOS 10.15.7'],
      Model: ['MacBookPro18,3'],
      ScreenSize: ['1512x982'],
    });
    expect(given.fingerprintConfidenceScore).toBeGreaterThan(
      buildDeviceRecord(input()).fingerprintConfidenceScore ?? 0,
    );
  });

  it('reports a loopback address as local, without a place on the map', () => {
    const d = buildDeviceRecord(input({ ip: '::ffff:127.0.0.1' }));
    expect(d.ipAddresses).toEqual({ v4: '127.0.0.1', v6: '::ffff:127.0.0.1' });
    expect(d.ipLocation).toEqual({
      city: 'Local network',
      region: 'Local network',
      country: LOCAL_COUNTRY,
    });
    expect(signals(d)).toMatchObject({
      TrueIP: '127.0.0.1',
      IpType: 'Loopback',
      VPN: 'false',
      Proxy: 'false',
      SessionIpCount: '1',
      SessionIpCountryCount: '0',
      DeviceAgeHours: '0',
      Emulator: 'false',
      TrueOS: 'macOS 10.15.7',
      behaviorBiometricLevel: 'low',
    });
  });

  it('claims no location for public addresses and nothing for a missing one', () => {
    const pub = buildDeviceRecord(input({ ip: '8.8.8.8' }));
    expect(pub.ipLocation).toBeUndefined();
    expect(signals(pub)).toMatchObject({ IpType: 'Public', SessionIpCountryCount: '1' });
    const none = buildDeviceRecord(input({ ip: undefined, userAgent: undefined }));
    expect(none.ipAddresses).toEqual({});
    expect(signals(none)).toMatchObject({
      TrueIP: 'Unknown',
      SessionIpCount: '0',
      TrueOS: 'Unknown',
    });
    expect(none.attributes).toEqual({});
    expect(none.confidenceScore).toBeLessThan(pub.confidenceScore ?? 0);
  });

  it('is low without biometrics and copies them when given', () => {
    const plain = buildDeviceRecord(input());
    expect(plain.level).toBe('low');
    expect(plain.behaviorBiometrics).toBeUndefined();
    expect(plain.checkpoints).toEqual({ device: { level: 'low', score: 0, ruleIds: [] } });
    const bio = { numDistractionEvents: 2, fields: [{ name: 'card', numCopyPasteEvents: 1 }] };
    expect(
      buildDeviceRecord(input({ data: { behaviorBiometrics: bio } })).behaviorBiometrics,
    ).toEqual(bio);
  });

  it.each([
    [{ fields: [{ name: 'email', isLTM: true, numCopyPasteEvents: 1 }] }, 'medium', [60]],
    [{ fields: [{ name: 'name', isLTM: true, numAutoFillEvents: 1 }] }, 'medium', [61]],
    [
      { fields: [{ name: 'name', isLTM: true, numAutoFillEvents: 1, numCopyPasteEvents: 1 }] },
      'high',
      [60, 61],
    ],
    // Expert keys are reported (shadow rule) but do not raise the level.
    [{ fields: [{ name: 'email', numExpertKeyEvents: 25 }] }, 'low', [62]],
  ])('biometrics %j give level %s', (behaviorBiometrics, level, ruleIds) => {
    const d = buildDeviceRecord(input({ data: { behaviorBiometrics } }));
    expect(d.level).toBe(level);
    expect(signals(d).behaviorBiometricLevel).toBe(level);
    expect(d.checkpoints?.device).toMatchObject({ level, ruleIds });
  });

  it('flags an emulator, which raises the device but not the biometric level', () => {
    const d = buildDeviceRecord(input({ userAgent: ANDROID_EMULATOR_UA }));
    expect(signals(d)).toMatchObject({ Emulator: 'true', behaviorBiometricLevel: 'low' });
    expect(d.level).toBe('high');
  });
});
