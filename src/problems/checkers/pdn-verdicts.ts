import type { LocatedError } from '../../core/located.js';
import type { Side } from '../../core/side.js';
import { toPdnFen } from '../../games/checkers/fen.js';
import { compareMoves, legalMoves, moveText } from '../../games/checkers/moves.js';
import {
  type PdnComment,
  type PdnGame,
  type PdnGameInfo,
  type PdnResult,
  looksLikePdn,
  pdnMovetext,
  readPdn,
  readPdnGames,
} from '../../games/checkers/pdn.js';
import type { AlternateInput, UnitOutcome } from '../../framework/problem.js';
import { INITIAL_POSITION, type Position, redOrWhite, samePosition } from '../../games/checkers/position.js';
import {
  PdnGameReferee,
  type PdnGameVerdict,
  type PdnMoveFault,
  type PdnMoveReason,
  type PdnVariationVerdict,
  judgePdnGame,
} from '../../games/checkers/pdn-moves.js';
import { type CheckersPly, type DueCapture, checkersDiagram, dueCapturesOf, omitted, pliesFrom } from './explain.js';
import { checkersRows } from './board-view.js';
import { escapeInput, jsonLine, quote } from '../../core/characters.js';
import { grouped, plural } from '../../core/grouped.js';
import { MOVE_SHOWN } from './parse.js';

/**
 * Real games in PDN, as `arbiter checkers` answers them: each game checked through the referee
 * (games/checkers/pdn-moves.ts), the first illegal move explained as the contest records' are.
 */

/**
 * A game's or a variation's first illegal move, JSON-ready: nulls when every move is legal. A variation's is
 * numbered as the game's, from the move it is played instead of.
 */
export interface PdnIllegalMove {
  /** 1-based index of the first illegal move among the moves written (a variation's: among its own), or null. */
  readonly illegalMove: number | null;
  /** Its number as PDN numbers moves (`12` in `12. 8-11 23x14`), and its side. */
  readonly moveNumber: number | null;
  readonly side: Side | null;
  /** The illegal move as written, and where the fault is. */
  readonly move: string | null;
  readonly moveLine: number | null;
  readonly moveColumn: number | null;
  readonly reason: PdnMoveReason | null;
  readonly rule: string | null;
  readonly evidence: string | null;
}

/** One game's answer, JSON-ready (`arbiter checkers --pdn --json` prints one per game). */
export interface PdnGameExplanation extends PdnIllegalMove {
  /** The game's number in the file, from 1, and the line it starts on. */
  readonly game: number;
  readonly line: number;
  /**
   * The game's comments (outside variations), each with the number of moves written before it (0: before the first).
   */
  readonly comments: readonly PdnComment[];
  /** How many comments past the first 256 were read and not kept (0 unless the game has more). */
  readonly commentsOmitted: number;
  /** The game's tags, by name (the first of each name). */
  readonly tags: Readonly<Record<string, string>>;
  /** The result ending the movetext, or null. */
  readonly result: PdnResult | null;
  /** Readable, and every move legal. */
  readonly valid: boolean;
  /** What could not be read (the first fault), and where; null when the game was read. */
  readonly error: string | null;
  readonly errorLine: number | null;
  readonly errorColumn: number | null;
  /** The starting position in PDN FEN (B is Red), and who moves first. */
  readonly start: string;
  readonly firstMover: Side;
  /** The plies written (each side's turn counts as one, as the contest's records count moves). */
  readonly moveCount: number;
  /**
   * The moves as players count them, by PDN's numbers (Red's ply and White's reply are one move): 45
   * for a game numbered 1 to 45.
   */
  readonly fullMoves: number;
  /** What the rules required instead, when a capture was due (as the contest explanation's `dueCaptures`). */
  readonly dueCaptures: readonly DueCapture[];
  /**
   * The moves played before the illegal one (all of them when valid), as full routes in PDN: the last 1,000 of them.
   */
  readonly played: readonly string[];
  /** How many moves were played before those listed (0 unless the game played more than 1,000). */
  readonly playedOmitted: number;
  /** PDN FEN of the final position, or of the one in which the illegal move was tried. */
  readonly position: string;
  readonly toMove: Side;
  /** The legal moves there, in square order. */
  readonly legalMoves: readonly string[];
  /** That position drawn as in the contest explanation's `board`. */
  readonly board: readonly string[];
  /** The result checked against the final position, where that decides the game (judgePdnResult). */
  readonly resultVerdict: PdnResultVerdict;
  /** The game's variations (the first 256), each judged by the referee as the game's moves are. */
  readonly variations: readonly PdnVariationExplanation[];
}

/**
 * A variation's answer, JSON-ready: where it is, the game's move it is played instead of, and its
 * first illegal move, named as the game's is.
 */
export interface PdnVariationExplanation extends PdnIllegalMove {
  /** Its number among the game's variations, from 1, and where its first move is written. */
  readonly variation: number;
  readonly line: number;
  readonly column: number;
  /** The game's move it is played instead of: its index among the plies written, from 0. */
  readonly ply: number;
  /** That move as PDN writes it, with its number (`2. 8-11`, `1... 23-19`); null when the game has no such move. */
  readonly insteadOf: string | null;
  /**
   * `legal` (every move legal), `illegal`, or `unreached`: played instead of a move after the game's first illegal
   * one (or of none), from no position of the game.
   */
  readonly verdict: 'legal' | 'illegal' | 'unreached';
  /** The moves written in it (the first 100). */
  readonly moveCount: number;
  /** The squares the illegal move names, as written; empty when there is none. */
  readonly squares: readonly number[];
  /** The moves played before the illegal one (all of them when legal), as full routes in PDN. */
  readonly played: readonly string[];
  /** Its comments, each with the number of its moves before it. */
  readonly comments: readonly PdnComment[];
}

/** PDN's number for the move at `ply` (0-based) of a game that `firstMover` starts: Red and then White make move n. */
const moveNumberOf = (firstMover: Side, ply: number): number =>
  Math.floor((ply + (firstMover === 'white' ? 1 : 0)) / 2) + 1;

/** How many moves players count in `plies` plies from the start: the last one's number (0 for none). */
const fullMovesOf = (firstMover: Side, plies: number): number =>
  plies === 0 ? 0 : moveNumberOf(firstMover, plies - 1);

/** The side that makes the move at `ply` (0-based) of a game that `firstMover` starts. */
const sideAt = (firstMover: Side, ply: number): Side =>
  (ply % 2 === 0) === (firstMover === 'black') ? 'black' : 'white';

/** `2. 8-11` or `1... 23-19`: the move at `ply` (0-based) of a game that `firstMover` starts, as PDN writes it. */
const numberedMove = (firstMover: Side, ply: number, move: string): string =>
  `${moveNumberOf(firstMover, ply)}${sideAt(firstMover, ply) === 'black' ? '.' : '...'} ${move}`;

/**
 * The members naming `illegal`, a first illegal move at its `ply` among moves written from the game's ply `from` (0
 * for the game's own; a variation's `ply`), in a game that `firstMover` starts.
 */
function illegalMoveOf(
  firstMover: Side,
  from: number,
  illegal: { readonly ply: number; readonly move: { readonly text: string }; readonly fault: PdnMoveFault } | undefined,
): PdnIllegalMove {
  const ply = illegal && from + illegal.ply;
  return {
    illegalMove: illegal ? illegal.ply + 1 : null,
    moveNumber: ply === undefined ? null : moveNumberOf(firstMover, ply),
    side: ply === undefined ? null : sideAt(firstMover, ply),
    move: illegal?.move.text ?? null,
    moveLine: illegal?.fault.line ?? null,
    moveColumn: illegal?.fault.column ?? null,
    reason: illegal?.fault.reason ?? null,
    rule: illegal?.fault.rule ?? null,
    evidence: illegal?.fault.evidence ?? null,
  };
}

/** A variation's answer: its moves numbered as the game's from the move it is played instead of. */
function explainPdnVariation(firstMover: Side, judged: PdnVariationVerdict, number: number): PdnVariationExplanation {
  const { variation, insteadOf } = judged;
  const [first] = variation.moves;
  const illegal = judged.kind === 'illegal' ? judged : undefined;
  return {
    variation: number,
    line: first.line,
    column: first.column,
    ply: variation.ply,
    insteadOf: insteadOf === undefined ? null : numberedMove(firstMover, variation.ply, insteadOf.text),
    verdict: judged.kind,
    moveCount: judged.moveCount,
    ...illegalMoveOf(firstMover, variation.ply, illegal),
    squares: illegal ? [...illegal.move.squares] : [],
    played: judged.kind === 'unreached' ? [] : judged.played.map(moveText),
    comments: variation.comments,
  };
}

export function explainPdnGame(game: PdnGameInfo, verdict: PdnGameVerdict, number: number): PdnGameExplanation {
  const tags: Record<string, string> = {};
  for (const tag of game.tags) if (!(tag.name in tags)) tags[tag.name] = tag.value;
  const position =
    verdict.kind === 'legal' ? verdict.final : verdict.kind === 'illegal' ? verdict.position : game.start;
  const played = verdict.kind === 'unreadable' ? [] : verdict.played.map(moveText);
  const firstError = verdict.kind === 'unreadable' ? verdict.errors[0] : undefined;
  const illegal = verdict.kind === 'illegal' ? verdict : undefined;
  const explanation: Omit<PdnGameExplanation, 'resultVerdict'> = {
    game: number,
    line: game.line,
    comments: game.comments,
    commentsOmitted: game.commentsOmitted ?? 0,
    tags,
    result: game.result,
    valid: verdict.kind === 'legal',
    error: firstError?.message ?? null,
    errorLine: firstError?.line ?? null,
    errorColumn: firstError?.column ?? null,
    start: toPdnFen(game.start),
    firstMover: game.start.turn,
    moveCount: verdict.kind === 'unreadable' ? 0 : verdict.moveCount,
    fullMoves: fullMovesOf(game.start.turn, verdict.kind === 'unreadable' ? 0 : verdict.moveCount),
    ...illegalMoveOf(game.start.turn, 0, illegal),
    dueCaptures: illegal ? dueCapturesOf(illegal.position, illegal.fault.reason, illegal.move.squares) : [],
    played,
    playedOmitted: verdict.kind === 'unreadable' ? 0 : verdict.playedOmitted,
    position: toPdnFen(position),
    toMove: position.turn,
    legalMoves: legalMoves(position).sort(compareMoves).map(moveText),
    board: checkersRows(position),
    variations:
      verdict.kind === 'unreadable'
        ? []
        : verdict.variations.map((judged, at) => explainPdnVariation(game.start.turn, judged, at + 1)),
  };
  return { ...explanation, resultVerdict: judgePdnResult(explanation) };
}

/** The most characters of a tag's value that a game's title shows. */
const TAG_SHOWN = 80;

/** `(Event, round 3, Red: Tinsley, White: Chinook)` from the tags that are given (PDN writes "?" for unknown). */
function gameTitle(tags: Readonly<Record<string, string>>): string {
  const known = (name: string): string | undefined => {
    const value = tags[name]?.trim();
    return value && value !== '?' && value !== '-' ? escapeInput(value, TAG_SHOWN) : undefined;
  };
  const parts = [
    known('Event'),
    known('Round') && `round ${known('Round')}`,
    known('Black') && `Red: ${known('Black')}`,
    known('White') && `White: ${known('White')}`,
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

/**
 * The game's result as given: the one that ends the movetext, or when that is missing or `*`
 * (unknown), the Result tag's (a game often says its result in its tags only).
 */
export function givenResult(explanation: Pick<PdnGameExplanation, 'result' | 'tags'>): string | null {
  const tag = explanation.tags.Result?.trim();
  const known = tag !== undefined && tag !== '' && tag !== '*' && tag !== '?';
  if (explanation.result !== null && (explanation.result !== '*' || !known)) return explanation.result;
  return known ? tag : explanation.result;
}

/**
 * A legal game's moves, as players count them, with its plies: "45 moves (90 plies), all legal";
 * "1 move, legal"; "no moves".
 */
function legalPlies(explanation: Pick<PdnGameExplanation, 'moveCount' | 'firstMover'>): string {
  const plies = explanation.moveCount;
  if (plies === 0) return 'no moves';
  if (plies === 1) return '1 move, legal';
  return `${plural(fullMovesOf(explanation.firstMover, plies), 'move')} (${plural(plies, 'ply', 'plies')}), all legal`;
}

/**
 * The game's one-line answer: `game 1 (...): 45 moves (90 plies), all legal, result 1-0`, and `; variation 2 has an
 * illegal move` when one has.
 */
export function pdnGameLine(explanation: PdnGameExplanation): string {
  const head = `game ${explanation.game}${gameTitle(explanation.tags)}`;
  const variationsSaid = variationsClause(explanation);
  if (explanation.error !== null) {
    return (
      `${head}: cannot be read: line ${explanation.errorLine}, column ` +
      `${explanation.errorColumn}: ${explanation.error}`
    );
  }
  if (explanation.illegalMove !== null) {
    const side = redOrWhite(explanation.side ?? 'black');
    return (
      `${head}: move ${explanation.moveNumber} by ${side}, ` +
      `${escapeInput(explanation.move ?? '', MOVE_SHOWN)} (line ${explanation.moveLine}, column ` +
      `${explanation.moveColumn}), is illegal: ${explanation.evidence}${variationsSaid}`
    );
  }
  const check = judgePdnResult(explanation);
  // A contradicted result is said with what contradicts it (the result given is in that sentence).
  if (check.kind === 'contradicts') return `${head}: ${legalPlies(explanation)}; ${check.said}${variationsSaid}`;
  const given = givenResult(explanation);
  const result =
    given === null ? '' : given === '*' ? ', result unknown (*)' : `, result ${escapeInput(given, TAG_SHOWN)}`;
  return `${head}: ${legalPlies(explanation)}${result}${variationsSaid}`;
}

/** The variations with an illegal move. */
const illegalVariations = (explanation: Pick<PdnGameExplanation, 'variations'>): readonly PdnVariationExplanation[] =>
  explanation.variations.filter((variation) => variation.verdict === 'illegal');

/** `; variation 2 has an illegal move`, or nothing when every variation played is legal. */
function variationsClause(explanation: Pick<PdnGameExplanation, 'variations'>): string {
  const illegal = illegalVariations(explanation);
  if (illegal.length === 0) return '';
  if (illegal.length === 1) return `; variation ${illegal[0].variation} has an illegal move`;
  return `; ${grouped(illegal.length)} variations have an illegal move`;
}

/** `variation 1 (line 3, column 20), instead of 2. 8-11`: a variation's place. */
const variationPlace = (variation: PdnVariationExplanation): string =>
  `variation ${variation.variation} (line ${variation.line}, column ${variation.column})` +
  (variation.insteadOf === null ? '' : `, instead of ${escapeInput(variation.insteadOf, MOVE_SHOWN)}`);

/** A variation's first illegal move: `move 2 by White, 22-13 (line 3, column 26), is illegal: ...`. */
const variationFault = (variation: PdnVariationExplanation): string =>
  `move ${variation.moveNumber} by ${redOrWhite(variation.side ?? 'black')}, ` +
  `${escapeInput(variation.move ?? '', MOVE_SHOWN)} (line ${variation.moveLine}, column ${variation.moveColumn}), ` +
  `is illegal: ${variation.evidence}`;

/**
 * The line a variation with an illegal move adds to its game's answer: `  variation 1 (line 3, column 20), instead of
 * 2. 8-11: move 2 by White, 22-13 (line 3, column 26), is illegal: ...`.
 */
export const pdnVariationLine = (variation: PdnVariationExplanation): string =>
  `  ${variationPlace(variation)}: ${variationFault(variation)}`;

/** The game's answer in answer mode: its line, then a line for each variation with an illegal move. */
export const pdnGameAnswer = (explanation: PdnGameExplanation): string =>
  [pdnGameLine(explanation), ...illegalVariations(explanation).map(pdnVariationLine)].join('\n');

/** The explanation for people: the line, then the start (when set up), the moves, the fault and the board. */
export function describePdnGame(game: PdnGameInfo, verdict: PdnGameVerdict, explanation: PdnGameExplanation): string {
  const lines = [pdnGameLine(explanation)];
  if (verdict.kind === 'unreadable') return lines.join('\n');
  const setUp = !samePosition(game.start, INITIAL_POSITION);
  lines.push(
    `Start: ${setUp ? `${explanation.start} (set up)` : 'the initial position'}, ` +
      `${redOrWhite(game.start.turn)} moves first.`,
  );
  if (setUp) lines.push(...checkersDiagram(game.start));
  if (explanation.played.length > 0) {
    const movetext = pdnMovetext(game.start.turn === 'white', explanation.played, explanation.playedOmitted);
    lines.push(`Played: ${omitted(explanation.playedOmitted)}${movetext.join(' ')}`);
  }
  let position: Position;
  if (verdict.kind === 'illegal') {
    position = verdict.position;
    lines.push(
      `Move ${explanation.moveNumber} (${redOrWhite(position.turn)}), ` +
        `${quote(explanation.move ?? '', MOVE_SHOWN)} on line ${explanation.moveLine}, column ` +
        `${explanation.moveColumn}, is illegal:`,
      `  ${explanation.evidence}`,
      `  rule: ${explanation.rule}`,
      `Position before it: ${explanation.position}`,
    );
  } else {
    position = verdict.final;
    const moves = legalPlies(explanation);
    lines.push(`${moves[0].toUpperCase()}${moves.slice(1)}. Final position: ${explanation.position}`);
  }
  if (explanation.played.length > 0 || !setUp) lines.push(...checkersDiagram(position));
  const toMove = redOrWhite(position.turn);
  lines.push(
    explanation.legalMoves.length === 0
      ? `${toMove} has no legal move.`
      : `Legal moves for ${toMove}: ${explanation.legalMoves.join(' ')}`,
  );
  const { said } = judgePdnResult(explanation);
  if (said !== '') lines.push(`Result: ${said}.`);
  if (explanation.variations.length > 0)
    lines.push('Variations:', ...explanation.variations.flatMap(describeVariation));
  return lines.join('\n');
}

/** A variation for people: where it is, then its moves and its verdict (the rule broken on a line of its own). */
function describeVariation(variation: PdnVariationExplanation): string[] {
  const place = `  ${variationPlace(variation)}: `;
  if (variation.verdict === 'unreached') {
    const why = variation.insteadOf === null ? 'the game has no move there' : "it comes after the game's illegal move";
    return [`${place}not played: ${why}`];
  }
  const played = variation.played.length > 0 ? `${variation.played.join(' ')}; ` : '';
  if (variation.verdict === 'legal') {
    const moves = variation.moveCount === 1 ? '1 move, legal' : `${plural(variation.moveCount, 'move')}, all legal`;
    return [`${place}${played}${moves}`];
  }
  return [`${place}${played}${variationFault(variation)}`, `    rule: ${variation.rule}`];
}

/** A game's moves with the position after each, so that a view replays it without the rules. */
export interface PdnGameReplay {
  /**
   * The position the plies start from, drawn as `board` is: the game's start, or after a game of more than 1,000 moves,
   * the position before the last 1,000.
   */
  readonly startBoard: readonly string[];
  /** How many moves were played before the plies (0 unless the game played more than 1,000). */
  readonly firstPly: number;
  /** The moves played (up to the illegal one), each with its squares and the position after it. */
  readonly plies: readonly CheckersPly[];
  /** The squares the illegal move names, as written; empty when there is none. */
  readonly illegalSquares: readonly number[];
  /**
   * The game's variations that are played (not `unreached`) and start among the plies, in order: each with its number
   * among the explanation's `variations`, which say its verdict.
   */
  readonly variations: readonly PdnVariationReplay[];
}

/** A variation's moves played, each with the position after it, up to its first illegal one. */
export interface PdnVariationReplay {
  /** Its number among the explanation's `variations`, from 1. */
  readonly variation: number;
  /** The game's move it stands for: 0-based, counted as `firstPly + index` of the plies is. */
  readonly ply: number;
  readonly plies: readonly CheckersPly[];
}

export function replayPdnGame(game: PdnGameInfo, verdict: PdnGameVerdict): PdnGameReplay {
  const from = verdict.kind === 'unreadable' ? game.start : verdict.playedFrom;
  const played = verdict.kind === 'unreadable' ? [] : verdict.played;
  const firstPly = verdict.kind === 'unreadable' ? 0 : verdict.playedOmitted;
  // The variations as the referee judged them: each from the position it was played from.
  const variations =
    verdict.kind === 'unreadable'
      ? []
      : verdict.variations.flatMap((judged, at): PdnVariationReplay[] =>
          judged.kind === 'unreached' || judged.variation.ply < firstPly
            ? []
            : [{ variation: at + 1, ply: judged.variation.ply, plies: pliesFrom(judged.playedFrom, judged.played) }],
        );
  return {
    startBoard: checkersRows(from),
    firstPly,
    plies: pliesFrom(from, played),
    illegalSquares: verdict.kind === 'illegal' ? [...verdict.move.squares] : [],
    variations,
  };
}

/**
 * Whether a game's result agrees with its record, where the record decides it: when every move is
 * legal and the side to move then has no legal move, that side has lost. PDN's results give Red's
 * (PDN's Black's) score first: `1-0` and `2-0` are Red's wins, `0-1` and `0-2` White's.
 */
export interface PdnResultVerdict {
  /**
   * `agrees`, `contradicts`, `missing` (no result, or `*`) where the record decides the game; `open` where it does not.
   */
  readonly kind: 'agrees' | 'contradicts' | 'missing' | 'open';
  /** The side the record makes the winner, or null when it decides nothing. */
  readonly winner: Side | null;
  /** The check in words. */
  readonly said: string;
}

const WINS: Readonly<Record<string, Side | 'draw'>> = {
  '1-0': 'black',
  '2-0': 'black',
  '0-1': 'white',
  '0-2': 'white',
  '1-1': 'draw',
  '1/2-1/2': 'draw',
};

export function judgePdnResult(explanation: Omit<PdnGameExplanation, 'resultVerdict'>): PdnResultVerdict {
  const given = givenResult(explanation);
  if (!explanation.valid || explanation.legalMoves.length > 0) {
    const said = explanation.valid
      ? 'the record does not decide the game (it stops with moves left), so the result is as given'
      : '';
    return { kind: 'open', winner: null, said };
  }
  const winner: Side = explanation.toMove === 'black' ? 'white' : 'black';
  const decided = `${redOrWhite(explanation.toMove)} has no legal move at the end, so ${redOrWhite(winner)} has won`;
  const claimed = given === null ? undefined : WINS[given];
  if (claimed === undefined)
    return {
      kind: 'missing',
      winner,
      said: `${decided}; the game gives ${given === null ? 'no result' : `the result ${given}`}`,
    };
  if (claimed === winner) return { kind: 'agrees', winner, said: `${decided}, as the result ${given} says` };
  return {
    kind: 'contradicts',
    winner,
    said: `${decided}, but the result ${given} says ${claimed === 'draw' ? 'a draw' : `${redOrWhite(claimed)} won`}`,
  };
}

/** What the page draws of one game: its explanation and its result checked, and its replay when explained. */
export interface PdnGameDetails {
  readonly explanation: PdnGameExplanation;
  readonly result: PdnResultVerdict;
  readonly replay?: PdnGameReplay;
}

/** One game answered for the page (its number from 1): as in answer mode, with what the page draws. */
function pdnGameUnit(game: PdnGame, index: number, explain: boolean): UnitOutcome<PdnGameDetails> {
  const verdict = judgePdnGame(game);
  const explanation = explainPdnGame(game, verdict, index);
  const replay = explain ? { replay: replayPdnGame(game, verdict) } : {};
  return {
    index,
    line: game.line,
    output: pdnGameAnswer(explanation),
    errors: verdict.kind === 'unreadable' ? verdict.errors : [],
    valid: explanation.valid,
    details: { explanation, result: explanation.resultVerdict, ...replay },
  };
}

/** The flag that makes a result its game's final position contradicts an error. */
const RESULT_MUST_MATCH = 'result-must-match';
/** The flag that makes a variation's illegal move an error, as the game's own are. */
const VARIATIONS_MUST_BE_LEGAL = 'variations-must-be-legal';

/** The errors of a game's variations with an illegal move, each where its move is: for --variations-must-be-legal. */
const variationErrors = (explanation: PdnGameExplanation): LocatedError[] =>
  illegalVariations(explanation).map((variation) => ({
    line: variation.moveLine ?? variation.line,
    column: variation.moveColumn ?? variation.column,
    message: `game ${explanation.game}, ${variationPlace(variation)}: ${variationFault(variation)}`,
  }));

/** What a run over games counts, for its closing line. */
interface PdnTally {
  games: number;
  illegal: number;
  unreadable: number;
  contradicted: number;
  /** Games with a variation that has an illegal move. */
  illegalVariations: number;
}

/**
 * The closing line of a run over games: "2 games with every move legal.", "3 games: 2 with every
 * move legal, 1 with an illegal move; 1 result contradicted by the final position; 1 game with an
 * illegal variation."
 */
export function pdnSummary(tally: Readonly<PdnTally>): string {
  const legal = tally.games - tally.illegal - tally.unreadable;
  const kinds: [number, string][] = [
    [legal, 'with every move legal'],
    [tally.illegal, 'with an illegal move'],
    [tally.unreadable, 'that cannot be read'],
  ];
  const found = kinds.filter(([count]) => count > 0);
  const games =
    found.length === 1
      ? `${plural(tally.games, 'game')} ${found[0][1]}`
      : `${plural(tally.games, 'game')}: ${found.map(([count, what]) => `${grouped(count)} ${what}`).join(', ')}`;
  const results =
    tally.contradicted > 0 ? `; ${plural(tally.contradicted, 'result')} contradicted by the final position` : '';
  const variations =
    tally.illegalVariations > 0 ? `; ${plural(tally.illegalVariations, 'game')} with an illegal variation` : '';
  return `${games}${results}${variations}.`;
}

/**
 * Games in PDN as `arbiter checkers` reads them (the option --pdn, or an input that starts as PDN does): one answer a
 * game.
 */
export const pdnInput: AlternateInput<PdnGameDetails> = {
  option: 'pdn',
  what: 'a PDN game',
  fileSuffix: '.pdn',
  summary: 'read games in PDN (found by itself when the input starts with "[", "{", ";" or a move such as "1. 11-15")',
  flags: [
    {
      name: RESULT_MUST_MATCH,
      help: 'PDN games: a result that the final position contradicts is an error (exit status 1); implies --pdn',
    },
    {
      name: VARIATIONS_MUST_BE_LEGAL,
      help: 'PDN games: an illegal move in a variation is an error (exit status 1), as in the game; implies --pdn',
    },
  ],
  help: `
PDN games: \`arbiter checkers --pdn games.pdn\` checks every move of every game and prints one line
per game ("game 1 (...): 45 moves (90 plies), all legal, result 1-0", or the first illegal move with
its line, column and reason), then a line that counts them; --explain draws the position where a
game went wrong, --json gives one object per game. A game that ends with the side to move unable to
move has been won by the other side: a result that says otherwise is said on the game's line
("... but the result 0-1 says White won"), and with --result-must-match it is an error. Each
variation "(...)" is played from the position before the move it stands for: one with an illegal
move adds a line under its game ("  variation 1 (line 3, column 20), instead of 2. 8-11: move 2 by
White, 22-13 (...), is illegal: ..."), and with --variations-must-be-legal it is an error. Exit
status 1 when a game has an illegal move or cannot be read (or is an error by one of those two
flags). An input whose first character is "[", "{" or ";", or which starts with a move such as
"1. 11-15", is read as PDN without --pdn.`,
  recognizes: looksLikePdn,
  *answers(source, mode, flags = new Set()) {
    const resultMustMatch = flags.has(RESULT_MUST_MATCH);
    const variationsMustBeLegal = flags.has(VARIATIONS_MUST_BE_LEGAL);
    const tally: PdnTally = { games: 0, illegal: 0, unreadable: 0, contradicted: 0, illegalVariations: 0 };
    // Each game answered as it ends, its moves checked as they are read and not kept: an endless
    // stream of games, or one game of any length, in bounded memory.
    let check: PdnGameReferee | undefined;
    for (const item of readPdn(source)) {
      if (item.kind === 'move') {
        // A game whose tags cannot be read (start null) is not played; its error is its answer.
        if (item.start) (check ??= new PdnGameReferee(item.start)).play(item.move);
        continue;
      }
      if (item.kind === 'variation') {
        // Judged at once, from the position before the move it stands for (the move just played).
        check?.vary(item.variation);
        continue;
      }
      const { game } = item;
      const verdict = (check ?? new PdnGameReferee(game.start)).verdict(game.errors);
      check = undefined;
      const explanation = explainPdnGame(game, verdict, ++tally.games);
      const result = explanation.resultVerdict;
      if (verdict.kind === 'illegal') tally.illegal++;
      if (verdict.kind === 'unreadable') tally.unreadable++;
      const contradicted = result.kind === 'contradicts';
      if (contradicted) tally.contradicted++;
      const illegalVariation = illegalVariations(explanation).length > 0;
      if (illegalVariation) tally.illegalVariations++;
      const output =
        mode === 'json'
          ? jsonLine(explanation)
          : mode === 'explain'
            ? `${describePdnGame(game, verdict, explanation)}\n`
            : pdnGameAnswer(explanation);
      const errors =
        verdict.kind === 'unreadable'
          ? verdict.errors
          : [
              ...(contradicted && resultMustMatch
                ? [{ line: game.line, column: game.column, message: `game ${explanation.game}: ${result.said}` }]
                : []),
              ...(variationsMustBeLegal ? variationErrors(explanation) : []),
            ];
      yield { output, errors, valid: explanation.valid && errors.length === 0 };
    }
    if (tally.games > 0 && mode !== 'json') yield { output: pdnSummary(tally), errors: [], valid: true, closing: true };
  },
  read: (text) =>
    [...readPdnGames(text)].map((game, at) => ({
      index: at + 1,
      line: game.line,
      judge: (explain) => pdnGameUnit(game, at + 1, explain),
    })),
  unit: 'game',
  nothingFound: 'no game found; expected PDN such as [Event "..."] then 1. 11-15 23-19 ...',
};
