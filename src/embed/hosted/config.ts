import { isHttpOrigin } from '../../api/frameProtocol.js';
import { CONFIG_ID, type HostedConfig } from '../../api/hostedConfig.js';

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function isHttpUrl(value: unknown): value is string {
  if (!isText(value, 2048)) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * Reads and checks the configuration (the service checked it already; the page does not trust
 * markup it did not write itself any more than that). Throws a TypeError naming what is wrong.
 */
export function readHostedConfig(doc: Document): HostedConfig {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(doc.getElementById(CONFIG_ID)?.textContent ?? '') ?? {};
  } catch {
    // Reported below, field by field.
  }
  const problems = [
    !isText(data.clientToken) && 'clientToken',
    !isHttpUrl(data.baseUrl) && 'baseUrl',
    !isText(data.orderId) && 'orderId',
    !isText(data.status, 40) && 'status',
    !isText(data.merchantName) && 'merchantName',
    data.redirectUrl !== undefined && !isHttpUrl(data.redirectUrl) && 'redirectUrl',
    data.openerOrigin !== undefined && !isHttpOrigin(data.openerOrigin) && 'openerOrigin',
  ].filter(Boolean);
  if (problems.length) {
    throw new TypeError(`The hosted page's configuration is invalid: ${problems.join(', ')}.`);
  }
  return data as unknown as HostedConfig;
}
