// Vietnamese for the event day: the hands a table plays, each a typed value with the bonuses of
// the style's special tiles ticked, and what each hand pays recomputed without the server from
// docs/rules.md §12, so that the day can compare every preview, note and CSV file with it.
//
// The bonuses are the sheet's (docs/rules.md §12, "Bonuses"): a king and queen pair × 2 (a count,
// up to four), all four Blue or Red Jokers × 8, No Flowers, No Leaves × 8 and, with it only, its
// two special bonuses × 2. Values are tapped on a chip, on a "more values" chip or typed.

/** The preset's hands per game. */
export const HANDS = 16;

/** The bonuses in the sheet's order: id, name and multiplier. */
export const BONUSES = [
  { id: 'king-queen', name: 'King and queen of the same number (each pair)', multiplier: 2 },
  { id: 'blue-jokers', name: 'All four Blue Jokers laid out as bonus tiles', multiplier: 8 },
  { id: 'red-jokers', name: 'All four Red Jokers laid out as bonus tiles', multiplier: 8 },
  { id: 'no-flowers-no-leaves', name: 'No Flowers, No Leaves: no jokers, bonus tiles or honour tiles', multiplier: 8 },
  { id: 'blue-jokers-discarded', name: 'All four Blue Jokers discarded (No Flowers, No Leaves)', multiplier: 2 },
  { id: 'six-bonus-tiles-discarded', name: 'Six bonus tiles discarded (No Flowers, No Leaves)', multiplier: 2 },
];

/** The values the sheet offers on a chip, and those behind "more values". */
export const CHIP_VALUES = [10, 20, 30, 40, 50, 60, 80, 100];
export const MORE_VALUES = [120, 150, 200, 300, 500, 1000];

/** Values a table plays: on chips, behind "more values" and typed (no chip offers them). */
const VALUES = [10, 20, 30, 40, 50, 60, 80, 100, 120, 150, 200, 25, 35, 45, 70, 90];

/**
 * The kinds of hands a game mixes, in the order a table plays them (each table starts at a
 * different place): plain wins, king and queen pairs, each joker set, the three together, No
 * Flowers, No Leaves with and without its special bonuses, draws, a dead hand and a penalty.
 */
const SIXTEEN = ['ron', 'tsumo-kq', 'ron-blue', 'draw', 'ron-dead', 'tsumo-nfnl', 'ron-kq', 'tsumo-dead',
  'ron-red', 'draw', 'ron-penalty-kq', 'tsumo', 'ron-nfnl', 'ron-jokers', 'tsumo-kq', 'ron'];

/**
 * The hands of one game, varied by `shift`: seats are starting seats (0–3); a win has its
 * winner, its discarder (a win by discard), its value and its bonuses (`{ id: count }`); `dead`
 * is a seat whose hand was dead, `penalty` points taken from a seat.
 */
export function planGame(shift) {
  const plan = [];
  for (let k = 0; k < HANDS; k++) {
    const kind = SIXTEEN[(k + shift) % SIXTEEN.length];
    const [outcome, ...marks] = kind.split('-');
    const hand = { index: k, outcome, value: 0, bonuses: {}, dead: null, penalty: null };
    if (outcome !== 'draw') {
      hand.win = (k * 3 + shift) % 4;
      if (outcome === 'ron') hand.from = (hand.win + 1 + ((k + shift) % 3)) % 4;
      hand.value = VALUES[(k * 7 + shift * 3) % VALUES.length];
      if (marks.includes('kq')) hand.bonuses['king-queen'] = 1 + ((k + shift) % 4);
      if (marks.includes('blue')) hand.bonuses['blue-jokers'] = 1;
      if (marks.includes('red')) hand.bonuses['red-jokers'] = 1;
      if (marks.includes('jokers')) Object.assign(hand.bonuses, { 'king-queen': 1, 'blue-jokers': 1, 'red-jokers': 1 });
      if (marks.includes('nfnl')) {
        hand.bonuses['no-flowers-no-leaves'] = 1;
        const extra = (k + shift) % 4;
        if (extra === 1 || extra === 3) hand.bonuses['blue-jokers-discarded'] = 1;
        if (extra === 2 || extra === 3) hand.bonuses['six-bonus-tiles-discarded'] = 1;
      }
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

/** The bonuses of a hand in the sheet's order, each with how many times. */
export function ticked(hand) {
  return BONUSES.filter((b) => hand.bonuses[b.id]).map((b) => ({ ...b, count: hand.bonuses[b.id] }));
}

/** What each other player pays the winner: the value times every bonus's multiplier. */
export function total(hand) {
  return ticked(hand).reduce((t, b) => t * b.multiplier ** b.count, hand.value);
}

/**
 * The sum as the sheet writes it, from docs/rules.md §12: "30 × 2 × 2 (King and queen … × 2) =
 * 120 points", or the value alone ("40 points", "1 point") without bonuses.
 */
export function sumWords(hand) {
  const list = ticked(hand);
  if (list.length === 0) return hand.value === 1 ? '1 point' : `${hand.value} points`;
  const times = list.map((b) => ` × ${b.multiplier}`.repeat(b.count)).join('');
  const names = list.map((b) => (b.count > 1 ? `${b.name} × ${b.count}` : b.name)).join('; ');
  return `${hand.value}${times} (${names}) = ${total(hand)} points`;
}

/**
 * What one hand moves, by starting seat (docs/rules.md §12, Payments): each other player pays
 * the winner the total, self-drawn or not; a draw pays nothing. A dead seat pays as any other; a
 * penalty is taken from its seat and given to nobody.
 */
export function handDeltas(hand) {
  const d = [0, 0, 0, 0];
  if (hand.outcome !== 'draw') {
    const t = total(hand);
    for (let s = 0; s < 4; s++) {
      if (s === hand.win) continue;
      d[s] -= t;
      d[hand.win] += t;
    }
  }
  if (hand.penalty) d[hand.penalty.seat] -= hand.penalty.points;
  return d;
}
