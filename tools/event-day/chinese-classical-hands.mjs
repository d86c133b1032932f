// Chinese Classical for the event day, preset `chinese-classical-east-double`: the hands a table
// plays, each with every player's score — typed as points and doubles, ticked as a limit hand,
// or picked from the style's list — and what each hand pays recomputed without the server from
// docs/rules.md §11, so that the day can compare every preview, note and CSV file with it.
//
// Scores (§11): points × 2^doubles, at most the limit of 500; a limit hand scores 500; with
// picks the winner's 20 for winning is added by itself. Settlement: each loser pays the winner
// the winner's score; between two losers the lower score pays the other the difference; every
// payment the hand's dealer makes or receives is doubled. A wall game pays nothing.
//
// The deal (§11) is Hong Kong Old Style's: the dealer keeps it after winning or after a wall
// game and passes it when another player wins; a game is one wind round, over when North passes
// the deal. A planned game so ends with the hand that passes North's deal.

/** The most hands a planned game may take before North passes the deal, its limit, and
 * whether East pays and receives double. */
export const MAX_HANDS = 40;
export const LIMIT = 500;
export const EAST_DOUBLE = true;
export const PRESET = 'chinese-classical-east-double';

/** The entries a table picks, in the list's order: id, name, points or doubles or the limit. */
export const ENTRIES = [
  { id: 'bonus-tile', name: 'Bonus tile', points: 4 },
  { id: 'open-pung-simples', name: 'Open pung of simples', points: 2 },
  { id: 'concealed-pung-simples', name: 'Concealed pung of simples', points: 4 },
  { id: 'open-pung-terminals-honours', name: 'Open pung of terminals or honours', points: 4 },
  { id: 'concealed-pung-terminals-honours', name: 'Concealed pung of terminals or honours', points: 8 },
  { id: 'open-gong-simples', name: 'Open gong of simples', points: 8 },
  { id: 'self-pick', name: 'Self-picked win', points: 2 },
  { id: 'pair-of-value', name: 'Pair of dragons, of the seat wind or of the round wind', points: 2 },
  { id: 'single-wait', name: 'Only one kind of tile could complete the hand', points: 2 },
  { id: 'four-pungs', name: 'Four pungs and a pair', points: 10 },
  { id: 'dragon-set', name: 'Pung or gong of dragons (each)', doubles: 1 },
  { id: 'own-bonus-tile', name: 'Own bonus tile (each)', doubles: 1 },
  { id: 'half-flush', name: 'Half Flush', doubles: 1 },
  { id: 'full-flush', name: 'Full Flush', doubles: 3 },
  { id: 'limit-big-three-dragons', name: 'Big Three Dragons', limit: true },
  { id: 'limit-thirteen-orphans', name: 'Thirteen Orphans', limit: true },
];

/** Winners' picked hands (the 20 for winning not among them: it counts by itself). */
const WINNER_PICKS = [
  { 'concealed-pung-simples': 1, 'open-pung-terminals-honours': 1, 'half-flush': 1 }, // (20+4+4)×2 = 56
  { 'open-pung-simples': 2, 'single-wait': 1, 'dragon-set': 1, 'open-pung-terminals-honours': 1 }, // (20+4+2+4)×2 = 60
  { 'concealed-pung-terminals-honours': 2, 'four-pungs': 1, 'open-pung-simples': 2, 'full-flush': 1 }, // (20+16+10+4)×8 = 400
  { 'bonus-tile': 2, 'own-bonus-tile': 1, 'concealed-pung-simples': 1 }, // (20+8+4)×2 = 64
];

/** Losers' picked hands. */
const LOSER_PICKS = [
  { 'bonus-tile': 1, 'open-pung-simples': 1 }, // 6
  { 'open-pung-terminals-honours': 1, 'dragon-set': 1 }, // 8
  { 'bonus-tile': 1, 'open-gong-simples': 1, 'pair-of-value': 1, 'own-bonus-tile': 1 }, // 28
  { 'concealed-pung-simples': 2 }, // 8
];

/** Winners' typed scores (points, doubles; '' left empty), one above the limit. */
const WINNER_TYPED = [['24', '1'], ['30', ''], ['40', '2'], ['22', '3'], ['100', '3'], ['26', '0'], ['32', '1'], ['20', '']];

/** Losers' typed scores. */
const LOSER_TYPED = [['0', ''], ['8', '1'], ['4', ''], ['12', '2'], ['2', '0'], ['16', ''], ['6', '1'], ['10', '']];

/**
 * The kinds of hands a game mixes, in the order a table plays them (each table starts at a
 * different place): wins on a discard and self-picks, the winner's score typed, picked (`pk`),
 * ticked as a limit hand (`lim`) or a limit hand picked (`plim`); the losers' scores typed, and
 * picked in the hands marked `lp`; two wall games and a penalty.
 */
const SIXTEEN = ['ron', 'tsumo-pk', 'ron-lp', 'draw', 'ron-lim', 'tsumo', 'ron-pk-lp', 'tsumo-plim',
  'ron', 'draw', 'tsumo-lp', 'ron-pen', 'ron-pk', 'tsumo-lim-lp', 'ron-lp', 'tsumo-pk-lp'];

/**
 * The hands of one game, varied by `shift`, until North passes the deal: seats are starting
 * seats (0–3); each hand has its `dealer`; a win has its winner, its discarder (a win on a
 * discard) and every seat's score given as `{ typed: [points, doubles] }`, `{ limit: true }` or
 * `{ picks: { id: count } }`; `penalty` points taken from a seat.
 */
export function planGame(shift) {
  const plan = [];
  let n = shift;
  let dealerNow = 0;
  for (let k = 0; k < MAX_HANDS; k++) {
    const kind = SIXTEEN[(k + shift) % SIXTEEN.length];
    const [outcome, ...marks] = kind.split('-');
    const hand = { index: k, dealer: dealerNow, outcome, scores: null, penalty: null };
    if (outcome !== 'draw') {
      hand.win = (k * 3 + shift) % 4;
      if (outcome === 'ron') hand.from = (hand.win + 1 + ((k + shift) % 3)) % 4;
      hand.scores = [0, 1, 2, 3].map((s) => {
        n++;
        if (s === hand.win) {
          if (marks.includes('lim')) return { limit: true };
          if (marks.includes('plim')) return { picks: { [n % 2 ? 'limit-big-three-dragons' : 'limit-thirteen-orphans']: 1 } };
          if (marks.includes('pk')) {
            const picks = { ...WINNER_PICKS[n % WINNER_PICKS.length] };
            if (outcome === 'tsumo') picks['self-pick'] = 1;
            return { picks };
          }
          return { typed: WINNER_TYPED[n % WINNER_TYPED.length] };
        }
        if (marks.includes('lp') && n % 2) return { picks: LOSER_PICKS[n % LOSER_PICKS.length] };
        return { typed: LOSER_TYPED[n % LOSER_TYPED.length] };
      });
    }
    const others = [0, 1, 2, 3].filter((s) => s !== hand.win && s !== hand.from);
    if (marks.includes('pen')) hand.penalty = { seat: others[others.length - 1], points: 10 + 5 * (shift % 4) };
    plan.push(hand);
    // Another player's win passes the deal; North passing it ends the game.
    if (outcome !== 'draw' && hand.win !== dealerNow) {
      if (dealerNow === 3) return plan;
      dealerNow++;
    }
  }
  throw new Error(`game ${shift}: North still deals after ${MAX_HANDS} hands`);
}

/** One seat's score, points × 2^doubles at most the limit, from what was given for it. */
export function score(given, isWinner) {
  if (given.limit) return LIMIT;
  if (given.typed) {
    const [p, d] = given.typed;
    return Math.min(Number(p) * 2 ** Number(d || 0), LIMIT);
  }
  let points = isWinner ? 20 : 0;
  let doubles = 0;
  for (const [id, count] of Object.entries(given.picks)) {
    const e = ENTRIES.find((x) => x.id === id);
    if (e.limit) return LIMIT;
    points += (e.points || 0) * count;
    doubles += (e.doubles || 0) * count;
  }
  return Math.min(points * 2 ** doubles, LIMIT);
}

/** The hand's dealer, as the plan dealt it: seat 0 first, kept on a dealer's win or a wall game. */
export function dealer(hand) {
  return hand.dealer;
}

/** Every payment of a won hand, `{ from, to, points }`, East's doubled. */
export function payments(hand) {
  if (hand.outcome === 'draw') return [];
  const scores = hand.scores.map((g, s) => score(g, s === hand.win));
  const east = dealer(hand);
  const list = [];
  const pay = (from, to, points) => {
    if (points > 0) list.push({ from, to, points: EAST_DOUBLE && (from === east || to === east) ? 2 * points : points });
  };
  const losers = [0, 1, 2, 3].filter((s) => s !== hand.win);
  for (const s of losers) pay(s, hand.win, scores[hand.win]);
  for (const a of losers) for (const b of losers) if (a < b) {
    if (scores[a] < scores[b]) pay(a, b, scores[b] - scores[a]);
    else pay(b, a, scores[a] - scores[b]);
  }
  return list;
}

/** What one hand moves, by starting seat: its payments, then its penalty. */
export function handDeltas(hand) {
  const d = [0, 0, 0, 0];
  for (const p of payments(hand)) { d[p.from] -= p.points; d[p.to] += p.points; }
  if (hand.penalty) d[hand.penalty.seat] -= hand.penalty.points;
  return d;
}

/** The points a game's penalties took, in all. */
export function penaltiesTaken(plan) {
  return plan.reduce((sum, h) => sum + (h.penalty ? h.penalty.points : 0), 0);
}

/** The sentences the sheet's note must hold: every payment ("D pays A 8") and the penalty. */
export function noteParts(hand, names) {
  const parts = payments(hand).map((p) => `${names[p.from]} pays ${names[p.to]} ${p.points}`);
  if (hand.penalty) parts.push(`${names[hand.penalty.seat]} penalty ${hand.penalty.points}`);
  return parts;
}

/** A score as given, as hands.csv writes the winner's: "32 points 1 double", "limit", picks by name. */
export function givenWords(given) {
  if (given.limit) return 'limit';
  if (given.typed) {
    const d = Number(given.typed[1] || 0);
    return `${Number(given.typed[0])} points ${d} double${d === 1 ? '' : 's'}`;
  }
  return ENTRIES.filter((e) => given.picks[e.id]).map((e) => (given.picks[e.id] === 1 ? e.name : `${given.picks[e.id]} × ${e.name}`)).join(' + ');
}

/** The value column of hands.csv: the winner's score as given, nothing for a wall game. */
export function csvValue(hand) {
  return hand.outcome === 'draw' ? '' : givenWords(hand.scores[hand.win]);
}

/** Places and scores from a game's final points: the score is the points, ties share the better place. */
export function gameResult(points) {
  const place = points.map((p) => 1 + points.filter((q) => q > p).length);
  return { place, score: [...points] };
}
