import { type AnswerShortcut, NO_SHORTCUT_RUN, type PlainCase } from '../../framework/fast-readers.js';
import { afterLineEnd } from '../../core/bytes.js';
import { ChessBoard } from '../../games/chess/board.js';
import { CHECK_STATUSES, type PiecePlaces, checkStatusIndex, piecePlaces } from '../../games/chess/rules.js';
import { rankAndFileCodec, verdictOf } from './judge.js';
import { CODE_OF_CHAR } from './parse.js';
import { BOARD, type RankAndFileCase, oneKingEach, rankAndFileFromSetup } from './case.js';

/**
 * Well-formed data sets read straight from the input's bytes: the one reader behind both fast
 * paths, answer mode's shortcut (judged on one reused board by the shared rules' checkStatus,
 * as judge does) and the cases that parse and the other modes get (a board each). It takes a
 * data set only as the careful reader (parse.ts) would take it without a word, and written plainly:
 * the side letter and eight rows of eight squares, each line ending in "\n" (perhaps after "\r"),
 * no blank line, no trailing blank, one king a side; anything else it leaves to the careful reader.
 * test/problems/contest-shortcut.test.ts checks that on every kind of input.
 */

const LF = 10;
/** The shortest data set: a side line and 8 rows, each with its "\n". */
const SHORTEST = 2 + 8 * 9;
/**
 * Per piece code: 1 for White's king, 64 for Black's, 0 for the rest: the low six bits of the sum count White's kings,
 * the rest Black's.
 */
const KING_WEIGHT = new Int8Array(16);
KING_WEIGHT[CODE_OF_CHAR['k'.charCodeAt(0)]] = 1;
KING_WEIGHT[CODE_OF_CHAR['K'.charCodeAt(0)]] = 64;

/** Four '.', as a little-endian 32-bit word. */
const DOTS = 0x2e2e2e2e;

/**
 * Two squares as written (16 bits of the input, the first in the low byte): their piece codes as
 * two bytes of the board (the first in the low byte), or -1 unless both are '.' or a piece letter.
 */
const PAIR_CODES = new Int16Array(1 << 16).fill(-1);
const SQUARE_LETTERS = Array.from('.kqrbnKQRBN', (letter) => letter.charCodeAt(0));
for (const first of SQUARE_LETTERS)
  for (const second of SQUARE_LETTERS)
    PAIR_CODES[first | (second << 8)] = CODE_OF_CHAR[first] | (CODE_OF_CHAR[second] << 8);

/** Where a data set read by readDataSet ends, and its side. */
interface DataSetRead {
  /** 0 White, 1 Black. */
  sideIndex: number;
  end: number;
}

/**
 * Reads the data set at `at` into `board` and `places` (its pieces' squares, as the rules want
 * them); false unless it is one the fast paths take. Nothing is read past the end of the bytes (V8
 * would drop the optimized code each time it was). The board's cells are written a word (four
 * squares) at a time, in `words` (ChessBoard.words, which an 8x8 board has).
 */
function readDataSet(
  bytes: Uint8Array,
  view: DataView,
  at: number,
  words: Int32Array,
  places: PiecePlaces,
  read: DataSetRead,
): boolean {
  const length = bytes.length;
  if (length - at < SHORTEST) return false;
  const letter = bytes[at] | 32;
  if (letter !== 119 && letter !== 98) return false;
  let next = afterLineEnd(bytes, at + 1);
  const { counts, squares, stride } = places;
  counts[0] = counts[1] = 0;
  let kingCount = 0;
  for (let first = (BOARD.height - 1) * BOARD.width; first >= 0 && next >= 0; first -= BOARD.width) {
    if (next + BOARD.width + 1 > length) return false;
    // Half a row at a time: four '.' are four empty squares at once.
    for (let half = 0; half < BOARD.width; half += 4) {
      const word = view.getInt32(next + half, true);
      if (word === DOTS) {
        words[(first + half) >> 2] = 0;
        continue;
      }
      const low = PAIR_CODES[word & 0xffff];
      const high = PAIR_CODES[word >>> 16];
      if ((low | high) < 0) return false;
      const codes = low | (high << 16);
      words[(first + half) >> 2] = codes;
      // Each piece, lowest byte first: its side's king, or one more of its pieces.
      for (let rest = codes; rest !== 0;) {
        const shift = (31 - Math.clz32(rest & -rest)) & ~7;
        const code = (rest >>> shift) & 255;
        const square = first + half + (shift >> 3);
        const sideIndex = code >> 3;
        // As placePiece (games/chess/rules.ts) does: a side's king first, then its other pieces.
        if (KING_WEIGHT[code] !== 0) {
          squares[sideIndex * stride] = square;
          kingCount += KING_WEIGHT[code];
        } else {
          squares[sideIndex * stride + 1 + counts[sideIndex]++] = square;
        }
        rest &= ~(255 << shift);
      }
    }
    next = bytes[next + BOARD.width] === LF ? next + BOARD.width + 1 : afterLineEnd(bytes, next + BOARD.width);
  }
  if (next < 0 || !oneKingEach(kingCount & 63, kingCount >> 6)) return false;
  read.sideIndex = letter === 119 ? 0 : 1;
  read.end = next;
  return true;
}

/**
 * The contest lines by side (0 White, 1 Black) and checkStatusIndex's answer, as judge and format give them, each with
 * its "\n".
 */
const LINES: readonly string[] = (['white', 'black'] as const).flatMap((side) =>
  CHECK_STATUSES.map((status) => `${rankAndFileCodec.write(verdictOf(side, status))}\n`),
);
const STATUS_COUNT = CHECK_STATUSES.length;

/**
 * One reading's scratch: the board the shortcut judges on, reused from data set to data set, the
 * pieces' places, where the last data set ended and its side. Made for each run (or plain read).
 */
class Reading implements DataSetRead {
  readonly board = new ChessBoard(BOARD);
  /** Undefined on a big-endian machine, where the careful reader reads every data set. */
  readonly words = this.board.words;
  readonly places = piecePlaces(BOARD.width * BOARD.height);
  sideIndex = 0;
  end = 0;
}

export const rankAndFileShortcut: AnswerShortcut = (bytes, start, room) => {
  const reading = new Reading();
  const { board, words, places } = reading;
  if (!words) return NO_SHORTCUT_RUN;
  /** The run's answers, joined at its end: one string, not as many pieces as answers for the garbage collector. */
  const answers: string[] = [];
  let at = start;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  while (answers.length < room && readDataSet(bytes, view, at, words, places, reading)) {
    answers.push(LINES[reading.sideIndex * STATUS_COUNT + checkStatusIndex(board, reading.sideIndex, places)]);
    at = reading.end;
  }
  const cases = answers.length;
  if (cases === 0) return NO_SHORTCUT_RUN;
  return { cases, lines: cases * 9, end: at, output: answers.join('') };
};

/** The same reading for parse and the modes that explain: a case with a board of its own. */
export function readPlainRankAndFile(bytes: Uint8Array, start: number): PlainCase<RankAndFileCase> | undefined {
  const reading = new Reading();
  const { board, words, places } = reading;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!words || !readDataSet(bytes, view, start, words, places, reading)) return undefined;
  const made = rankAndFileFromSetup({ side: reading.sideIndex === 0 ? 'white' : 'black', board });
  return made.ok ? { value: made.value, lines: 9, end: reading.end } : undefined;
}
