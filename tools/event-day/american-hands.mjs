// American (NMJL) for the event day: the hands a table plays, each a card value typed or tapped
// with its mark, line and boxes, the dead-hand challenges made during it, and what each hand pays
// recomputed without the server from docs/rules.md §10, so that the day can compare every
// preview, note and CSV file with it.
//
// Payments (§10): with v the card value, doubled when jokerless, a self-pick is paid 2v by each
// other player; a discard 2v by the discarder and v by each of the two others; a wall game pays
// nothing. Then every challenge: 25 from the side that was wrong (the challenged player found
// dead pays the challenger, a challenger of a hand that was not dead pays the challenged). Then
// penalties, taken and given to nobody. At a table of five (`american-five-hands.mjs`) the same
// arithmetic pays the bettor too, by chair with the bettor fifth (`chairDeltas`).

/** The preset's hands per game. */
export const HANDS = 16;

/** What a challenge costs the side that was wrong. */
export const STAKE = 25;

/** What each of the four pays a bettor who bet on a wall game when it happens. */
export const WALL_BET = 25;

/** The values the sheet offers on a chip, and those behind "more values". */
export const CHIP_VALUES = [25, 30, 35, 40, 45, 50];
export const MORE_VALUES = [20, 55, 60, 65, 70, 75];

/** Values a table plays: on chips, behind "more values" and typed (no chip offers them). */
const VALUES = [25, 30, 35, 40, 45, 50, 20, 55, 60, 65, 70, 75, 80, 100, 90, 125];

/**
 * The kinds of hands a game mixes, in the order a table plays them (each table starts at a
 * different place): wins on a discard and self-picks, jokerless (`jl`), Singles and Pairs
 * (`sp`), a challenge found dead (`cd`), two challengers of one dead hand (`cd2`), a challenge
 * of a hand that was not dead (`cn`), wall games (one challenged) and penalties (`pen`).
 */
const SIXTEEN = ['ron', 'tsumo-jl', 'ron-cd', 'draw', 'ron-sp', 'tsumo-cn', 'ron-jl-pen', 'tsumo',
  'ron-cd2', 'draw-cn', 'tsumo-sp', 'ron-jl', 'ron-cn', 'tsumo-cd-jl', 'ron-pen', 'ron'];

/**
 * The hands of one game, varied by `shift`: seats are starting seats (0–3); a win has its
 * winner, its discarder (a win on a discard), its card value, mark, line and boxes;
 * `challenges` are `{ by, of, dead }`; `penalty` points taken from a seat.
 */
export function planGame(shift) {
  const plan = [];
  for (let k = 0; k < HANDS; k++) plan.push(planHand(SIXTEEN[(k + shift) % SIXTEEN.length], k, shift));
  return plan;
}

/**
 * Hand `k` of a game varied by `shift`, of the kind `kind` ("ron-jl-cd" and the like: the
 * outcome, then its marks; marks this module does not know are left to the caller). Seats are
 * the four chairs of play (0–3).
 */
export function planHand(kind, k, shift) {
  const [outcome, ...marks] = kind.split('-');
  const hand = { index: k, outcome, value: 0, jokerless: false, sp: false, mark: '', line: '', challenges: [], penalty: null };
  if (outcome !== 'draw') {
    hand.win = (k * 3 + shift) % 4;
    if (outcome === 'ron') hand.from = (hand.win + 1 + ((k + shift) % 3)) % 4;
    hand.value = VALUES[(k * 7 + shift * 3) % VALUES.length];
    hand.jokerless = marks.includes('jl');
    hand.sp = marks.includes('sp');
    hand.mark = ['', 'X', 'C'][(k + shift) % 3];
    if ((k + shift) % 4 === 1) hand.line = `2468 #${1 + (k % 4)}`;
  }
  // The challenged seat neither won nor discarded the winning tile; a challenger is another
  // seat, the winner itself now and then.
  const others = [0, 1, 2, 3].filter((s) => s !== hand.win && s !== hand.from);
  const of = others[0];
  const by = [0, 1, 2, 3].filter((s) => s !== of);
  if (marks.includes('cd')) hand.challenges.push({ by: by[(k + shift) % 3], of, dead: true });
  if (marks.includes('cd2')) hand.challenges.push({ by: by[0], of, dead: true }, { by: by[2], of, dead: true });
  if (marks.includes('cn')) hand.challenges.push({ by: by[(k + 2 * shift) % 3], of, dead: false });
  if (marks.includes('pen')) hand.penalty = { seat: others[others.length - 1], points: 10 + 5 * (shift % 4) };
  return hand;
}

/** How the sheet takes a card value: on a chip, on a "more values" chip, or typed. */
export function valueEntry(value) {
  if (CHIP_VALUES.includes(value)) return 'chip';
  if (MORE_VALUES.includes(value)) return 'more';
  return 'typed';
}

/** The value paid: the card value, doubled when jokerless. */
export function paid(hand) {
  return hand.jokerless ? 2 * hand.value : hand.value;
}

/** What one hand moves, by starting seat: the hand's payments, its challenges, its penalty. */
export function handDeltas(hand) {
  return chairDeltas(hand);
}

/** Where the bettor's change sits in `chairDeltas` at a table of five. */
export const BETTOR = 4;

/**
 * What one hand moves, by chair (0–3), and for a hand with a bet (`hand.bet`: a chair 0–3 or
 * "wall", a table of five) the bettor's change fifth (docs/rules.md §10, "The bettor"): the
 * hand's payments, the bettor's, its challenges with the bettor's side of them, its penalty.
 */
export function chairDeltas(hand) {
  const betting = hand.bet !== undefined && hand.bet !== null;
  const d = betting ? [0, 0, 0, 0, 0] : [0, 0, 0, 0];
  const pay = (from, to, points) => { d[from] -= points; d[to] += points; };
  const v = paid(hand);
  const won = hand.outcome === 'tsumo' || hand.outcome === 'ron';
  // What each loser pays the winner: 2v on a self-pick; 2v from the discarder, v from the others.
  const share = (s) => (hand.outcome === 'tsumo' || s === hand.from ? 2 * v : v);
  if (won) {
    for (let s = 0; s < 4; s++) if (s !== hand.win) pay(s, hand.win, share(s));
    if (betting && hand.bet === hand.win) {
      // The bettor gains what the winner gains, each loser paying them again.
      for (let s = 0; s < 4; s++) if (s !== hand.win) pay(s, BETTOR, share(s));
    } else if (betting) {
      // Any other bet: the bettor pays as a player who did not discard.
      pay(BETTOR, hand.win, hand.outcome === 'tsumo' ? 2 * v : v);
    }
  } else if (betting && hand.bet === 'wall') {
    for (let s = 0; s < 4; s++) pay(s, BETTOR, WALL_BET);
  }
  for (const c of hand.challenges) {
    // The side that was wrong pays the other; the bettor matches the player bet on.
    const [payer, payee] = c.dead ? [c.of, c.by] : [c.by, c.of];
    pay(payer, payee, STAKE);
    if (betting && hand.bet === payee) pay(payer, BETTOR, STAKE);
    if (betting && hand.bet === payer) pay(BETTOR, payee, STAKE);
  }
  if (hand.penalty) d[hand.penalty.seat] -= hand.penalty.points;
  return d;
}

/** The points a game's penalties took, in all. */
export function penaltiesTaken(plan) {
  return plan.reduce((sum, h) => sum + (h.penalty ? h.penalty.points : 0), 0);
}

/**
 * The sentences the sheet's note must hold for a hand (docs/rules.md §10: "Cal wins 50 points off
 * Ann, 100 from Ann, 50 from each other; Dot pays Ann 25 (a challenge of a hand that was not
 * dead)"), the value being the one paid.
 */
export function noteParts(hand, names) {
  const parts = [];
  const v = paid(hand);
  if (hand.outcome === 'tsumo') parts.push(`${names[hand.win]} self-picks ${v} points, ${2 * v} from each`);
  if (hand.outcome === 'ron') parts.push(`${names[hand.win]} wins ${v} points off ${names[hand.from]}, ${2 * v} from ${names[hand.from]}, ${v} from each other`);
  for (const c of hand.challenges) {
    parts.push(c.dead
      ? `${names[c.of]} pays ${names[c.by]} ${STAKE} (a dead hand found on challenge)`
      : `${names[c.by]} pays ${names[c.of]} ${STAKE} (a challenge of a hand that was not dead)`);
  }
  if (hand.penalty) parts.push(`${names[hand.penalty.seat]} penalty ${hand.penalty.points}`);
  return parts;
}

/**
 * The value column of hands.csv: "30 points", or with what was written about the hand, "30
 * points (X, jokerless, 2468 #1)" — the card value as typed, not doubled.
 */
export function csvValue(hand) {
  if (hand.outcome === 'draw') return '';
  const notes = [hand.mark, hand.jokerless && 'jokerless', hand.sp && 'Singles and Pairs', hand.line].filter(Boolean);
  return notes.length ? `${hand.value} points (${notes.join(', ')})` : `${hand.value} points`;
}

/** Places and scores from a game's final points: the score is the points, ties share the better place. */
export function gameResult(points) {
  const place = points.map((p) => 1 + points.filter((q) => q > p).length);
  return { place, score: [...points] };
}
