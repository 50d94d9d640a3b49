import { type PlayOption, SIDES, type Side, sideWord } from '../../../src/index.js';
import { el } from '../dom.js';
import { PICKED, TARGET, copyControl, flipControl, playLegend, setDisabled } from './controls.js';
import { EditBoard } from './editing.js';
import { numbered, scoreSheet } from './score-sheet.js';
import { type ValuedMove, moveCaption, perfectPlay, sheetNotes } from './perfect-play.js';
import { type Arrow, type Highlight, type ViewOptions, cellName, lastMoveTint, parseCell } from './svg.js';

/**
 * Playing a game against Arbiter's perfect play, the same for every game that has one: the
 * player takes a side, Arbiter answers each move with the first of the library's best moves, and
 * the page says whose move it is, the position's value under perfect play (an evaluation line),
 * and when the game ends, who won and why. A problem says what is particular to it in a VersusSpec.
 */

/** A position as the library values it, in words and moves. */
export interface VersusState<P> {
  readonly toMove: Side;
  /** The value under perfect play ("White wins in 3", "Black holds"). */
  readonly value: string;
  /** When the game is over: who won and why ("White wins: the king takes the pawn on c6"); then there are no moves. */
  readonly over?: { readonly winner: Side; readonly why: string };
  readonly moves: readonly PlayOption<P>[];
  /** Marks of the position itself (a pawn's floating dangerous fields). */
  readonly highlights?: readonly Highlight[];
}

export interface VersusSpec<P> {
  /** A class name for the section. */
  readonly name: string;
  /** The side in the game's words: "the king (White)". */
  sideName(side: Side): string;
  readonly start: P;
  /** The position valued by the rules worker, or why it could not be. */
  ask(position: P): Promise<VersusState<P> | string>;
  draw(
    position: P,
    marks: { readonly highlights: readonly Highlight[]; readonly arrows: readonly Arrow[] },
    view: ViewOptions,
  ): SVGSVGElement;
  /**
   * Why the piece on `from` may not go to `to` (the rules' reason, and what shows it on the board), when the game can
   * say.
   */
  refusal?(position: P, from: string, to: string): Promise<Refusal | undefined>;
  /** The colour of each side's moves, as the card's legend gives it (its arrow on the board). */
  moveColour(side: Side): string;
  /** The game played as text to copy: its start and its moves as the game writes them (a FEN and SAN). */
  gameText(start: P, moves: readonly string[]): string;
}

/** A move refused: the rules' reason, and the marks that show it (an attacker's line, the piece in the way). */
export interface Refusal {
  readonly reason: string;
  readonly arrows?: readonly Arrow[];
  readonly highlights?: readonly Highlight[];
}

/** Arbiter's reply waits this long, so that the player sees their own move land first. */
const REPLY_DELAY_MS = 300;

export function versus<P>(spec: VersusSpec<P>): HTMLElement {
  const sideButtons = SIDES.map((side) => {
    const button = el(
      'button',
      { type: 'button', class: 'versus-side', 'data-side': side },
      `Play ${spec.sideName(side)}`,
    );
    button.addEventListener('click', () => begin(side));
    return button;
  });
  const board = new EditBoard();
  const holder = el('div', { class: 'versus-board' }, board.element);
  const evaluation = el('p', { class: 'versus-eval', 'aria-live': 'polite' });
  const status = el('p', { class: 'versus-status', 'aria-live': 'polite' });
  const sheetHolder = el('div', { class: 'versus-sheet' });
  const takeBack = el('button', { type: 'button', class: 'versus-back' }, '◀ Take back');
  // Where a move is chosen among several between the same squares (a pawn's promotions).
  const choices = el('p', { class: 'versus-choices', role: 'group', 'aria-label': 'choose the move' });
  choices.hidden = true;
  // While a game is played, the drawing before it (the replay, its legend) folds away: the play board comes first.
  const unfold = el('button', { type: 'button', class: 'versus-unfold', 'aria-expanded': 'false' }, 'Show the replay');
  const legend = el(
    'div',
    { class: 'versus-legend' },
    playLegend(SIDES.map((side) => ({ colour: spec.moveColour(side), text: `${sideWord(side)}’s move` }))),
  );
  const tools = el('div', { class: 'board-tools' });
  const section = el(
    'section',
    { class: `versus ${spec.name}`, 'data-state': 'choose' },
    el('h4', { class: 'versus-title' }, 'Play against Arbiter’s perfect play'),
    el(
      'p',
      { class: 'versus-sides' },
      ...sideButtons.flatMap((button, index) => (index === 0 ? [button] : [' ', button])),
    ),
    holder,
    choices,
    evaluation,
    status,
    legend,
    sheetHolder,
    el('div', { class: 'stepper-nav' }, takeBack),
    tools,
  );
  const flip = flipControl(section, () => render());
  tools.append(
    flip.button,
    unfold,
    copyControl('Copy the game', () =>
      spec.gameText(
        spec.start,
        played.map(({ move }) => move.label),
      ),
    ),
  );
  // Shown once a game starts.
  legend.hidden = tools.hidden = true;
  // What perfect play says (perfect-play.ts): the best move on request, forced moves played for the player.
  const perfect = perfectPlay<PlayOption<P>>(
    section,
    () => render(),
    () => board.square()?.focus(),
  );
  section.append(perfect.element);

  let player: Side | undefined;
  /** The moves played, each with the position before it and what perfect play says of it. */
  const played: { move: PlayOption<P>; before: P; valued: ValuedMove }[] = [];
  let position = spec.start;
  let state: VersusState<P> | undefined;
  let picked: string | undefined;
  let notice = '';
  /** What shows why the last square was refused, drawn until the next click. */
  let refused: Refusal | undefined;
  /** The move whose position the board shows while the score sheet looks back (0: the start); undefined: the game's. */
  let viewing: number | undefined;
  /** Answers for an earlier position (a take-back, a new game) are dropped. */
  let asked = 0;

  const setState = (name: 'choose' | 'thinking' | 'your-move' | 'arbiter' | 'over' | 'failed'): void => {
    section.dataset.state = name;
  };

  function begin(side: Side): void {
    player = side;
    section.dataset.player = side;
    // The player's side at the bottom, as a player sits.
    flip.flipped = side === 'black';
    legend.hidden = tools.hidden = false;
    fold(true);
    sideButtons.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.side === side)));
    played.length = 0;
    go(spec.start);
  }

  /**
   * Folds away (or shows) what comes before the play section in its card's drawing, except the
   * sentences that sum it up: the replay and its legend, which the game's board stands in for.
   */
  function fold(folded: boolean): void {
    unfold.setAttribute('aria-expanded', String(!folded));
    unfold.textContent = folded ? 'Show the replay' : 'Fold the replay';
    for (let node = section.previousElementSibling; node; node = node.previousElementSibling)
      if (!(node instanceof HTMLParagraphElement)) node.classList.toggle('folded-for-play', folded);
  }
  unfold.addEventListener('click', () => fold(unfold.getAttribute('aria-expanded') === 'true'));

  function go(next: P): void {
    position = next;
    closeChoices();
    state = undefined;
    picked = undefined;
    notice = '';
    viewing = undefined;
    refused = undefined;
    perfect.reset();
    const ticket = ++asked;
    setState('thinking');
    render();
    void spec.ask(next).then((answer) => {
      if (ticket !== asked) return;
      if (typeof answer === 'string') {
        setState('failed');
        notice = `Arbiter could not value this position: ${answer}.`;
        return render();
      }
      state = answer;
      section.dataset.toMove = answer.toMove;
      // The position valued is the one after the last move played: its value ends that move's change.
      const last = played[played.length - 1];
      if (last) last.valued.after ??= answer.value;
      if (answer.over) setState('over');
      else if (answer.toMove === player) {
        setState('your-move');
        perfect.yourMove(answer.moves, (move) => play(move, true));
      } else {
        setState('arbiter');
        const reply = answer.moves.find((move) => move.best) ?? answer.moves[0];
        setTimeout(() => {
          if (ticket === asked && reply) play(reply);
        }, REPLY_DELAY_MS);
      }
      render();
    });
  }

  /** Offers the moves between one pair of squares as buttons (a pawn promotes: to which piece?); Escape takes none. */
  /** The choice put away, the keyboard handed to the board first when it was there. */
  function closeChoices(): void {
    if (choices.contains(document.activeElement)) board.square()?.focus({ preventScroll: true });
    choices.hidden = true;
    choices.replaceChildren();
  }

  function choose(options: readonly PlayOption<P>[]): void {
    const buttons = options.map((option) => {
      const button = el(
        'button',
        { type: 'button', class: 'versus-choice', 'data-choice': option.choice ?? option.label, title: option.label },
        option.choice ?? option.label,
      );
      button.addEventListener('click', () => {
        closeChoices();
        play(option);
      });
      return button;
    });
    const none = el('button', { type: 'button', class: 'versus-choice-none' }, 'none');
    none.addEventListener('click', closeChoices);
    choices.replaceChildren(
      `Choose the move ${options[0].from}-${options[0].to}: `,
      ...buttons.flatMap((button) => [button, ' ']),
      none,
    );
    choices.onkeydown = (event) => {
      if (event.key === 'Escape') closeChoices();
    };
    choices.hidden = false;
    buttons[0].focus();
  }

  function play(move: PlayOption<P>, forced = false): void {
    const valued = { label: move.label, changesWinner: move.changesWinner, before: state?.value ?? '', forced };
    played.push({ move, before: position, valued });
    go(move.after);
  }

  /** Whether ply `index` (from 0) is a move the player chose (White moves first; a move played for them is not). */
  const isPlayers = (index: number): boolean => SIDES[index % 2] === player && !played[index]?.valued.forced;

  // Back to before the player's last move: Arbiter's reply to it goes too (and moves played for the player).
  takeBack.addEventListener('click', () => {
    for (let index = played.length - 1; index >= 0; index--) {
      const chosen = isPlayers(index);
      const last = played.pop();
      if (last && chosen) return go(last.before);
    }
  });

  function onSquare(cell: { file: number; rank: number }): void {
    const name = cellName(cell);
    refused = undefined;
    if (viewing !== undefined) {
      notice =
        'This is an earlier position: press End, or choose the last move on the score sheet, to go back to the game.';
      return render();
    }
    if (!state || state.over || state.toMove !== player) {
      notice = state?.over ? 'The game is over: take back a move, or start again.' : 'Wait for Arbiter’s move.';
      return render();
    }
    const moves =
      picked === undefined ? [] : state.moves.filter((option) => option.from === picked && option.to === name);
    if (moves.length > 1) return choose(moves);
    if (moves.length === 1) return play(moves[0]);
    if (state.moves.some((option) => option.from === name)) {
      picked = name;
      notice = '';
    } else if (picked !== undefined) {
      const from = picked;
      notice = `${from}-${name} is not a move of ${spec.sideName(player)}.`;
      const asking = asked;
      void spec.refusal?.(position, from, name).then((refusal) => {
        if (refusal === undefined || asking !== asked || picked !== from) return;
        notice = `${from}-${name} is not legal: ${refusal.reason}.`;
        refused = refusal;
        render();
      });
    } else {
      notice = `Pick up ${spec.sideName(player)}: click it or drag it.`;
    }
    render();
  }

  /**
   * The last move's tint and arrow, then (in the game's position) the marks of the position and of the piece picked up.
   */
  function marks(): { highlights: Highlight[]; arrows: Arrow[] } {
    const live = viewing === undefined;
    const highlights: Highlight[] = live ? [...(state?.highlights ?? [])] : [];
    const arrows: Arrow[] = [];
    const index = (viewing ?? played.length) - 1;
    const last = played[index]?.move;
    const [from, to] = last ? [parseCell(last.from), parseCell(last.to)] : [];
    if (last && from && to) {
      highlights.unshift(...lastMoveTint(from, to));
      // White moves first: the move's side is its ply's.
      arrows.push({ from, to, colour: spec.moveColour(SIDES[index % 2]), title: last.label });
    }
    if (!live) return { highlights, arrows };
    arrows.push(...perfect.arrows(state?.moves ?? []), ...(refused?.arrows ?? []));
    highlights.push(...(refused?.highlights ?? []));
    const pickedCell = picked === undefined ? undefined : parseCell(picked);
    if (pickedCell)
      highlights.push({ cell: pickedCell, kind: 'ring', colour: PICKED, title: 'picked up', className: 'play-picked' });
    // One dot a target square, however many moves go there (a pawn's promotions): its title names them all.
    const targets = new Map<string, string[]>();
    for (const option of state?.moves ?? [])
      if (option.from === picked) targets.set(option.to, [...(targets.get(option.to) ?? []), option.label]);
    for (const [to, labels] of targets) {
      const cell = parseCell(to);
      if (cell)
        highlights.push({ cell, kind: 'dot', colour: TARGET, title: labels.join(', '), className: 'play-target' });
    }
    return { highlights, arrows };
  }

  function statusText(): string {
    if (!player) return 'Choose a side; Arbiter plays the other with perfect play.';
    if (viewing !== undefined) {
      const move = played[viewing - 1]?.valued;
      return (
        `${viewing === 0 ? 'The start' : `After move ${viewing} of ${played.length}`}: an ` +
        `earlier position.${move ? ` ${moveCaption(move)}` : ''} End returns to the game.`
      );
    }
    if (!state) return section.dataset.state === 'failed' ? '' : 'Arbiter is valuing the position…';
    if (state.over) {
      const who = state.over.winner === player ? 'You win' : 'Arbiter wins';
      return `Game over. ${sideWord(state.over.winner)} wins (${who}): ${state.over.why}.`;
    }
    const mover = `${sideWord(state.toMove)} to move`;
    const said = state.toMove === player ? perfect.said(state.moves) : undefined;
    if (said) return `${mover}: ${said}`;
    return state.toMove === player
      ? `${mover}: your move as ${spec.sideName(player)}. Pick it up and put it on a marked square.`
      : `${mover}: Arbiter plays ${spec.sideName(state.toMove)}…`;
  }

  /** The position the board shows: the game's, or the one after the move the score sheet chose. */
  const shown = (): P => (viewing === undefined || viewing >= played.length ? position : played[viewing].before);

  function render(): void {
    const yours = viewing === undefined && state !== undefined && !state.over && state.toMove === player;
    const view: ViewOptions = {
      flipped: flip.flipped,
      onSquare,
      draggable: (cell) => yours && (state?.moves.some((option) => option.from === cellName(cell)) ?? false),
      onDrag: (from, to) => {
        picked = cellName(from);
        if (to) onSquare(to);
        else render();
      },
      squareTitle: (cell) =>
        picked === undefined || viewing !== undefined
          ? undefined
          : state?.moves.find((option) => option.from === picked && option.to === cellName(cell))?.label,
    };
    // No second board in the card until a game starts; the keyboard keeps its square from move to move, and
    // starts on a piece the player may move.
    const home = yours ? state?.moves[0]?.from : undefined;
    if (player) board.show(spec.draw(shown(), marks(), view), home);
    section.dataset.viewing = viewing === undefined ? 'game' : String(viewing);
    evaluation.textContent = player && state && viewing === undefined ? `Perfect play: ${state.value}` : '';
    status.textContent = notice || statusText();
    // The moves as a score sheet (White's move first in each pair); one chosen shows its position.
    const sheet = scoreSheet({
      label: 'moves of this game',
      moves: played.map(({ move, valued }, index) => ({
        ...numbered(index),
        text: move.label,
        step: index + 1,
        ...sheetNotes(valued),
      })),
      onPick: (step) => {
        viewing = step === played.length ? undefined : step;
        notice = '';
        render();
      },
    });
    sheet.select(viewing ?? played.length);
    const onSheet = sheetHolder.contains(document.activeElement);
    sheetHolder.replaceChildren(...(played.length > 0 ? [sheet.element] : []));
    // The keyboard stays on the sheet, or on the board when the sheet has gone (every move taken back).
    if (onSheet && played.length > 0) sheet.focus();
    else if (onSheet) board.square()?.focus();
    setDisabled(takeBack, !played.some((_, index) => isPlayers(index)), () => board.square()?.focus());
    perfect.enable(yours);
  }

  render();
  return section;
}
