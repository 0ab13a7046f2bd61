import { COUNTRY_CODES } from '../api/countries.js';

/**
 * Adds every ISO country to the select, named in English (the frame's language) and sorted by
 * name. Built here, not in the page, so the page stays small; a browser without DisplayNames
 * shows the codes.
 */
export function fillCountries(select: HTMLSelectElement): void {
  const doc = select.ownerDocument;
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['en'], { type: 'region' })
      : undefined;
  const named = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code }));
  named.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  for (const { code, name } of named) {
    const option = doc.createElement('option');
    option.value = code;
    option.textContent = name;
    select.append(option);
  }
}
