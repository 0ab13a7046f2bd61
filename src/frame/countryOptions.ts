import { COUNTRY_CODES } from '../api/countries.js';

/**
 * Fills the select with every ISO country after its placeholder, named in `locale` (the frame's
 * language) and sorted as that language sorts. Built here, not in the page, so the page stays
 * small; a browser without DisplayNames shows the codes. Called again on a change of language:
 * the buyer's choice stays chosen.
 */
export function fillCountries(select: HTMLSelectElement, locale: string): void {
  const doc = select.ownerDocument;
  const chosen = select.value;
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames([locale], { type: 'region' })
      : undefined;
  const named = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code }));
  named.sort((a, b) => a.name.localeCompare(b.name, locale));
  for (const option of [...select.options]) if (option.value) option.remove();
  for (const { code, name } of named) {
    const option = doc.createElement('option');
    option.value = code;
    option.textContent = name;
    select.append(option);
  }
  select.value = chosen;
}
