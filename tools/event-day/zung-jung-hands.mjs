// Zung Jung and the World Series of Mahjong for the event day: the hands a table plays, typed as
// points, and what each hand pays recomputed without the server from the payoff of
// docs/rules.md §9, so that the day can compare every preview, CSV file and page with it.
//
// The values are the ones a hand can be worth: 1 (the chicken hand, `zung-jung` only), a
// multiple of 5 up to 320, 400 or 480. Some are tapped on the sheet's chips, some on the "more
// values" chips and some typed, so that every way of giving a value is played.

/** Each preset's hands per game and smallest value (docs/rules.md §9, its table of presets). */
export const PRESETS = {
  'zung-jung': { hands: 16, minimum: 1 },
  wsom: { hands: 8, minimum: 5 },
};

/** The par score: a discard worth more than this costs its discarder 3 × value − 50. */
export const PAR = 25;

/** The values the sheet offers on a chip, and those behind "more values". */
export const CHIP_VALUES = [1, 5, 10, 15, 20, 25, 30, 40];
export const MORE_VALUES = [50, 60, 80, 100, 160, 320, 400, 480];

/** Values for wins at or under the par, and above it (some typed: no chip offers them). */
const SMALL = [5, 10, 15, 20, 25];
const BIG = [30, 35, 40, 50, 60, 65, 80, 90, 100, 125, 160, 245, 315];
const LIMITS = [320, 400, 480];

/** Whether `value` is one a Zung Jung hand can have. */
export function possible(value) {
  return value === 1 || (value % 5 === 0 && value >= 5 && value <= 320) || value === 400 || value === 480;
}

/**
 * The kinds of hands a game mixes, in the order a table plays them (each table starts at a
 * different place): wins by discard at or under the par and above it, self-draws, the chicken
 * hand, a limit, two draws, a dead hand beside a win and a penalty.
 */
const SIXTEEN = ['ron-small', 'tsumo', 'ron-big', 'draw', 'ron-small-dead', 'tsumo-chicken', 'ron-big',
  'tsumo-dead', 'ron-small', 'draw', 'ron-big-penalty', 'tsumo', 'ron-limit', 'ron-small', 'tsumo-limit', 'ron-big'];
const EIGHT = ['ron-small', 'tsumo', 'ron-big', 'draw', 'ron-small-dead', 'tsumo-limit', 'ron-big-penalty', 'ron-big'];

/**
 * The hands of one game of `preset`, varied by `shift`: seats are starting seats (0–3); a win
 * has its winner, its discarder (a win by discard) and its value; `dead` is a seat whose hand
 * was dead (it may not win, it still pays), `penalty` points taken from a seat.
 */
export function planGame(preset, shift) {
  const { hands, minimum } = PRESETS[preset];
  const kinds = hands === 16 ? SIXTEEN : EIGHT;
  const plan = [];
  for (let k = 0; k < hands; k++) {
    const kind = kinds[(k + shift) % kinds.length];
    const [outcome, ...marks] = kind.split('-');
    const hand = { index: k, outcome, value: 0, dead: null, penalty: null };
    if (outcome !== 'draw') {
      hand.win = (k * 3 + shift) % 4;
      if (outcome === 'ron') hand.from = (hand.win + 1 + ((k + shift) % 3)) % 4;
      const pick = (list) => list[(k * 7 + shift * 3) % list.length];
      if (marks.includes('chicken')) hand.value = minimum;
      else if (marks.includes('limit')) hand.value = pick(LIMITS);
      else if (marks.includes('big')) hand.value = pick(BIG);
      else if (marks.includes('small')) hand.value = pick(SMALL);
      else hand.value = pick([...SMALL, ...BIG]);
    }
    const others = [0, 1, 2, 3].filter((s) => s !== hand.win && s !== hand.from);
    if (marks.includes('dead')) hand.dead = others[0];
    if (marks.includes('penalty')) hand.penalty = { seat: others[others.length - 1], points: 10 + 5 * (shift % 4) };
    plan.push(hand);
  }
  return plan;
}

/** How the sheet takes a hand's value: on a chip, on a "more values" chip, or typed. */
export function valueEntry(value) {
  if (CHIP_VALUES.includes(value)) return 'chip';
  if (MORE_VALUES.includes(value)) return 'more';
  return 'typed';
}

/**
 * What one hand moves, by starting seat (docs/rules.md §9, Payments): a self-draw is paid the
 * value by each other player; a discard of 25 or less the value by each; above 25, 25 by each of
 * the two others and 3 × value − 50 by the discarder; a draw pays nothing. A dead seat pays as
 * any other; a penalty is taken from its seat and given to nobody.
 */
export function handDeltas(hand) {
  const d = [0, 0, 0, 0];
  const pay = (from, points) => { d[from] -= points; d[hand.win] += points; };
  if (hand.outcome === 'tsumo') {
    for (let s = 0; s < 4; s++) if (s !== hand.win) pay(s, hand.value);
  } else if (hand.outcome === 'ron') {
    for (let s = 0; s < 4; s++) {
      if (s === hand.win) continue;
      if (hand.value <= PAR) pay(s, hand.value);
      else pay(s, s === hand.from ? 3 * hand.value - 2 * PAR : PAR);
    }
  }
  if (hand.penalty) d[hand.penalty.seat] -= hand.penalty.points;
  return d;
}

/** The points a game's penalties took, in all. */
export function penaltiesTaken(plan) {
  return plan.reduce((sum, h) => sum + (h.penalty ? h.penalty.points : 0), 0);
}

/**
 * Places and scores from a game's final points (docs/rules.md §9, Tournament score): the score
 * is the points; tied players share the better place.
 */
export function gameResult(points) {
  const place = points.map((p) => 1 + points.filter((q) => q > p).length);
  return { place, score: [...points] };
}
