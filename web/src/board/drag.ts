import { applyStyle } from '../dom.js';

/**
 * Dragging with the pointer (mouse, pen or finger): a picture of what is dragged follows the
 * pointer, and where it is let go is found under it. A press that does not move is left to be a
 * click, so clicking and the keyboard keep working as they did.
 */

/** How far the pointer moves before a press becomes a drag, in CSS pixels. */
const THRESHOLD = 5;

export interface DragOptions {
  /** The picture that follows the pointer, made when the drag starts. */
  readonly ghost: () => Element;
  /** Its size in CSS pixels (a board square's). */
  readonly size: number;
  /** Where it was let go: the element under the pointer, if any. */
  readonly drop: (target: Element | null) => void;
  /** Called as the drag starts. */
  readonly started?: () => void;
}

/** Starts watching a press (a pointerdown) that may become a drag. */
export function watchDrag(down: PointerEvent, options: DragOptions): void {
  if (down.button !== 0) return;
  const start = { x: down.clientX, y: down.clientY };
  let ghost: HTMLElement | undefined;
  const place = (event: PointerEvent): void => {
    if (!ghost) return;
    applyStyle(ghost, `left:${event.clientX - options.size / 2}px;top:${event.clientY - options.size / 2}px`);
  };
  const move = (event: PointerEvent): void => {
    if (!ghost) {
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) < THRESHOLD) return;
      ghost = document.createElement('div');
      ghost.className = 'drag-ghost';
      applyStyle(ghost, `width:${options.size}px;height:${options.size}px`);
      ghost.append(options.ghost());
      document.body.append(ghost);
      document.body.classList.add('dragging');
      options.started?.();
    }
    event.preventDefault();
    place(event);
  };
  const end = (event: PointerEvent): void => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', end);
    if (!ghost) return;
    ghost.remove();
    document.body.classList.remove('dragging');
    // The click that follows the release is the drag's, not a click of its own.
    window.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
    options.drop(event.type === 'pointerup' ? document.elementFromPoint(event.clientX, event.clientY) : null);
  };
  const swallow = (click: Event): void => click.stopPropagation();
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
}
