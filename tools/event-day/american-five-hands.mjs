// American (NMJL) at a table of five for the event day: the hands of a game where five people
// share the table and, in each hand, four play in the chairs while the fifth bets (docs/rules.md
// §10, "The bettor", "A game of five"). A hand is planned and paid by chair as at any American
// table (`american-hands.mjs`, whose arithmetic pays the bettor too), with the bet beside it; this
// module seats the people for each hand and turns the chairs' changes into each person's.
//
// The people are numbered 0–4 as they sat for the first hand (0–3 in the chairs East to North,
// 4 betting). Chair n % 4 deals hand n (from 0); after each hand the bettor takes the chair of
// the hand's dealer and that dealer bets next, so the bettors of hands 1, 2, 3 … are 4, 0, 1,
// 2, 3, 4, …

import * as am from './american-hands.mjs';

export const PEOPLE = 5;
export const HANDS = am.HANDS;

/**
 * The kinds of hands a game of five mixes: the outcome and its marks as in
 * `american-hands.mjs`, then the bet — on the winner (`bw`), on the discarder (`bd`), on
 * another player (`bo`), on a wall game (`bwall`), on the challenged player (`bof`) or on the
 * challenger (`bby`) of the hand's first challenge.
 */
const SIXTEEN = ['ron-bw', 'tsumo-jl-bo', 'draw-bwall', 'ron-cd-bof', 'tsumo-bw', 'ron-bd-pen',
  'ron-sp-bwall', 'tsumo-cn-bby', 'draw-bo', 'ron-jl-bw', 'ron-cd-bby', 'tsumo-sp-bw',
  'draw-cn-bof', 'ron-cd2-jl-bof', 'tsumo-pen-bwall', 'ron-cn-bof'];

/** Who sits in each chair and who bets in hand `n` (from 0) of a game of five. */
export function seating(n) {
  let chairs = [0, 1, 2, 3];
  let bettor = 4;
  for (let k = 0; k < n; k++) {
    const dealer = k % 4;
    const next = chairs[dealer];
    chairs = chairs.map((p, c) => (c === dealer ? bettor : p));
    bettor = next;
  }
  return { chairs, bettor };
}

/**
 * The hands of one game of five, varied by `shift`: each a hand of `american-hands.mjs` (its
 * seats are chairs 0–3) with `five`, the people's `chairs` and `bettor`, and the `bet` (a chair
 * or "wall").
 */
export function planGame(shift) {
  const plan = [];
  for (let k = 0; k < HANDS; k++) {
    const kind = SIXTEEN[(k + shift) % SIXTEEN.length];
    const hand = am.planHand(kind, k, shift);
    const marks = kind.split('-');
    const c = hand.challenges[0];
    const free = [0, 1, 2, 3].filter((s) => s !== hand.win && s !== hand.from);
    if (marks.includes('bw')) hand.bet = hand.win;
    else if (marks.includes('bd')) hand.bet = hand.from;
    else if (marks.includes('bof')) hand.bet = c.of;
    else if (marks.includes('bby')) hand.bet = c.by;
    else if (marks.includes('bwall')) hand.bet = 'wall';
    else hand.bet = free[(k + shift) % free.length];
    Object.assign(hand, { five: true }, seating(k));
    plan.push(hand);
  }
  return plan;
}

/** What one hand moves, by person 0–4 (by seat 0–3 for a hand at a table of four). */
export function handDeltas(hand) {
  if (!hand.five) return am.handDeltas(hand);
  const byChair = am.chairDeltas(hand);
  const out = [0, 0, 0, 0, 0];
  hand.chairs.forEach((person, chair) => { out[person] = byChair[chair]; });
  out[hand.bettor] = byChair[am.BETTOR];
  return out;
}

/** What the bet was, in a few words, for the day's counts and failure lines. */
export function betKind(hand) {
  if (hand.bet === 'wall') return hand.outcome === 'draw' ? 'wall bet won' : 'wall bet lost';
  if (hand.outcome !== 'draw' && hand.bet === hand.win) return 'bet on the winner';
  if (hand.challenges.some((c) => c.of === hand.bet || c.by === hand.bet)) return 'bet on a party of a challenge';
  return 'bet on another player';
}

/**
 * The sentences the sheet's note must hold for a hand of five, in order ("Ann wins 25 off Bea,
 * 50 from Bea, 25 from each other; Eve bet on Dot; Ann challenged Cal: dead", then "Dot
 * penalty 10"), `names` being the people's; a hand at a table of four as `american-hands.mjs`
 * writes it.
 */
export function noteParts(hand, names) {
  if (!hand.five) return am.noteParts(hand, names);
  const who = (chair) => names[hand.chairs[chair]];
  const v = am.paid(hand);
  const played = hand.outcome === 'tsumo' ? `${who(hand.win)} self-picks ${v}, ${2 * v} from each`
    : hand.outcome === 'ron' ? `${who(hand.win)} wins ${v} off ${who(hand.from)}, ${2 * v} from ${who(hand.from)}, ${v} from each other`
      : 'wall game';
  const bet = `${names[hand.bettor]} bet on ${hand.bet === 'wall' ? 'a wall game' : who(hand.bet)}`;
  const challenges = hand.challenges.map((c) => `${who(c.by)} challenged ${who(c.of)}: ${c.dead ? 'dead' : 'not dead'}`);
  const parts = [[played, bet, ...challenges].join('; ')];
  if (hand.penalty) parts.push(`${who(hand.penalty.seat)} penalty ${hand.penalty.points}`);
  return parts;
}

export const csvValue = am.csvValue;
export const penaltiesTaken = am.penaltiesTaken;
export const gameResult = am.gameResult;
