import { describe, expect, it } from 'vitest';
import { ipFacts } from './ipAddress.js';

describe('ipFacts', () => {
  it.each([
    ['127.0.0.1', { type: 'Loopback', v4: '127.0.0.1' }],
    ['::1', { type: 'Loopback', v6: '::1' }],
    ['::ffff:127.0.0.1', { type: 'Loopback', v4: '127.0.0.1', v6: '::ffff:127.0.0.1' }],
    ['10.1.2.3', { type: 'Private', v4: '10.1.2.3' }],
    ['172.16.0.1', { type: 'Private', v4: '172.16.0.1' }],
    ['172.32.0.1', { type: 'Public', v4: '172.32.0.1' }],
    ['192.168.1.1', { type: 'Private', v4: '192.168.1.1' }],
    ['169.254.1.1', { type: 'Private', v4: '169.254.1.1' }],
    ['fd12::1', { type: 'Private', v6: 'fd12::1' }],
    ['fe80::1', { type: 'Private', v6: 'fe80::1' }],
    ['8.8.8.8', { type: 'Public', v4: '8.8.8.8' }],
    ['2001:db8::1', { type: 'Public', v6: '2001:db8::1' }],
    ['not-an-ip', { type: 'Unknown' }],
    [undefined, { type: 'Unknown' }],
  ])('%s', (ip, expected) => {
    expect(ipFacts(ip)).toEqual(expected);
  });
});
