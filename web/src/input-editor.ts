import type { LocatedError } from '../../src/index.js';
import { el, required } from './dom.js';

/**
 * The text box with its line numbers and the places of the input's errors marked on it. Lines do
 * not wrap (wrap="off"), so line n of the gutter is line n of the text; the gutter and the marks
 * follow the text box's scrolling. Marks are drawn over the text, translucent, from the errors'
 * line and column; an edit clears them until the next run reports again.
 */

/** Errors marked at most; a file of thousands of broken lines still scrolls smoothly. */
const MARK_LIMIT = 500;
/** As CSS's default tab-size: columns after a tab are placed where the browser draws them. */
const TAB_SIZE = 8;

export class InputEditor {
  readonly textarea = required('#input', HTMLTextAreaElement);
  private readonly gutter = required('.gutter', HTMLDivElement);
  private readonly gutterLines = required('#gutter-lines', HTMLDivElement);
  private readonly marks = required('#input-marks', HTMLDivElement);
  private readonly gutterMarks = required('#gutter-marks', HTMLDivElement);
  private readonly measure = el('span', { class: 'input-measure', 'aria-hidden': 'true' }, 'M'.repeat(10));
  private lineCount = 0;
  private errors: readonly LocatedError[] = [];

  constructor() {
    this.marks.append(this.measure);
    this.textarea.addEventListener('scroll', () => this.follow());
    this.textarea.addEventListener('input', () => {
      this.setErrors([]);
      this.numberLines();
    });
    this.numberLines();
  }

  /** After the text is set from code (a sample, a file, a set-up click): renumber, unmark. */
  changed(): void {
    this.setErrors([]);
    this.numberLines();
    this.follow();
  }

  /** Marks these errors' places (line and column, 1-based) in the text. */
  setErrors(errors: readonly LocatedError[]): void {
    this.errors = errors;
    this.drawMarks();
  }

  /** Selects line `line` from `column` to its end and brings it into view, so an error's place is one click away. */
  select(line: number, column: number): void {
    const lines = this.textarea.value.split('\n');
    if (line < 1 || line > lines.length) return;
    const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
    const text = lines[line - 1] ?? '';
    const from = start + Math.min(Math.max(column, 1) - 1, text.length);
    this.textarea.focus({ preventScroll: true });
    this.textarea.setSelectionRange(from, start + text.length);
    const { lineHeight, charWidth, padTop, padLeft } = this.metrics();
    this.textarea.scrollTop = Math.max(0, padTop + (line - 3) * lineHeight);
    const x = padLeft + visualColumn(text, column) * charWidth;
    this.textarea.scrollLeft = x > this.textarea.clientWidth - 4 * charWidth ? x - this.textarea.clientWidth / 2 : 0;
    this.textarea.scrollIntoView({ block: 'nearest' });
    this.follow();
    for (const mark of Array.from(this.marks.querySelectorAll('.input-mark')))
      mark.classList.toggle(
        'current',
        mark.getAttribute('data-line') === String(line) && mark.getAttribute('data-column') === String(column),
      );
  }

  private numberLines(): void {
    let count = 1;
    const { value } = this.textarea;
    for (let at = value.indexOf('\n'); at >= 0; at = value.indexOf('\n', at + 1)) count++;
    if (count === this.lineCount) return;
    this.lineCount = count;
    // One text node: a hundred thousand numbers cost less as one string than as elements.
    this.gutterLines.textContent = Array.from({ length: count }, (_, index) => index + 1).join('\n');
    // The numbers are out of the flow (the text box sets the height): room for the widest, in the gutter's monospace.
    this.gutter.style.minWidth = `calc(${Math.max(2, String(count).length) + 1}ch + 0.7rem)`;
  }

  /** Moves the gutter and the marks with the text box's scrolling. */
  private follow(): void {
    const { scrollTop, scrollLeft } = this.textarea;
    this.gutterLines.style.transform = `translateY(${-scrollTop}px)`;
    this.gutterMarks.style.transform = `translateY(${-scrollTop}px)`;
    this.marks.style.transform = `translate(${-scrollLeft}px, ${-scrollTop}px)`;
  }

  private metrics(): { lineHeight: number; charWidth: number; padTop: number; padLeft: number } {
    const style = getComputedStyle(this.textarea);
    const box = this.measure.getBoundingClientRect();
    return {
      lineHeight: parseFloat(style.lineHeight) || box.height || 16,
      charWidth: box.width / 10 || 8,
      padTop: parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth),
      padLeft: parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
    };
  }

  private drawMarks(): void {
    for (const mark of Array.from(this.marks.querySelectorAll('.input-mark'))) mark.remove();
    this.gutterMarks.replaceChildren();
    if (this.errors.length === 0) {
      this.textarea.removeAttribute('aria-invalid');
      return;
    }
    this.textarea.setAttribute('aria-invalid', 'true');
    const lines = this.textarea.value.split('\n');
    const { lineHeight, charWidth, padTop, padLeft } = this.metrics();
    const marked = new Set<number>();
    for (const error of this.errors.slice(0, MARK_LIMIT)) {
      const text = lines[error.line - 1];
      if (text === undefined) continue;
      const top = padTop + (error.line - 1) * lineHeight;
      const left = padLeft + visualColumn(text, error.column) * charWidth;
      const mark = el('div', {
        class: 'input-mark',
        title: `line ${error.line}, column ${error.column}: ${error.message}`,
        'data-line': String(error.line),
        'data-column': String(error.column),
      });
      mark.style.top = `${top}px`;
      mark.style.left = `${left}px`;
      mark.style.height = `${lineHeight}px`;
      mark.style.width = `${charWidth}px`;
      this.marks.append(mark);
      if (marked.has(error.line)) continue;
      marked.add(error.line);
      const band = el('div', { class: 'gutter-mark', 'data-line': String(error.line) });
      band.style.top = `${top}px`;
      band.style.height = `${lineHeight}px`;
      this.gutterMarks.append(band);
    }
    this.follow();
  }
}

/** The screen column (0-based) of 1-based character column `column` of `text`, tabs expanded as drawn. */
function visualColumn(text: string, column: number): number {
  let visual = 0;
  for (let index = 0; index < Math.min(column - 1, text.length); index++)
    visual = text[index] === '\t' ? (Math.floor(visual / TAB_SIZE) + 1) * TAB_SIZE : visual + 1;
  return visual + Math.max(0, column - 1 - text.length);
}
