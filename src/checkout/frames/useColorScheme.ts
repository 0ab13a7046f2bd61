import { useLayoutEffect, useState } from 'preact/hooks';
import { resolvedTheme, type Theme } from '../theme.js';

/** `light` or `dark`; with `auto`, the OS setting, followed while the component is mounted. */
export function useColorScheme(theme: Theme): 'light' | 'dark' {
  const [scheme, setScheme] = useState(() => resolvedTheme(theme));
  useLayoutEffect(() => {
    setScheme(resolvedTheme(theme));
    const query = theme === 'auto' ? globalThis.matchMedia?.('(prefers-color-scheme: dark)') : null;
    if (!query) return;
    const onChange = () => setScheme(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);
  return scheme;
}
