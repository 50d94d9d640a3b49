/// <reference lib="webworker" />
import {
  type ProblemCase,
  type Side,
  checkers as checkersProblem,
  checkersPdn,
  findProblem,
  lookAlikeOf,
  rules,
} from '../../src/index.js';
import type {
  ExplainRequest,
  JudgeRequest,
  PdnGameItem,
  PursuitSpot,
  RuleAnswer,
  RuleQuestion,
  WorkerReply,
  WorkerRequest,
} from './protocol.js';

/**
 * Judges off the main thread with the same library code as the CLI, and answers the page's
 * questions about positions (the moves of a piece, why a square is refused) with the library's
 * rules. A case is judged in one synchronous call, so cancelling means terminating this worker;
 * the page then starts a new one.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: WorkerReply): void => scope.postMessage(reply);

/** Answers go out in batches at most this far apart, so a long run shows progress and a big one does not flood the page. */
const BATCH_MS = 50;

/** A case read and waiting to be judged, whatever its problem. */
interface Pending {
  readonly index: number;
  answer(explain: boolean): ProblemCase;
}

/** What the last run read, kept for explaining later pages of its cards. */
let last: { run: number; cases: readonly Pending[]; games: readonly rules.checkers.PdnGame[] } | undefined;

/** Each item made into an answer, sent in batches. */
function batches<T, A>(items: readonly T[], make: (item: T, at: number) => A, send: (batch: A[]) => void): void {
  let batch: A[] = [];
  let lastPost = performance.now();
  for (let at = 0; at < items.length; at++) {
    batch.push(make(items[at], at));
    const now = performance.now();
    if (now - lastPost >= BATCH_MS) {
      send(batch);
      batch = [];
      lastPost = now;
    }
  }
  if (batch.length > 0) send(batch);
}

/** A PDN game checked, its answer line, its result checked against the record, its replay when `withReplay`. */
function gameItem(game: rules.checkers.PdnGame, index: number, withReplay: boolean): PdnGameItem {
  const verdict = checkersPdn.check(game);
  const explanation = checkersPdn.explain(game, verdict, index);
  return {
    index,
    line: game.line,
    answer: checkersPdn.line(explanation),
    explanation,
    result: checkersPdn.result(explanation),
    errors: verdict.kind === 'unreadable' ? verdict.errors : [],
    ...(withReplay ? { replay: checkersPdn.replay(game, verdict) } : {}),
  };
}

function judge(request: JudgeRequest): void {
  const { run } = request;
  const started = performance.now();
  const problem = findProblem(request.problem);
  if (!problem) {
    post({ type: 'crashed', run, message: `unknown problem ${request.problem}` });
    return;
  }
  last = undefined;
  // The other format (PDN) is found as the CLI finds it: through the problem, by the input's start (never with --strict).
  if (problem.alternateInput && !request.strict && problem.alternateInput.recognizes(request.text)) {
    const games = [...rules.checkers.readPdnGames(request.text)];
    last = { run, cases: [], games };
    post({ type: 'parsed', run, format: 'pdn', total: games.length, errors: [] });
    batches(
      games,
      (game, at) => gameItem(game, at + 1, at < request.explainFirst),
      (batch) => post({ type: 'games', run, games: batch }),
    );
  } else {
    const read = problem.read(request.text, { strict: request.strict });
    const cases: readonly Pending[] = read.cases;
    const { errors } = read;
    last = { run, cases, games: [] };
    const looksLike = lookAlikeOf(request.text, problem.id)?.id;
    post({ type: 'parsed', run, format: 'cases', total: cases.length, errors, ...(looksLike ? { looksLike } : {}) });
    batches(
      cases,
      (pending) => pending.answer(pending.index <= request.explainFirst),
      (batch) => post({ type: 'cases', run, cases: batch }),
    );
  }
  post({ type: 'done', run, elapsedMs: performance.now() - started });
}

function explain(request: ExplainRequest): void {
  if (last?.run !== request.run) return;
  const inRange = (index: number): boolean => index >= request.from && index <= request.to;
  const cases: ProblemCase[] = last.cases
    .filter((pending) => inRange(pending.index))
    .map((pending) => pending.answer(true));
  const games = last.games.flatMap((game, at) => (inRange(at + 1) ? [gameItem(game, at + 1, true)] : []));
  post({ type: 'explained', run: request.run, cases, games });
}

// ---- Questions about one position, for playing on a board ----------------------------------------

const { chess, geometry } = rules;

function chessTargets(fen: string, side: Side): RuleAnswer {
  const read = chess.parseFen(fen);
  if (!read.ok) return { kind: 'refused', reason: `FEN, column ${read.error.column}: ${read.error.message}` };
  const { board } = read.value;
  const pieces: Record<string, rules.chess.MoveTarget[]> = {};
  for (const square of board.squaresOf(side))
    pieces[geometry.squareName(board.shape, square)] = chess.moveTargets(board, side, square);
  return { kind: 'chess-targets', pieces };
}

function checkersTargets(fen: string): RuleAnswer {
  const read = rules.checkers.parsePdnFen(fen);
  if (!read.ok) return { kind: 'refused', reason: `PDN FEN, column ${read.error.column}: ${read.error.message}` };
  return { kind: 'checkers-targets', ...checkersProblem.moveTargets(read.value) };
}

// ---- Perfect play, for playing against Arbiter: the library's values, the squares by name --------

/** How long Arbiter thinks about one position before it says it cannot answer. */
const PLAY_TIME_MS = 20_000;

function pursuitPlay(question: Extract<RuleQuestion, { kind: 'pursuit-play' }>): RuleAnswer {
  const board = rules.pursuit.boardFromRows(question.rows);
  if (!board) return { kind: 'refused', reason: 'the board is not rows of F, D and . of one length' };
  const square = (name: string): number => geometry.parseSquareName(board.shape, name) ?? -1;
  const name = (square: number): string => geometry.squareName(board.shape, square);
  const spot = (position: rules.pursuit.PursuitPosition): PursuitSpot => ({
    king: name(position.king),
    pawn: position.pawn < 0 ? null : name(position.pawn),
    toMove: position.toMove,
  });
  const position = {
    king: square(question.king),
    pawn: question.pawn === null ? -1 : square(question.pawn),
    toMove: question.toMove,
  };
  const play = rules.pursuit.pursuitPlay(board, position);
  const { ending } = play;
  const below = ending?.kind === 'pawn-blocked' ? name(ending.square - board.shape.width) : undefined;
  return {
    kind: 'pursuit-play',
    winner: play.winner,
    plies: play.plies,
    floating: position.pawn < 0 ? [] : rules.pursuit.floatingDangers(board, position.pawn).map(name),
    closed: rules.pursuit
      .closedSquares(board, position.king, position.pawn)
      .map((closed) => ({ square: name(closed.square), field: closed.field })),
    ...(ending ? { ending: { kind: ending.kind, square: name(ending.square), ...(below ? { below } : {}) } } : {}),
    moves: play.moves.map((move) => {
      const from = play.toMove === 'white' ? question.king : (question.pawn ?? '');
      const to = name(move.to);
      const taking = play.toMove === 'white' && move.after.pawn < 0;
      return {
        from,
        to,
        label: play.toMove === 'white' ? `K${taking ? 'x' : ''}${to}` : to,
        after: spot(move.after),
        best: play.best.includes(move.to),
        changesWinner: move.changesWinner,
      };
    }),
  };
}

function queenCapturePlay(question: Extract<RuleQuestion, { kind: 'queen-capture-play' }>): RuleAnswer {
  const read = chess.parseFen(question.fen);
  if (!read.ok) return { kind: 'refused', reason: `FEN, column ${read.error.column}: ${read.error.message}` };
  const { board } = read.value;
  const next: Side = question.toMove === 'white' ? 'black' : 'white';
  const play = chess.queenCapturePlay(board, question.toMove, question.plies, { deadline: Date.now() + PLAY_TIME_MS });
  const legal = play.moves.map((option) => option.move);
  return {
    kind: 'queen-capture-play',
    ...(play.over ? { over: play.over } : {}),
    ...(play.whiteWinsIn === undefined ? {} : { whiteWinsIn: play.whiteWinsIn }),
    moves: play.moves.map(({ move, changesWinner }) => {
      const label = chess.san(board, move, legal);
      const after = board.clone();
      chess.makeMove(after, move);
      return {
        from: geometry.squareName(board.shape, move.from),
        to: geometry.squareName(board.shape, move.to),
        label,
        after: { fen: chess.toFen(after, next), toMove: next, plies: question.plies - 1 },
        best: play.best.includes(move),
        changesWinner,
      };
    }),
  };
}

function answer(question: RuleQuestion): RuleAnswer {
  switch (question.kind) {
    case 'chess-targets':
      return chessTargets(question.fen, question.side);
    case 'checkers-targets':
      return checkersTargets(question.fen);
    case 'pursuit-play':
      return pursuitPlay(question);
    case 'queen-capture-play':
      return queenCapturePlay(question);
  }
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'judge') judge(request);
    else if (request.type === 'explain') explain(request);
    else scope.postMessage({ type: 'answer', id: request.id, answer: answer(request.question) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (request.type === 'ask')
      scope.postMessage({ type: 'answer', id: request.id, answer: { kind: 'refused', reason: message } });
    else post({ type: 'crashed', run: request.run, message });
  }
};
