import { required } from '../dom.js';

/** The page's fixed elements (index.html); a missing one is a bug in index.html. */
export function findUi() {
  return {
    problem: required('#problem', HTMLSelectElement),
    summary: required('#summary', HTMLParagraphElement),
    lookAlike: required('#look-alike', HTMLDivElement),
    switched: required('#switched', HTMLDivElement),
    intro: required('#intro', HTMLDetailsElement),
    boardSize: required('#board-size', HTMLInputElement),
    input: required('#input', HTMLTextAreaElement),
    file: required('#file', HTMLInputElement),
    fileName: required('#file-name', HTMLSpanElement),
    sample: required('#sample', HTMLButtonElement),
    live: required('#live', HTMLInputElement),
    strict: required('#strict', HTMLInputElement),
    judge: required('#judge', HTMLButtonElement),
    cancel: required('#cancel', HTMLButtonElement),
    progress: required('#progress', HTMLProgressElement),
    status: required('#status', HTMLParagraphElement),
    errors: required('#errors', HTMLUListElement),
    pager: required('#pager', HTMLElement),
    cases: required('#cases', HTMLDivElement),
    outputBox: required('#output-box', HTMLDetailsElement),
    outputTitle: required('#output-title', HTMLElement),
    output: required('#output', HTMLPreElement),
    download: required('#download', HTMLAnchorElement),
  };
}

export type Ui = ReturnType<typeof findUi>;
