import {
  type CaseKind,
  type DefaultProfile,
  type SizeRange,
  type SizeRanges,
  caseGenerator,
  drawIn,
  firstOf,
  inRange,
} from '../../core/generate.js';
import { type Random, chance, pick, randomInt, shuffle } from '../../core/random.js';
import { type Side, SIDES, otherSide } from '../../core/side.js';
import { type Move, applyMove, legalMoves } from '../../games/checkers/moves.js';
import {
  INITIAL_POSITION,
  type Position,
  piecesOf,
  promotionRow,
  uncrownedMen,
} from '../../games/checkers/position.js';
import {
  DIRECTIONS,
  Dir,
  SQUARE_COUNT,
  type SquareNumber,
  bit,
  has,
  landingOf,
  neighbourOf,
  popcount,
  reverse,
  rowOf,
} from '../../games/checkers/squares.js';
import { VIOLATION_REASONS, type ViolationReason, judgeRoute } from '../../games/checkers/referee.js';
import { type CheckersReason, explainCheckers } from './explain.js';
import { judgeCheckers } from './judge.js';
import { builtCase } from '../../framework/problem.js';
import { MAX_PIECES_STRICT, type CheckersCase, type WrittenMove, checkersFromSetup } from './case.js';

/**
 * Checkers records by kind. Valid records are random legal games, from the initial position, from
 * a position reached by a random opening, or from a random layout; the special moves (a jump of
 * three or more pieces, a crowning, a king's circular capture) come from positions carved around
 * that move, then the record goes on at random. An invalid record is a valid one followed by a
 * move that breaks the wanted rule: every route that could break it is tried in random order with
 * the referee (`judgeRoute`), and the whole record is judged again before it is kept.
 *
 * Every move is written as the statement writes it, squares joined by "-" (docs/test-data.md);
 * moves that are no move at all (`22.26`, `7x3x`) and PDN's `x` belong to the fuzz suite.
 */

/**
 * Valid records (`valid`, with a long jump, a crowning, a circular king capture), or the reason of
 * the first illegal move: every reason the referee gives is a kind of its own.
 */
export type CheckersLabel = 'valid' | 'long-jump' | 'crowning' | 'circular-capture' | CheckersReason;

export const CHECKERS_LABELS: readonly CheckersLabel[] = [
  'valid',
  'long-jump',
  'crowning',
  'circular-capture',
  ...VIOLATION_REASONS,
];

/** A route as the contest writes it: its squares joined by "-". */
export const contestText = (route: readonly SquareNumber[]): string => route.join('-');

/** The longest route the statement writes: 13 squares. */
const MAX_ROUTE = 13;

/** Captures in a jump that counts as long. */
export const LONG_JUMP = 3;

/** The labels of a case, read off the judge's verdict and the explanation's reason. */
export function checkersLabels(input: CheckersCase): CheckersLabel[] {
  const judged = judgeCheckers(input);
  if (!judged.ok) return [];
  const verdict = judged.value;
  const why = explainCheckers(input, verdict);
  if (!why.valid) return why.reason === null ? [] : [why.reason];
  const labels: CheckersLabel[] = ['valid'];
  if (verdict.played.some((move) => move.captured.length >= LONG_JUMP)) labels.push('long-jump');
  if (verdict.played.some((move) => move.crowned)) labels.push('crowning');
  if (verdict.played.some((move) => move.captured.length > 0 && move.from === move.to)) labels.push('circular-capture');
  return labels;
}

/** What a record is built for: the profile's leanings and the sizes it must keep to. */
interface Ask {
  readonly profile: DefaultProfile;
  /** Pieces of each side at the start. */
  readonly pieces: SizeRange;
  /** Moves in the record. */
  readonly moves: SizeRange;
}

const askOf = (profile: DefaultProfile, sizes: SizeRanges): Ask => ({
  profile,
  pieces: sizes.pieces,
  moves: sizes.moves,
});

/**
 * A start the contest accepts, with each side's pieces in `pieces`: no man on its own promotion row, no square twice.
 */
export function positionFits(position: Position, pieces: SizeRange): boolean {
  if (SIDES.some((side) => !inRange(popcount(piecesOf(position, side)), pieces))) return false;
  return SIDES.every((side) => uncrownedMen(position, side) === 0) && (position.black & position.white) === 0;
}

/** Moves in a record, as the profile likes them: `hard` leans to long records. */
const recordLength = (random: Random, ask: Ask): number =>
  ask.profile === 'hard' ? drawIn(random, ask.moves, 10, ask.moves.max) : drawIn(random, ask.moves);

/** Random legal moves from `position`, up to `plies` of them (fewer when a side cannot move). */
function playout(random: Random, position: Position, plies: number): { moves: Move[]; position: Position } {
  const moves: Move[] = [];
  let at = position;
  for (let ply = 0; ply < plies; ply++) {
    const legal = legalMoves(at);
    if (legal.length === 0) break;
    const move = pick(random, legal);
    moves.push(move);
    at = applyMove(at, move);
  }
  return { moves, position: at };
}

const SQUARES: readonly SquareNumber[] = Array.from({ length: SQUARE_COUNT }, (_, index) => index + 1);

/** Pieces of a side at random on free squares; men that land on their promotion row are kings. */
function scatter(
  random: Random,
  position: Position,
  side: Side,
  count: number,
  kingChance: number,
  free: number,
): Position {
  let { black, white, kings } = position;
  const squares = shuffle(random, [...SQUARES]);
  let placed = 0;
  for (const square of squares) {
    if (placed >= count) break;
    if (has(black | white, square) || !has(free, square)) continue;
    if (side === 'black') black |= bit(square);
    else white |= bit(square);
    if (chance(random, kingChance) || has(promotionRow(side), square)) kings |= bit(square);
    placed++;
  }
  return { black, white, kings, turn: position.turn };
}

const EMPTY_POSITION: Position = { black: 0, white: 0, kings: 0, turn: 'black' };
const ALL_SQUARES = -1;

/** A random layout: each side's count drawn in `pieces` (`low` and up when it can), some kings. */
function randomLayout(random: Random, pieces: SizeRange, low = pieces.min): Position {
  const kingChance = random() * 0.4;
  const turn = pick(random, SIDES);
  let position: Position = { ...EMPTY_POSITION, turn };
  for (const side of SIDES)
    position = scatter(random, position, side, drawIn(random, pieces, low), kingChance, ALL_SQUARES);
  return position;
}

/**
 * Where a record starts: few pieces in `small`; the initial position, a random opening's end or a random layout
 * otherwise.
 */
function randomStart(random: Random, ask: Ask): Position {
  const { profile, pieces } = ask;
  if (profile === 'small') return randomLayout(random, pieces);
  const draw = random();
  if (draw < (profile === 'contest' ? 0.3 : 0.1) && inRange(MAX_PIECES_STRICT, pieces)) return INITIAL_POSITION;
  if (draw < 0.65) {
    const opening = playout(random, INITIAL_POSITION, randomInt(random, 1, profile === 'contest' ? 30 : 60)).position;
    if (positionFits(opening, pieces)) return opening;
  }
  return randomLayout(random, pieces, profile === 'contest' ? pieces.min : 3);
}

const written = (texts: readonly string[]): WrittenMove[] => texts.map((text) => ({ text, line: 0, column: 1 }));

/**
 * A case: the start and the moves as written; line 0 means "not read from a file", and each text starts at column 1.
 * Undefined when the rules refuse it (a game over before its first move), for the kind to try again.
 */
const caseOf = (position: Position, texts: readonly string[]): CheckersCase | undefined => {
  const made = checkersFromSetup({ position, moves: written(texts) });
  return made.ok ? made.value : undefined;
};

/** A record within the sizes: its start fits, and its number of moves. */
const recordFits = (input: CheckersCase, ask: Pick<Ask, 'pieces' | 'moves'>): boolean =>
  positionFits(input.position, ask.pieces) && inRange(input.moves.length, ask.moves);

/** Whether the record keeps to the sizes and shows `label` by the judge. */
const shows = (input: CheckersCase, label: CheckersLabel, ask: Ask): boolean =>
  recordFits(input, ask) && checkersLabels(input).includes(label);

// ---------------------------------------------------------------------------------------------
// Carving: a position around one jump route.

/** A man's forward directions (Red moves down the board, towards 29–32). */
const forwardOf = (side: Side): readonly Dir[] =>
  side === 'black' ? [Dir.DownLeft, Dir.DownRight] : [Dir.UpLeft, Dir.UpRight];

interface Carving {
  readonly position: Position;
  /** The squares the carved jump visits, first to last. */
  readonly route: readonly SquareNumber[];
}

/**
 * A piece of `side` on `from` with enemy pieces to jump along `dirs` (one direction per hop); the
 * route must stay on the board, never jump a square twice, and a man may land on its promotion
 * row only on the last hop. Undefined when the directions do not fit.
 */
function carve(
  side: Side,
  from: SquareNumber,
  king: boolean,
  dirs: readonly Dir[],
  enemyKings: (square: SquareNumber) => boolean,
): Carving | undefined {
  const route = [from];
  let jumped = 0;
  for (const [hop, dir] of dirs.entries()) {
    const at = route[route.length - 1];
    const over = neighbourOf(at, dir);
    const to = landingOf(at, dir);
    if (to <= 0 || has(jumped, over)) return undefined;
    if (!king && has(promotionRow(side), to) && hop < dirs.length - 1) return undefined;
    jumped |= bit(over);
    route.push(to);
  }
  if (!king && has(promotionRow(side), from)) return undefined;
  const enemy = otherSide(side);
  let kings = king ? bit(from) : 0;
  for (let rest = jumped, square = 1; rest !== 0; square++, rest >>>= 1) {
    // An enemy man on its own promotion row would be a king: no game has it otherwise.
    if (rest & 1 && (enemyKings(square) || has(promotionRow(enemy), square))) kings |= bit(square);
  }
  const mine = bit(from);
  const position: Position =
    side === 'black'
      ? { black: mine, white: jumped, kings, turn: side }
      : { black: jumped, white: mine, kings, turn: side };
  return { position, route };
}

/** Random directions for `hops` hops: any for a king, forward for a man. */
const randomDirs = (random: Random, king: boolean, side: Side, hops: number): Dir[] =>
  Array.from({ length: hops }, () => pick(random, king ? DIRECTIONS : forwardOf(side)));

/** The four hops of a circular capture: two perpendicular directions, then both reversed. */
function loopDirs(random: Random): Dir[] {
  const first = pick(random, DIRECTIONS);
  const second = pick(
    random,
    DIRECTIONS.filter((dir) => dir !== first && dir !== reverse(first)),
  );
  return [first, second, reverse(first), reverse(second)];
}

/**
 * What to carve: `hops` jumps by a king or a man (either when unsaid); `loop`: a king's circular capture; `crown`: a
 * man's jump onto its promotion row.
 */
interface CarveShape {
  readonly hops: number;
  readonly king?: boolean;
  readonly loop?: boolean;
  readonly crown?: boolean;
}

/** A carved position for a jump of the given shape, with random extra pieces of both sides off its route. */
function carvedPosition(random: Random, ask: Ask, shape: CarveShape): Carving | undefined {
  const side = pick(random, SIDES);
  const king = shape.loop === true || (shape.crown !== true && (shape.king ?? chance(random, 0.5)));
  const dirs = shape.loop ? loopDirs(random) : randomDirs(random, king, side, shape.hops);
  // A man needs two rows per hop before its promotion row, exactly that many for a crowning jump.
  const rowsLeft = (square: SquareNumber): number => (side === 'black' ? 7 - rowOf(square) : rowOf(square));
  const starts = SQUARES.filter(
    (square) => king || (shape.crown ? rowsLeft(square) === 2 * shape.hops : rowsLeft(square) >= 2 * shape.hops),
  );
  if (starts.length === 0) return undefined;
  const from = pick(random, starts);
  const enemyKingChance = random() * 0.5;
  const carving = carve(side, from, king, dirs, () => chance(random, enemyKingChance));
  if (!carving) return undefined;
  let free = ~0;
  for (const square of carving.route) free &= ~bit(square);
  const extras =
    ask.profile === 'small' ? randomInt(random, 0, 2) : randomInt(random, 0, ask.profile === 'contest' ? 8 : 14);
  let position = carving.position;
  const count = (owner: Side): number => popcount(piecesOf(position, owner));
  for (let k = 0; k < extras; k++) {
    const owner = pick(random, SIDES);
    if (count(owner) < ask.pieces.max) position = scatter(random, position, owner, 1, 0.3, free);
  }
  // Up to the sizes' minimum, off the route.
  for (const owner of SIDES)
    if (count(owner) < ask.pieces.min)
      position = scatter(random, position, owner, ask.pieces.min - count(owner), 0.3, free);
  return { position, route: carving.route };
}

// ---------------------------------------------------------------------------------------------
// Valid records.

/** A start and a record that begins with a move `wanted` picks among the legal ones, then goes on at random. */
function recordFrom(
  random: Random,
  ask: Ask,
  start: Position,
  wanted: (move: Move) => boolean,
): CheckersCase | undefined {
  const first = shuffle(random, legalMoves(start)).find(wanted);
  if (!first) return undefined;
  const rest = playout(random, applyMove(start, first), recordLength(random, ask) - 1);
  return caseOf(
    start,
    [first, ...rest.moves].map((move) => contestText(move.path)),
  );
}

type Builder = (random: Random, ask: Ask) => CheckersCase | undefined;

const validRecord: Builder = (random, ask) => {
  const start = randomStart(random, ask);
  const game = playout(random, start, recordLength(random, ask));
  return caseOf(
    start,
    game.moves.map((move) => contestText(move.path)),
  );
};

/** A man jumps at most three times (it crosses the board); a king's route can be longer. */
const longJump: Builder = (random, ask) => {
  const king = chance(random, 0.5);
  const hops = king ? randomInt(random, LONG_JUMP, ask.profile === 'small' ? 4 : 5) : LONG_JUMP;
  const carving = carvedPosition(random, ask, { hops, king });
  return carving && recordFrom(random, ask, carving.position, (move) => move.captured.length >= LONG_JUMP);
};

const circularCapture: Builder = (random, ask) => {
  const carving = carvedPosition(random, ask, { hops: 4, loop: true });
  return (
    carving && recordFrom(random, ask, carving.position, (move) => move.captured.length > 0 && move.from === move.to)
  );
};

/** A crowning: a man's jump onto the promotion row, or a random game whose moves crown when they can. */
const crowning: Builder = (random, ask) => {
  if (chance(random, 0.5)) {
    const carving = carvedPosition(random, ask, { hops: 1, crown: true });
    return carving && recordFrom(random, ask, carving.position, (move) => move.crowned);
  }
  const start = randomStart(random, ask);
  const texts: string[] = [];
  let at = start;
  for (let ply = recordLength(random, ask); ply > 0; ply--) {
    const legal = legalMoves(at);
    if (legal.length === 0) break;
    const move = legal.find((candidate) => candidate.crowned) ?? pick(random, legal);
    texts.push(contestText(move.path));
    at = applyMove(at, move);
  }
  return caseOf(start, texts);
};

// ---------------------------------------------------------------------------------------------
// Invalid records: a valid prefix, then a move that breaks the wanted rule.

/**
 * Routes worth trying in `position`: every two-square route, every legal move cut short, and
 * every legal move and every cut jump extended by one more square.
 */
function candidateRoutes(position: Position): SquareNumber[][] {
  const routes: SquareNumber[][] = [];
  for (let from = 1; from <= SQUARE_COUNT; from++)
    for (let to = 1; to <= SQUARE_COUNT; to++) if (from !== to) routes.push([from, to]);
  for (const move of legalMoves(position)) {
    for (let length = 2; length <= move.path.length; length++) {
      const cut = move.path.slice(0, length);
      if (length > 2 && length < move.path.length) routes.push(cut);
      if ((length === move.path.length || move.captured.length > 0) && length < MAX_ROUTE) {
        for (let next = 1; next <= SQUARE_COUNT; next++) routes.push([...cut, next]);
      }
    }
  }
  return routes;
}

/**
 * The carving's position with an enemy piece next to the crowning square and an empty one behind
 * it: a jump the new king could make if the move went on (the tempting continuation that a program
 * which lets a crowned man go on jumping accepts). The position unchanged when there is no room.
 */
function withKingJumpAfterCrowning(random: Random, ask: Ask, carving: Carving): Position {
  const { position, route } = carving;
  const crown = route[route.length - 1];
  const taken = position.black | position.white;
  const enemy = otherSide(position.turn);
  if (popcount(piecesOf(position, enemy)) >= ask.pieces.max) return position;
  const dirs = DIRECTIONS.filter((dir) => {
    const over = neighbourOf(crown, dir);
    const beyond = landingOf(crown, dir);
    return over > 0 && beyond > 0 && !has(taken, over) && !has(taken, beyond) && !has(promotionRow(enemy), over);
  });
  if (dirs.length === 0) return position;
  const over = bit(neighbourOf(crown, pick(random, dirs)));
  return enemy === 'black'
    ? { ...position, black: position.black | over }
    : { ...position, white: position.white | over };
}

/**
 * Whether `route` would be legal if its piece were a king: for a crowning man, the continuation a careless program
 * allows.
 */
const legalForAKing = (position: Position, route: readonly SquareNumber[]): boolean =>
  judgeRoute({ ...position, kings: position.kings | bit(route[0]) }, route).ok;

/** A route that breaks exactly `reason` in `position`, or undefined when there is none. */
function illegalRoute(random: Random, position: Position, reason: ViolationReason): SquareNumber[] | undefined {
  const shuffled = shuffle(random, candidateRoutes(position));
  // Going on after crowning is most telling when the new king really could go on.
  const routes =
    reason === 'crowned' ? [...shuffled.filter((route) => legalForAKing(position, route)), ...shuffled] : shuffled;
  return routes.find((route) => {
    const check = judgeRoute(position, route);
    return !check.ok && check.violation.reason === reason;
  });
}

/** A position that offers the wanted violation more surely than a random one, for the reasons that need a jump. */
function positionFor(random: Random, ask: Ask, reason: ViolationReason): Position | undefined {
  switch (reason) {
    case 'must-continue':
      return carvedPosition(random, ask, { hops: randomInt(random, 2, 3) })?.position;
    case 'crowned': {
      const carving = carvedPosition(random, ask, { hops: 1, crown: true });
      return carving && (chance(random, 0.5) ? withKingJumpAfterCrowning(random, ask, carving) : carving.position);
    }
    case 'already-jumped':
      return carvedPosition(random, ask, { hops: randomInt(random, 1, 2), king: true })?.position;
    case 'capture-available':
    case 'step-after-jump':
      return carvedPosition(random, ask, { hops: 1 })?.position;
    default:
      return randomLayout(random, ask.pieces);
  }
}

/**
 * `count` moves nobody checks, after the first illegal one: a random game from `at` (as if the
 * illegal move had not been written), then steps from square to square once that game ends.
 */
function movesAfter(random: Random, at: Position, count: number): string[] {
  const game = playout(random, at, count).moves.map((move) => contestText(move.path));
  while (game.length < count)
    game.push(contestText([randomInt(random, 1, SQUARE_COUNT), randomInt(random, 1, SQUARE_COUNT)]));
  return game;
}

/**
 * A record whose first illegal move breaks `reason`: a random valid prefix, then that move, then (outside `small`) a
 * few moves nobody checks.
 */
function invalidRecord(reason: ViolationReason): Builder {
  return (random, ask) => {
    // Half the time from a position chosen for the reason (no prefix), otherwise after a random game.
    const carved = chance(random, 0.5) ? positionFor(random, ask, reason) : undefined;
    const start = carved ?? randomStart(random, ask);
    const length = recordLength(random, ask);
    const prefix = playout(random, start, carved ? 0 : randomInt(random, 0, length - 1));
    const route = illegalRoute(random, prefix.position, reason);
    if (!route) return undefined;
    const room = ask.moves.max - prefix.moves.length - 1;
    const wanted = Math.max(
      ask.profile === 'small' ? 0 : randomInt(random, 0, 2),
      ask.moves.min - prefix.moves.length - 1,
    );
    const texts = prefix.moves.map((move) => contestText(move.path));
    return caseOf(start, [
      ...texts,
      contestText(route),
      ...movesAfter(random, prefix.position, Math.min(room, wanted)),
    ]);
  };
}

function kind(
  name: CheckersLabel,
  weight: CaseKind<CheckersCase>['weight'],
  tries: number,
  build: Builder,
): CaseKind<CheckersCase> {
  return {
    name,
    weight,
    make: (random, profile, sizes) => {
      const ask = askOf(profile, sizes);
      return firstOf(tries, () => {
        const input = build(random, ask);
        return input && shows(input, name, ask) ? input : undefined;
      });
    },
  };
}

/** Reasons that need a jump on the board (rarer in random games), drawn more often in `hard`. */
const JUMP_REASONS: ReadonlySet<ViolationReason> = new Set([
  'capture-available',
  'step-after-jump',
  'already-jumped',
  'must-continue',
  'crowned',
]);

/** `count` checkers records covering every kind, each within `sizes` where given (see `caseGenerator`). */
export const generateCheckers = caseGenerator<CheckersCase>({
  sizes: [
    { name: 'pieces', what: 'pieces of each side at the start of a record', min: 1, max: MAX_PIECES_STRICT },
    { name: 'moves', what: 'moves in a record', min: 1, max: 1000 },
  ],
  /** Per profile: `small` keeps records short and sparse; `hard` leans to long records (see recordLength). */
  profileSizes: {
    small: { pieces: { min: 1, max: 5 }, moves: { min: 1, max: 6 } },
    contest: { pieces: { min: 1, max: MAX_PIECES_STRICT }, moves: { min: 1, max: 40 } },
    hard: { pieces: { min: 1, max: MAX_PIECES_STRICT }, moves: { min: 1, max: 80 } },
  },
  kinds: [
    kind('valid', { small: 4, contest: 8, hard: 2 }, 50, validRecord),
    kind('long-jump', { small: 1, contest: 1, hard: 3 }, 100, longJump),
    kind('crowning', { small: 1, contest: 1, hard: 2 }, 100, crowning),
    kind('circular-capture', { small: 1, contest: 0.5, hard: 2 }, 100, circularCapture),
    ...VIOLATION_REASONS.map((reason) =>
      kind(reason, { small: 1, contest: 1, hard: JUMP_REASONS.has(reason) ? 2 : 1 }, 60, invalidRecord(reason)),
    ),
  ],
  fallback: {
    name: 'random',
    make: (random, profile, sizes) => {
      const ask = askOf(profile, sizes);
      const found = firstOf(20, () => {
        const input = validRecord(random, ask);
        return input && recordFits(input, ask) ? input : undefined;
      });
      // A layout within the sizes and a game from it, as long as asked (steps after it if it ends early).
      if (found) return found;
      const start = randomLayout(random, ask.pieces);
      return builtCase(checkersFromSetup, {
        position: start,
        moves: written(movesAfter(random, start, drawIn(random, ask.moves))),
      });
    },
  },
  fits: (input, sizes) => recordFits(input, { pieces: sizes.pieces, moves: sizes.moves }),
});
