import {
  type PdnComment,
  type PdnGameDetails,
  type PdnGameExplanation,
  type PdnGameReplay,
  type UnitOutcome,
  checkersPdn,
  rules,
} from '../../../src/index.js';
import { el } from '../dom.js';
import { numbered } from '../board/score-sheet.js';
import { plural } from './explanation-parts.js';
import { type RecordView, drawRecord, recordPdn } from './checkers.js';
import type { UnitViews } from './types.js';

/**
 * A PDN game of a checkers collection as a card: its tags (event, players, date, result), the
 * answer `arbiter checkers` gives for it, its result checked where the record decides it, and the
 * game replayed move by move on the board (its first illegal move drawn with the reason), from
 * the replay the library gives: no rule is played here.
 */

const { redOrWhite } = rules.checkers;

/** "Move 12 (Red)", as PDN numbers a move, for captions. */
const pdnName = (firstMover: string, ply: number): string => {
  const offset = firstMover === 'white' ? 1 : 0;
  return `Move ${Math.floor((ply + offset) / 2) + 1} (${(ply + offset) % 2 === 0 ? 'Red' : 'White'})`;
};

function said(explanation: PdnGameExplanation): string {
  if (explanation.error !== null) return `The game cannot be read: ${explanation.error}.`;
  if (explanation.illegalMove === null) {
    // Moves as players count them (PDN's numbers), and plies, as the answer line counts them.
    const plies = explanation.moveCount;
    if (plies <= 1) return plies === 0 ? 'The game has no moves.' : 'Its one move is legal.';
    return `${plural(explanation.fullMoves, 'move')} (${plural(plies, 'ply', 'plies')}), all legal.`;
  }
  const side = redOrWhite(explanation.side ?? explanation.toMove);
  return (
    `Move ${explanation.moveNumber ?? '?'} (${side}), “${explanation.move ?? ''}” on line ` +
    `${explanation.moveLine ?? '?'}, column ${explanation.moveColumn ?? '?'}, is illegal: ` +
    `${explanation.evidence ?? ''}.`
  );
}

/** "Move 12 (Red)" in a variation: "Variation, move 12 (Red)". */
const inVariation = (name: string): string => `Variation, ${name[0].toLowerCase()}${name.slice(1)}`;

export function recordOfGame(explanation: PdnGameExplanation, replay: PdnGameReplay): RecordView {
  const { firstMover } = explanation;
  const whiteFirst = firstMover === 'white';
  // A game of more than 1,000 moves is replayed from the position before its last 1,000 (replay.firstPly moves in).
  const skipped = replay.firstPly;
  // The comments written after `ply` moves of a line (the game's, or a variation's), as one.
  const commentAt = (comments: readonly PdnComment[], ply: number): string | undefined => {
    const texts = comments.filter((comment) => comment.ply === ply).map((comment) => comment.text);
    return texts.length === 0 ? undefined : texts.join(' ');
  };
  const commentAfter = (comments: readonly PdnComment[], ply: number): { comment?: string } => {
    const comment = commentAt(comments, ply);
    return comment === undefined ? {} : { comment };
  };
  // Each variation the replay plays, with the verdict the explanation gives it (the command's).
  const played = replay.variations.map((replayed) => ({
    ...replayed,
    ...explanation.variations[replayed.variation - 1],
  }));
  const variations = played.map((variation) => ({
    at: variation.ply - skipped,
    plies: variation.plies,
    // A comment before the variation's first move is said with that move.
    numbers: variation.plies.map((_ply, index) => {
      const before = index === 0 ? commentAt(variation.comments, 0) : undefined;
      const after = commentAt(variation.comments, index + 1);
      const comment = [before, after].filter((text) => text !== undefined).join(' ');
      return { ...numbered(variation.ply + index, whiteFirst), ...(comment === '' ? {} : { comment }) };
    }),
    names: variation.plies.map((_ply, index) => inVariation(pdnName(firstMover, variation.ply + index))),
    ...(variation.verdict === 'illegal'
      ? {
          illegal: {
            number: {
              ...numbered(variation.ply + variation.plies.length, whiteFirst),
              ...commentAfter(variation.comments, variation.plies.length + 1),
            },
            name: inVariation(pdnName(firstMover, variation.ply + variation.plies.length)),
            move: variation.move ?? '',
            squares: variation.squares,
            evidence: variation.evidence ?? '',
          },
        }
      : {}),
  }));
  const result = checkersPdn.given(explanation);
  return {
    start: explanation.start,
    startBoard: replay.startBoard,
    firstMover: skipped % 2 === 0 ? firstMover : firstMover === 'black' ? 'white' : 'black',
    plies: replay.plies,
    numbers: replay.plies.map((_ply, index) => ({
      ...numbered(skipped + index, whiteFirst),
      ...commentAfter(explanation.comments, skipped + index + 1),
    })),
    ...(skipped === 0 && commentAt(explanation.comments, 0) !== undefined
      ? { intro: commentAt(explanation.comments, 0) }
      : {}),
    names: replay.plies.map((_ply, index) => pdnName(firstMover, skipped + index)),
    valid: explanation.valid,
    said: said(explanation),
    illegal:
      explanation.illegalMove === null
        ? undefined
        : {
            number: {
              ...numbered(explanation.illegalMove - 1, whiteFirst),
              ...commentAfter(explanation.comments, explanation.illegalMove),
            },
            name: pdnName(firstMover, explanation.illegalMove - 1),
            move: explanation.move ?? '',
            squares: replay.illegalSquares,
            evidence: explanation.evidence ?? '',
            rule: explanation.rule,
            dueCaptures: explanation.dueCaptures,
          },
    variations,
    ...(result === null ? {} : { result }),
    board: explanation.board,
    toMove: explanation.toMove,
    legalMoves: explanation.legalMoves,
    // The game as read, with the library's writer: its tags, moves, comments, variations and result.
    ...(skipped === 0
      ? {
          pdn: () =>
            recordPdn(explanation.start, replay.plies, replay.illegalSquares, explanation.move, {
              tags: Object.entries(explanation.tags).map(([name, value]) => ({ name, value })),
              result: explanation.result,
              comments: explanation.comments,
              variations: played.map((variation) => ({
                ply: variation.ply,
                moves: [
                  ...variation.plies.map((ply) => ({ squares: ply.path, capture: ply.captured.length > 0 })),
                  ...(variation.verdict === 'illegal'
                    ? [{ squares: variation.squares, capture: /x/i.test(variation.move ?? '') }]
                    : []),
                ],
                comments: variation.comments,
              })),
            }),
        }
      : {}),
  };
}

/**
 * The game's header as a PDN viewer shows it: the players (Red, PDN's Black, first), then event,
 * round, site and date, then the result given (the Result tag's when the movetext ends in "*").
 */
function gameHeader(explanation: PdnGameExplanation): HTMLElement {
  const known = (name: string): string | undefined => {
    const value = explanation.tags[name]?.trim();
    return value && value !== '?' && value !== '-' ? value : undefined;
  };
  const red = known('Black');
  const white = known('White');
  const players =
    red || white
      ? [
          el(
            'p',
            { class: 'game-players' },
            el('span', { class: 'tag-red' }, `Red: ${red ?? '?'}`),
            ' – ',
            el('span', { class: 'tag-white' }, `White: ${white ?? '?'}`),
          ),
        ]
      : [];
  const event = [known('Event'), known('Round') && `round ${known('Round')}`].filter(Boolean).join(', ');
  const result = checkersPdn.given(explanation);
  const parts: [string, string | undefined][] = [
    ['event', event || undefined],
    ['site', known('Site')],
    ['date', known('Date')],
    ['result', result === null ? undefined : `result ${result}`],
  ];
  const shown = parts.filter((part): part is [string, string] => part[1] !== undefined);
  const line = el(
    'p',
    { class: 'game-tags' },
    ...(shown.length === 0 && players.length === 0
      ? ['No tags.']
      : shown.flatMap(([name, text], index) => [
          ...(index === 0 ? [] : [' · ']),
          el('span', { class: `tag-${name}` }, text),
        ])),
  );
  return el('div', { class: 'game-header' }, ...players, line);
}

/** A PDN game as the page gets it from the problem (the checkers problem's other input format). */
type PdnGameItem = UnitOutcome<PdnGameDetails>;

function pdnGameCard(
  item: PdnGameItem,
  drawing: HTMLElement,
  jumpTo: (line: number, column: number) => void,
): HTMLElement {
  const { explanation, result } = item.details;
  const lineButton = el(
    'button',
    { type: 'button', class: 'where case-line', title: 'show this game in the input' },
    `line ${item.line}`,
  );
  lineButton.addEventListener('click', () => jumpTo(item.line, 1));
  const ok = explanation.valid && result.kind !== 'contradicts';
  // The command's answer, line by line: the game's, then one for each variation with an illegal move.
  const [gameLine, ...variationLines] = item.output.split('\n');
  const article = el(
    'article',
    { class: 'case pdn-game', 'data-case': String(item.index), 'data-valid': String(explanation.valid) },
    el('header', {}, el('h3', {}, `Game ${item.index}`), lineButton),
    gameHeader(explanation),
    el('p', { class: ok ? 'verdict' : 'verdict error' }, gameLine),
    ...variationLines.map((line) => el('p', { class: 'variation-verdict' }, line.trim())),
  );
  if (explanation.errorLine !== null && explanation.errorColumn !== null) {
    const { errorLine, errorColumn } = explanation;
    const where = el('button', { type: 'button', class: 'where' }, `line ${errorLine}, column ${errorColumn}`);
    where.addEventListener('click', () => jumpTo(errorLine, errorColumn));
    article.append(el('p', { class: 'game-error' }, 'Show the place: ', where));
  }
  if (result.said !== '')
    article.append(el('p', { class: `result-check result-${result.kind}` }, `Result: ${result.said}.`));
  article.append(drawing);
  if (!item.details.replay)
    drawing.append(el('p', { class: 'pending-note' }, 'The board is drawn when this page of games is explained…'));
  return article;
}

/** The checkers problem's games in PDN on the page: each game's card and board, and the run's counts. */
export const pdnViews: UnitViews<PdnGameDetails> = {
  card: pdnGameCard,
  board: ({ details: { explanation, replay } }) => replay && (() => drawRecord(recordOfGame(explanation, replay))),
  summary(games) {
    const illegal = games.filter((game) => game.details.explanation.illegalMove !== null).length;
    const contradicted = games.filter((game) => game.details.result.kind === 'contradicts').length;
    const variations = games.filter((game) =>
      game.details.explanation.variations.some((variation) => variation.verdict === 'illegal'),
    ).length;
    return [
      ...(illegal > 0 ? [`${plural(illegal, 'game')} with an illegal move`] : []),
      ...(contradicted > 0 ? [`${plural(contradicted, 'result')} contradicted by the final position`] : []),
      ...(variations > 0 ? [`${plural(variations, 'game')} with an illegal variation`] : []),
    ];
  },
};
