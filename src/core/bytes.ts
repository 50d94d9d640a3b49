/**
 * Input as bytes, for the readers that split lines themselves (answer mode's shortcuts): a
 * chunk of text all of ASCII is one byte per character, and typed arrays read faster than strings.
 */

const ENCODER = new TextEncoder();

/** A text's bytes when it is all ASCII, in a store reused from text to text (grown when a larger one comes). */
export class AsciiBytes {
  private store = new Uint8Array(0);

  /** `text` as bytes, valid until the next call; undefined when it is not all ASCII. */
  of(text: string): Uint8Array | undefined {
    const length = text.length;
    if (this.store.length < length) this.store = new Uint8Array(Math.max(length, 2 * this.store.length));
    const bytes = this.store.subarray(0, length);
    // A character beyond ASCII takes two bytes or more, so not all of the text fits.
    const { read, written } = ENCODER.encodeInto(text, bytes);
    return read === length && written === length ? bytes : undefined;
  }
}

/**
 * Where the line end at `at` in `bytes` ends ("\n", or "\r\n" as the line reader also takes it),
 * or -1 when there is none there (past the end of the bytes included).
 */
export function afterLineEnd(bytes: Uint8Array, at: number): number {
  const code = at < bytes.length ? bytes[at] : 0;
  if (code === 10) return at + 1;
  return code === 13 && at + 1 < bytes.length && bytes[at + 1] === 10 ? at + 2 : -1;
}
