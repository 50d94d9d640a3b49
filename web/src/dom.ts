/**
 * Builds HTML elements with attributes and children. Strings become text nodes, never markup:
 * this is how the page keeps user input from being read as HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** Finds an element the page's HTML must contain; a missing one is a bug in index.html. */
export function required<T extends Element>(selector: string, type: new () => T): T {
  const found = document.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`index.html has no ${selector}`);
  return found;
}
