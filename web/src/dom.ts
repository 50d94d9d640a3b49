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

/** Where the focused element is in a part of the page: at each level its tag, class and rank among its like. */
export type FocusPath = readonly { readonly kind: string; readonly rank: number }[];

/** An element's tag and first class ("BUTTON replay-move"): what it is, whatever state its other classes say. */
const kindOf = (element: Element): string => `${element.tagName} ${element.classList.item(0) ?? ''}`;

/** The focused element's place under `container`, when the focus is there (and not on `container` itself). */
export function focusPath(container: Element): FocusPath | undefined {
  const focused = document.activeElement;
  if (!focused || focused === container || !container.contains(focused)) return undefined;
  const path: { kind: string; rank: number }[] = [];
  for (let node: Element = focused; node !== container && node.parentElement; node = node.parentElement) {
    const kind = kindOf(node);
    let rank = 0;
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      if (kindOf(sibling) === kind) rank++;
    path.unshift({ kind, rank });
  }
  return path;
}

/**
 * After `container` was drawn again (or drawn anew in place of the one `path` was taken in): the focus, when it
 * has fallen to the page's body, goes to the element at the same place, at once, so that no key is lost; when
 * none takes it, `otherwise` places it.
 */
export function restoreFocus(container: Element, path: FocusPath | undefined, otherwise?: () => void): void {
  if (!path || (document.activeElement && document.activeElement !== document.body)) return;
  let node: Element | undefined = container;
  for (const { kind, rank } of path)
    node = node && Array.from(node.children).filter((child) => kindOf(child) === kind)[rank];
  if (node instanceof HTMLElement || node instanceof SVGElement) node.focus({ preventScroll: true });
  if (document.activeElement !== node) otherwise?.();
}
