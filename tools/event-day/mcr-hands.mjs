// MCR for the event day: the winning hands a table plays, the seat winds of every hand, and a
// game's points and table points recomputed without the server, so that the day can compare
// what the pages show with what the hands entered must give (docs/rules.md §8).
//
// The hands come from tests/fixtures/mcr/agreement.jsonl: hands generated for the agreement
// check with the fan the reference calculator (PyMahjongGB) found for them. Only legal wins of
// 8 fan or more without their flowers are kept, grouped by the prevalent wind, the winner's seat
// wind and self-draw, since those change the fan: a hand is only played where the game's winds
// and the way it was won are the ones the reference scored it with.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURE = path.resolve(HERE, '../../tests/fixtures/mcr/agreement.jsonl');

/** Hands in an MCR game, the base of every payment, and the table points by place. */
export const HANDS = 16;
export const BASE = 8;
export const TABLE_POINTS = [4, 2, 1, 0];
const WINDS = ['E', 'S', 'W', 'N'];

/**
 * Each starting seat's wind in the first hand of each wind round: in the South round East and
 * South swap seats, as do West and North; the deal then passes every hand, so each player's wind
 * moves one back per hand (docs/rules.md §8, the seat changes of MCR championships).
 */
const ROUND_START = [
  ['E', 'S', 'W', 'N'],
  ['S', 'E', 'N', 'W'],
  ['N', 'W', 'E', 'S'],
  ['W', 'N', 'S', 'E'],
];

/** Every starting seat's wind in hand `index` (0–15). */
export function seatWinds(index) {
  const shift = index % 4;
  return ROUND_START[Math.floor(index / 4)].map((w) => WINDS[(WINDS.indexOf(w) + 4 - shift) % 4]);
}

/** The prevalent wind of hand `index`. */
export function roundWind(index) {
  return WINDS[Math.floor(index / 4)];
}

export const WIND_NAMES = { E: 'East', S: 'South', W: 'West', N: 'North' };

// ---------------------------------------------------------------- tiles

/** "123m55z" → ["1m","2m","3m","5z","5z"]. */
function tilesOf(text) {
  const out = [];
  let digits = '';
  for (const c of text) {
    if (/\d/.test(c)) digits += c;
    else {
      for (const d of digits) out.push(`${d === '0' ? '5' : d}${c}`);
      digits = '';
    }
  }
  return out;
}

/** ["1m","2m","5z"] → "12m5z", suits in mpsz order. */
function textOf(tiles) {
  let out = '';
  for (const suit of 'mpsz') {
    const digits = tiles.filter((t) => t[1] === suit).map((t) => t[0]).sort().join('');
    if (digits) out += digits + suit;
  }
  return out;
}

/**
 * One fixture line as the score sheet takes it: the concealed tiles (the hand less its melds'
 * tiles, winning tile included), the winning tile, the melds written `pon 999p, chi 123m`, the
 * flowers set aside and the situation boxes.
 */
function sheetHand(input, expected) {
  const rest = tilesOf(input.hand);
  for (const meld of input.melds || []) {
    for (const t of tilesOf(meld.tiles)) {
      const at = rest.indexOf(t);
      if (at < 0) throw new Error(`${input.id}: meld tile ${t} is not in the hand`);
      rest.splice(at, 1);
    }
  }
  const tsumo = !!input.tsumo;
  return {
    id: input.id,
    concealed: textOf(rest),
    winTile: input.win_tile,
    melds: (input.melds || []).map((m) => `${m.kind} ${m.tiles}`).join(', '),
    flowers: input.flowers || 0,
    tsumo,
    lastTile: !!input.last_tile,
    replacement: tsumo && !!input.kong,
    robbing: !tsumo && !!input.kong,
    fourthTile: !!input.fourth_tile,
    seatWind: input.seat_wind || 'E',
    roundWind: input.round_wind || 'E',
    fan: expected.fan,
    patterns: expected.patterns,
  };
}

/**
 * The fixture's legal wins of at least 8 fan without their flowers, grouped by
 * `${roundWind}${seatWind}${tsumo ? 'T' : 'R'}`.
 */
export function loadTemplates(file = FIXTURE) {
  const groups = new Map();
  let count = 0;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { input, expected } = JSON.parse(line);
    if (expected.error || expected.fan === null || expected.fan - (input.flowers || 0) < 8) continue;
    const hand = sheetHand(input, expected);
    const key = `${hand.roundWind}${hand.seatWind}${hand.tsumo ? 'T' : 'R'}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(hand);
    count++;
  }
  return { groups, count };
}

// ---------------------------------------------------------------- a game's plan

/**
 * The 16 hands of one game, varied by `shift` (a different mix at every table): mostly wins by
 * discard and self-draws, two draws, one false win and one penalty; each win is a fixture hand
 * scored by the reference with this hand's winds. Seats are starting seats (0–3).
 */
export function planGame(shift, templates, picks) {
  const kinds = ['ron', 'tsumo', 'ron', 'draw', 'ron', 'tsumo', 'ron-false', 'ron',
    'tsumo', 'ron', 'draw', 'tsumo-penalty', 'ron', 'tsumo', 'ron', 'tsumo'];
  const plan = [];
  for (let k = 0; k < HANDS; k++) {
    const kind = kinds[(k + shift) % kinds.length];
    const outcome = kind.split('-')[0];
    const hand = { index: k, outcome, falseWin: null, penalty: null };
    if (outcome !== 'draw') {
      hand.win = (k * 3 + shift) % 4;
      if (outcome === 'ron') hand.from = (hand.win + 1 + ((k + shift) % 3)) % 4;
      const key = `${roundWind(k)}${seatWinds(k)[hand.win]}${outcome === 'tsumo' ? 'T' : 'R'}`;
      const group = templates.groups.get(key);
      if (!group || !group.length) throw new Error(`no fixture hand won ${key}`);
      const n = picks.get(key) || 0;
      picks.set(key, n + 1);
      hand.tiles = group[(n * 7 + shift) % group.length];
    }
    const others = [0, 1, 2, 3].filter((s) => s !== hand.win && s !== hand.from);
    if (kind.endsWith('false')) {
      hand.falseWin = { seat: others[0], kind: shift % 2 ? 'not_winning' : 'under_minimum' };
    }
    if (kind.endsWith('penalty')) hand.penalty = { seat: others[others.length - 1], points: 5 + 5 * (shift % 3) };
    plan.push(hand);
  }
  return plan;
}

/** What one hand moves, by starting seat: false wins, the win, then the penalty. */
export function handDeltas(hand) {
  const d = [0, 0, 0, 0];
  if (hand.falseWin) {
    const each = hand.falseWin.kind === 'under_minimum' ? 10 : 20;
    for (let s = 0; s < 4; s++) if (s !== hand.falseWin.seat) { d[s] += each; d[hand.falseWin.seat] -= each; }
  }
  if (hand.outcome === 'tsumo') {
    for (let s = 0; s < 4; s++) if (s !== hand.win) { d[s] -= hand.tiles.fan + BASE; d[hand.win] += hand.tiles.fan + BASE; }
  } else if (hand.outcome === 'ron') {
    for (let s = 0; s < 4; s++) {
      if (s === hand.win) continue;
      const pays = s === hand.from ? hand.tiles.fan + BASE : BASE;
      d[s] -= pays;
      d[hand.win] += pays;
    }
  }
  if (hand.penalty) d[hand.penalty.seat] -= hand.penalty.points;
  return d;
}

/**
 * Places and table points from final points: equal points share the place and the table points
 * of the places they cover (three tied for second share 2 + 1 + 0), kept to the hundredth.
 */
export function tablePoints(points) {
  const place = points.map((p) => 1 + points.filter((q) => q > p).length);
  const score = points.map((p, s) => {
    const tied = points.filter((q) => q === p).length;
    const first = place[s] - 1;
    const sum = TABLE_POINTS.slice(first, first + tied).reduce((a, b) => a + b, 0);
    return Math.round((sum / tied) * 100) / 100;
  });
  return { place, score };
}
