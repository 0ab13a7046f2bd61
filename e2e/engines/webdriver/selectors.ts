/**
 * Playwright's selector strings for `getByRole`, `getByLabel`, `getByText` and `filter`, as its
 * client writes them: the in-page engine (injected.ts) reads the same strings on every engine.
 */
export type TextMatch = string | RegExp;

function escapeRegex(re: RegExp): string {
  if (re.unicode || (re as RegExp & { unicodeSets?: boolean }).unicodeSets) return String(re);
  return String(re)
    .replace(/(^|[^\\])(\\\\)*(["'`])/g, '$1$2\\$3')
    .replace(/>>/g, '\\>\\>');
}

export function forText(text: TextMatch, exact = false): string {
  if (typeof text !== 'string') return escapeRegex(text);
  return `${JSON.stringify(text)}${exact ? 's' : 'i'}`;
}

function forAttribute(value: TextMatch, exact = false): string {
  if (typeof value !== 'string') return escapeRegex(value);
  return `"${value.replace(/\\/g, '\\\\').replace(/["]/g, '\\"')}"${exact ? 's' : 'i'}`;
}

export interface RoleOptions {
  name?: TextMatch;
  exact?: boolean;
  level?: number;
  checked?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  pressed?: boolean;
  selected?: boolean;
  includeHidden?: boolean;
}

export function byRole(role: string, options: RoleOptions = {}): string {
  const props: string[] = [];
  for (const key of ['checked', 'disabled', 'selected', 'expanded', 'pressed'] as const)
    if (options[key] !== undefined) props.push(`[${key}=${options[key]}]`);
  if (options.includeHidden !== undefined) props.push(`[include-hidden=${options.includeHidden}]`);
  if (options.level !== undefined) props.push(`[level=${options.level}]`);
  if (options.name !== undefined) props.push(`[name=${forAttribute(options.name, options.exact)}]`);
  return `internal:role=${role}${props.join('')}`;
}

export const ENTER_FRAME = 'internal:control=enter-frame';

export function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' >> ');
}
