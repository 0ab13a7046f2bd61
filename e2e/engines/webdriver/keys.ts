/** Playwright key names as WebDriver key code points (the spec's "normalised key value" table). */
const KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/** `Shift+Tab` → key down Shift, Tab, then key up in reverse. */
export function keyActions(combo: string): { type: string; value: string }[] {
  const keys = combo.split('+').map((name) => KEYS[name] ?? name);
  for (const key of keys)
    if ([...key].length !== 1)
      throw new Error(`Key "${combo}" is not known on WebKit: add it to keys.ts`);
  return [
    ...keys.map((value) => ({ type: 'keyDown', value })),
    ...keys.reverse().map((value) => ({ type: 'keyUp', value })),
  ];
}

/** A key or chord as "Element Send Keys" text: modifiers stay down until the end. */
export function keyText(combo: string): string {
  return (
    combo
      .split('+')
      .map((name) => KEYS[name] ?? name)
      .join('') + (combo.includes('+') ? '\uE000' : '')
  );
}

export function typeActions(text: string): { type: string; value: string }[] {
  return [...text].flatMap((value) => [
    { type: 'keyDown', value },
    { type: 'keyUp', value },
  ]);
}
