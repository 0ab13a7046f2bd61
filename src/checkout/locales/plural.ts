/** The forms of a counted phrase, by plural category of the locale; `#` stands for the count. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The phrase for `count` in `locale`'s plural rules (Intl.PluralRules: Arabic has six forms,
 * Japanese one), with `#` replaced by the count as given.
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replaceAll('#', String(count));
}
