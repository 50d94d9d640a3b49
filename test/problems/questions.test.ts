import { describe, expect, expectTypeOf, it } from 'vitest';
import { ticTacToeRegistered } from '../fixtures/tic-tac-toe/index.js';
import {
  type AskedQuestions,
  PROBLEMS,
  REGISTRY,
  type ProblemId,
  type RegisteredProblemOf,
  type RuleReplyOf,
  type RuleQuestionOf,
  checkers,
  rules,
} from '../../src/index.js';

/**
 * Each problem's rule questions (framework/questions.ts), asked through the registry as the page's
 * rules worker asks them: the answers agree with the problem's own judgement and with the library's
 * rules, what cannot be read is refused with a reason, and a value that is no question is a
 * TypeError or RangeError that names it.
 */

/** The first case of the problem's sample, judged and explained. */
function sampleExplanation<Id extends ProblemId>(id: Id) {
  const problem: RegisteredProblemOf<Id> = REGISTRY[id];
  const [first] = problem.read(problem.sample.input).cases;
  const { outcome: answer } = first.judge(true);
  if (answer.kind !== 'verdict' || !answer.explanation)
    throw new Error(`${id}: the sample's first case has no verdict`);
  return { output: answer.output, explanation: answer.explanation };
}

function questionsOf<Id extends ProblemId>(id: Id): AskedQuestions<RuleQuestionOf<Id>, RuleReplyOf<Id>> {
  const problem: RegisteredProblemOf<Id> = REGISTRY[id];
  if (!problem.questions) throw new Error(`${id} answers no rule questions`);
  return problem.questions;
}

describe('rule questions, through the registry', () => {
  it('is an optional member: a problem without it has none, typed as none, and widens no reply by id', () => {
    // Only the problems that have questions are asked about them below (and in the last test, those of PROBLEMS that do).
    expect(ticTacToeRegistered.questions).toBeUndefined();
    expectTypeOf(ticTacToeRegistered.questions).toEqualTypeOf<AskedQuestions<never, never> | undefined>();
    expectTypeOf<RuleReplyOf<'rank-and-file'>>().toEqualTypeOf<rules.chess.ChessTargetsReply>();
    const asked = PROBLEMS.filter((problem) => problem.questions !== undefined).map((problem) => problem.id);
    expect(asked).toEqual(expect.arrayContaining(['rank-and-file', 'simplified-chess', 'cheesy-chess', 'checkers']));
  });

  it('Rank and File: every piece’s targets, as rules.chess.moveTargets gives them square by square', () => {
    const fen = 'r3k3/8/8/8/8/8/3q4/R3K3 w';
    const answer = questionsOf('rank-and-file').ask({ kind: 'chess-targets', fen, side: 'white' });
    const read = rules.chess.parseFen(fen);
    if (!answer.ok || answer.value.kind !== 'chess-targets' || !read.ok) throw new Error('not answered');
    const { board } = read.value;
    expect(Object.keys(answer.value.pieces).sort()).toEqual(['a1', 'e1']);
    for (const square of board.squaresOf('white'))
      expect(answer.value.pieces[rules.geometry.squareName(board.shape, square)]).toEqual(
        rules.chess.moveTargets(board, 'white', square),
      );
    // In check from d2: only the king moves, and it may take the queen.
    expect(answer.value.pieces.e1.find((target) => target.to === 'd2')?.move?.san).toBe('Kxd2');
    expect(answer.value.pieces.a1.every((target) => target.move === null)).toBe(true);
  });

  it('Simplified Chess: perfect play agrees with the judge, and a piece’s targets are there too', () => {
    const { output, explanation } = sampleExplanation('simplified-chess');
    const placement = explanation.board.map((row) => row.replace(/\.+/g, (run) => String(run.length))).join('/');
    const fen = `${placement} w - - 0 1`;
    const asked = questionsOf('simplified-chess');
    const play = asked.ask({ kind: 'queen-capture-play', fen, toMove: 'white', plies: explanation.moves });
    if (!play.ok || play.value.kind !== 'queen-capture-play') throw new Error('not answered');
    expect(output).toBe('YES');
    expect(play.value.whiteWinsIn).toBeGreaterThan(0);
    expect(play.value.moves.filter((move) => move.best).length).toBeGreaterThan(0);
    for (const move of play.value.moves)
      expect(move.after).toMatchObject({ toMove: 'black', plies: explanation.moves - 1 });
    const targets = asked.ask({ kind: 'chess-targets', fen, side: 'white' });
    expect(targets.ok && targets.value.kind).toBe('chess-targets');
    // A board the game is not played on (a king on it) is refused with the rules' reason.
    expect(asked.ask({ kind: 'queen-capture-play', fen: '3k/4/4/Q2q w', toMove: 'white', plies: 2 })).toEqual({
      ok: false,
      error: 'the position: only queens, rooks, bishops and knights may stand on the board',
    });
  });

  it('Cheesy Chess: perfect play agrees with the judge’s winner, the squares by name', () => {
    const { explanation } = sampleExplanation('cheesy-chess');
    const asked = questionsOf('cheesy-chess');
    const { king, pawn } = explanation;
    const play = asked.ask({ kind: 'pursuit-play', rows: explanation.board, king, pawn, toMove: 'white' });
    if (!play.ok || play.value.kind !== 'pursuit-play') throw new Error('not answered');
    expect(play.value.winner).toBe(explanation.winner);
    expect(play.value.floating).toEqual(explanation.floating);
    expect(play.value.moves.every((move) => move.from === king && move.label.startsWith('K'))).toBe(true);
    const board = rules.pursuit.boardFromRows(explanation.board);
    const square = (name: string): number => rules.geometry.parseSquareName(board!.shape, name) ?? -1;
    const direct = rules.pursuit.pursuitPlay(board!, { king: square(king), pawn: square(pawn), toMove: 'white' });
    expect(play.value.plies).toBe(direct.plies);
    expect(asked.ask({ kind: 'pursuit-play', rows: ['..', '.X'], king: 'a1', pawn: 'b2', toMove: 'white' })).toEqual({
      ok: false,
      error: 'the board is not rows of F, D and . of one length',
    });
    expect(asked.ask({ kind: 'pursuit-play', rows: ['..', '..'], king: 'z9', pawn: 'b2', toMove: 'white' })).toEqual({
      ok: false,
      error: "the king's square z9 is not on the board",
    });
  });

  it('Checkers: the moves of every piece, the legal ones as the explanation lists them', () => {
    const { explanation } = sampleExplanation('checkers');
    const answer = questionsOf('checkers').ask({ kind: 'checkers-targets', fen: explanation.position });
    if (!answer.ok || answer.value.kind !== 'checkers-targets') throw new Error('not answered');
    expect(answer.value.legal).toEqual(explanation.legalMoves);
    const position = rules.checkers.parsePdnFen(explanation.position);
    if (!position.ok) throw new Error(position.error.message);
    expect(answer.value).toEqual({ kind: 'checkers-targets', ...checkers.moveTargets(position.value) });
  });

  it('refuses a position it cannot read, with where', () => {
    expect(questionsOf('rank-and-file').ask({ kind: 'chess-targets', fen: 'rnbqk/9z', side: 'white' })).toEqual({
      ok: false,
      error: expect.stringMatching(/^FEN, column \d+: /) as unknown,
    });
    expect(questionsOf('checkers').ask({ kind: 'checkers-targets', fen: 'W:Wx' })).toEqual({
      ok: false,
      error: expect.stringMatching(/^PDN FEN, column \d+: /) as unknown,
    });
  });

  it('a value that is no question of the problem is a TypeError or RangeError naming it', () => {
    for (const problem of PROBLEMS) {
      const { questions } = problem;
      if (!questions) continue;
      const at = `REGISTRY['${problem.id}'].questions.ask: question`;
      expect(() => questions.ask(null as never), problem.id).toThrow(
        new TypeError(`${at} must be an object, not null`),
      );
      expect(() => questions.ask({ kind: 'no-such-question' } as never), problem.id).toThrow(RangeError);
      expect(() => questions.ask({ kind: 'no-such-question' } as never), problem.id).toThrow(`${at}.kind`);
    }
    expect(() => questionsOf('cheesy-chess').ask({ kind: 'pursuit-play', rows: 'F.' } as never)).toThrow(TypeError);
    expect(() =>
      questionsOf('simplified-chess').ask({ kind: 'queen-capture-play', fen: '', toMove: 'white', plies: -1 }),
    ).toThrow(RangeError);
  });
});
