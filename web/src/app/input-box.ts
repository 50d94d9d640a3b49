import type { LocatedError } from '../../../src/index.js';
import { InputEditor } from '../input-editor.js';

/** Inputs larger than this are judged whole but shown only in part: a browser's text box crawls with megabytes. */
const EDITABLE_LIMIT = 1_000_000;
const PREVIEW_LINES = 300;

/** The input: the text box with its line numbers and error marks, or a large text shown in part. */
export class InputBox {
  private readonly marks = new InputEditor();
  /** The whole input when it is too large for the text box (which then shows its start, read-only). */
  private large: string | undefined;

  constructor(private readonly box: HTMLTextAreaElement) {}

  get text(): string {
    return this.large ?? this.box.value;
  }

  set(text: string): void {
    this.large = text.length > EDITABLE_LIMIT ? text : undefined;
    this.box.readOnly = this.large !== undefined;
    if (this.large === undefined) {
      this.box.value = text;
    } else {
      const lines = text.split('\n', PREVIEW_LINES + 1);
      this.box.value =
        `${lines.slice(0, PREVIEW_LINES).join('\n')}\n… (the input is ` +
        `${(text.length / 1e6).toFixed(1)} MB: only its start is shown, and it is judged whole; editing is off)`;
    }
    this.marks.changed();
  }

  setErrors(errors: readonly LocatedError[]): void {
    this.marks.setErrors(errors);
  }

  select(line: number, column: number): void {
    this.marks.select(line, column);
  }
}
