/**
 * A tiny element builder. Text is only ever set through text nodes (never HTML), so values from
 * the service or the URL render as text whatever they contain: the page runs under Trusted Types.
 */
type Child = Node | string | false | null | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) node.setAttribute(name, '');
    else if (typeof value === 'string') node.setAttribute(name, value);
  }
  for (const child of children) {
    if (child) node.append(child);
  }
  return node;
}

export function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`The page has no #${id} element.`);
  return node as T;
}

/** Clears an element (replaceChildren never parses HTML). */
export function clear(node: Element): void {
  node.replaceChildren();
}
