/**
 * Builds HTML elements with attributes and children. Strings become text nodes, never markup:
 * this is how the page keeps user input from being read as HTML. A `style` attribute is applied
 * through the CSSOM (see applyStyle).
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') applyStyle(element, value);
    else element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

/**
 * The page's Content Security Policy forbids style attributes (style-src 'self'), but styles set
 * through the CSSOM are allowed: `css` is a declaration list applied that way.
 */
export function applyStyle(element: HTMLElement | SVGElement, css: string): void {
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    element.style.setProperty(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
}

/** Finds an element the page's HTML must contain; a missing one is a bug in index.html. */
export function required<T extends Element>(selector: string, type: new () => T): T {
  const found = document.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`index.html has no ${selector}`);
  return found;
}
