import { isIP } from 'node:net';

export type IpType = 'Loopback' | 'Private' | 'Public' | 'Unknown';

export interface IpFacts {
  type: IpType;
  v4?: string;
  v6?: string;
}

function v4Type(ip: string): IpType {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  if (a === 127) return 'Loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'Private';
  if (a === 169 && b === 254) return 'Private';
  return 'Public';
}

function v6Type(ip: string): IpType {
  const lower = ip.toLowerCase();
  if (lower === '::1') return 'Loopback';
  if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return 'Private';
  return 'Public';
}

/** Kind of address and its v4/v6 forms; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) has both. */
export function ipFacts(ip: string | undefined): IpFacts {
  if (ip === undefined) return { type: 'Unknown' };
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIP(mapped[1]) === 4) {
    return { type: v4Type(mapped[1]), v4: mapped[1], v6: ip };
  }
  switch (isIP(ip)) {
    case 4:
      return { type: v4Type(ip), v4: ip };
    case 6:
      return { type: v6Type(ip), v6: ip };
    default:
      return { type: 'Unknown' };
  }
}
