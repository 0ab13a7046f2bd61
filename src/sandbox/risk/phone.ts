/**
 * Phone facts the sandbox can know offline: the country a calling code belongs to, and its
 * documented test numbers. Numbers whose calling code is not listed give no country, and then no
 * rule about the country fires.
 */
const CALLING_CODES: Readonly<Record<string, readonly string[]>> = {
  '1': ['US', 'CA', 'PR', 'GU', 'VI', 'AS', 'MP', 'BS', 'BB', 'JM', 'TT', 'DO'],
  '7': ['RU', 'KZ'],
  '27': ['ZA'],
  '31': ['NL'],
  '32': ['BE'],
  '33': ['FR'],
  '34': ['ES'],
  '39': ['IT'],
  '41': ['CH'],
  '43': ['AT'],
  '44': ['GB', 'GG', 'JE', 'IM'],
  '45': ['DK'],
  '46': ['SE'],
  '47': ['NO'],
  '48': ['PL'],
  '49': ['DE'],
  '52': ['MX'],
  '55': ['BR'],
  '61': ['AU'],
  '64': ['NZ'],
  '65': ['SG'],
  '81': ['JP'],
  '82': ['KR'],
  '86': ['CN'],
  '91': ['IN'],
  '234': ['NG'],
  '351': ['PT'],
  '353': ['IE'],
  '358': ['FI'],
  '971': ['AE'],
};

/** Digits only, without the leading plus: `+1 555-0100` → `15550100`. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Sandbox test numbers start with +1 99; their one-time code is the last 6 digits. */
export function isTestPhone(phone: string): boolean {
  return phoneDigits(phone).startsWith('199');
}

/** Countries of the phone's calling code (longest code first), or [] when not known. */
export function phoneCountries(phone: string): readonly string[] {
  const digits = phoneDigits(phone);
  for (const length of [3, 2, 1]) {
    const countries = CALLING_CODES[digits.slice(0, length)];
    if (countries) return countries;
  }
  return [];
}

export type PhoneLineType = 'Mobile' | 'NonFixedVoIP' | 'Unknown';

/**
 * The line type: test numbers are mobiles; the North American area code 500 (personal numbers,
 * forwarded anywhere) stands for a non-fixed VoIP line. The sandbox has no carrier lookup, so
 * any other number is Unknown.
 */
export function phoneLineType(phone: string): PhoneLineType {
  if (isTestPhone(phone)) return 'Mobile';
  if (phoneDigits(phone).startsWith('1500')) return 'NonFixedVoIP';
  return 'Unknown';
}

export function phoneCarrier(phone: string): string {
  if (isTestPhone(phone)) return 'Sandbox Wireless';
  if (phoneLineType(phone) === 'NonFixedVoIP') return 'Sandbox VoIP';
  return 'Unknown';
}
