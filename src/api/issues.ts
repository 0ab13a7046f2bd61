import type { core } from 'zod/mini';
import type { FieldIssue } from './errors.js';

type Issue = core.$ZodIssue;

// zod/mini ships no message locale (it would cost bytes in the script bundle), so issues are
// turned into plain English here, one line per failing field.
function describe(issue: Issue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // zod keeps the input only when parsing with `reportInput`; without it a missing field
      // cannot be told from a wrong type, and "must be <type>" is true of both.
      if (!('input' in issue)) return `must be ${issue.expected}`;
      return issue.input === undefined ? 'is required' : `must be ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `must have at least ${issue.minimum} ${issue.origin === 'string' ? 'characters' : 'items'}`
        : `must be ${issue.inclusive ? 'at least' : 'greater than'} ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `must have at most ${issue.maximum} ${issue.origin === 'string' ? 'characters' : 'items'}`
        : `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
    case 'invalid_format':
      return `must be a valid ${issue.format === 'regex' ? 'value' : issue.format}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown keys ${issue.keys.map((key) => shownKey(key)).join(', ')}`;
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_union':
      return 'does not match any accepted shape';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      return 'is invalid';
  }
}

/** A field name or a short code (`customer_id`, `US-CA`, `--nftc-color-text`): not a value. */
const SAFE_KEY = /^[A-Za-z_$-][\w$.-]{0,63}$/;

/**
 * A key as errors may show it. Keys come from the input too (record keys, unknown keys, path
 * segments), so one that could be a value (three digits in a row, spaces, long text) is shown
 * as `placeholder`: no error ever quotes a card number, CVC or SSN sent as a key.
 */
export function shownKey(key: PropertyKey, placeholder = '[key]'): string {
  if (typeof key === 'number') return String(key);
  const text = String(key);
  return text === '' || (SAFE_KEY.test(text) && !/\d{3}/.test(text)) ? text : placeholder;
}

/** A path as the dotted string of issues (`nft.price`, `items.0`), keys shown safely. */
export function pathOf(path: readonly PropertyKey[]): string {
  return path.map((part) => shownKey(part)).join('.');
}

/** Flattens zod issues into `{ path, message }` pairs that name the failing field. */
export function toFieldIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []) {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_key' && issue.issues.length) {
      out.push({ path: pathOf(path), message: `key ${describe(issue.issues[0] as Issue)}` });
    } else {
      out.push({ path: pathOf(path), message: describe(issue) });
    }
  }
  return out;
}

/** One readable sentence listing every failing field. */
export function summarizeIssues(issues: readonly FieldIssue[]): string {
  return issues.map((i) => (i.path ? `${i.path} ${i.message}` : i.message)).join('; ');
}
