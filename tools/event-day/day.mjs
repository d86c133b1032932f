#!/usr/bin/env node
// The event day played whole, as real people would, against a running tenbou binary in
// headless Chromium: an organizer on a laptop, two phones at every table (one records, the
// other confirms), a standings phone, an event-board phone and the big screen open all day.
// Every disagreement is printed as a FAIL line; the exit code is non-zero when there is one.
//
// Usage: node tools/event-day/day.mjs --bin target/debug/tenbou [--scenario A|B|C|D|E|F|G|H|I|all]
//        [--keep] [--shots DIR]

import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as mcr from './mcr-hands.mjs';
import * as zj from './zung-jung-hands.mjs';
import * as vn from './vietnamese-hands.mjs';
import * as am from './american-hands.mjs';
import * as five from './american-five-hands.mjs';
import * as cc from './chinese-classical-hands.mjs';

// ---------------------------------------------------------------- arguments and reporting

const args = parseArgs(process.argv.slice(2));
if (!args.bin) {
  console.error('usage: node day.mjs --bin PATH_TO_TENBOU [--scenario A|B|C|D|E|F|G|H|I|all] [--keep] [--shots DIR]');
  process.exit(2);
}
const BIN = path.resolve(args.bin);
const SCENARIOS = (args.scenario || 'all').toUpperCase();
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'event-day-'));
const SHOTS = args.shots ? path.resolve(args.shots) : path.join(WORK, 'screenshots');
fs.mkdirSync(SHOTS, { recursive: true });

const SLOW_MS = 5000; // a tap that takes longer than this is a stall for a person at a table
const WAIT_MS = 60000; // how long a step waits before it is declared hung
const PASSWORD = 'tiles-and-sticks-day';
const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const results = [];
function check(scenario, name, ok, details = '') {
  const line = `${ok ? 'PASS' : 'FAIL'} [${scenario}] ${name}${details ? ` — ${details}` : ''}`;
  results.push({ ok, line });
  console.log(line);
}
function info(text) {
  console.log(`     ${text}`);
}

function parseArgs(list) {
  const out = {};
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    if (a === '--keep') out.keep = true;
    else if (a.startsWith('--')) out[a.slice(2)] = list[++i];
  }
  return out;
}

/** A step that names itself in its error, with a screenshot of the page it failed on. */
async function step(what, page, fn) {
  try {
    return await fn();
  } catch (err) {
    let shot = '';
    if (page) {
      const file = path.join(SHOTS, `${Date.now()}-${what.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 10000 });
        shot = ` (screenshot ${file}; page ${page.url()})`;
      } catch {
        shot = ` (page ${safeUrl(page)})`;
      }
    }
    const e = new Error(`step "${what}" failed${shot}: ${err.message.split('\n')[0]}`);
    e.stepFailed = true;
    throw e;
  }
}
function safeUrl(page) {
  try { return page.url(); } catch { return '?'; }
}

// ---------------------------------------------------------------- the server

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function startServer(tag) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(WORK, `${tag.replace(/[^a-z0-9]+/gi, '-')}-`));
  const db = path.join(dir, 'event.db');
  const log = fs.openSync(path.join(dir, 'server.log'), 'w');
  const child = spawn(BIN, ['serve', '--bind', `127.0.0.1:${port}`, '--db', db], {
    cwd: dir, stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tenbou exited with ${child.exitCode}; see ${dir}/server.log`);
    try {
      await fetch(`${base}/`);
      break;
    } catch {
      if (Date.now() - start > 30000) throw new Error(`tenbou did not answer on ${base} within 30 s`);
      await sleep(100);
    }
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { base, child, dir };
}

// Servers still running, stopped if the script is interrupted.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(130);
  });
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

// ---------------------------------------------------------------- CSV and numbers

function parseCsv(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field.replace(/\r$/, '')); rows.push(row); row = []; field = ''; }
    else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  const [header, ...body] = rows;
  return body.filter((r) => r.length > 1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** "+12", "−29", "-3.5", "12" → a number; anything else → NaN. */
function num(text) {
  const t = String(text).replace(/[−–]/g, '-').replace(/[+±\s\u202f\u2009,]/g, '');
  return t === '' ? NaN : Number(t);
}

async function getText(url) {
  const started = Date.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(WAIT_MS) });
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return { body, ms: Date.now() - started };
}

// ---------------------------------------------------------------- the rules, recomputed

const RULES = {
  'msmc-2016': { seats: 4, start: 25000, ret: 30000, uma: [20, 10, -10, -20] },
  'sanma-msmc': { seats: 3, start: 35000, ret: 40000, uma: [15, 0, -15] },
};

/**
 * Final places and scores from final points, the club's way: ties by starting seat, the return
 * subtracted, the first adds the oka, divided by 1000 truncating toward zero, the uma added,
 * the first adjusted so the table sums to zero.
 */
function clubScores(points, rule) {
  const n = points.length;
  const oka = (rule.ret - rule.start) * n / 1000;
  const order = points.map((p, seat) => ({ p, seat })).sort((a, b) => b.p - a.p || a.seat - b.seat);
  const place = new Array(n), score = new Array(n);
  order.forEach(({ seat }, i) => { place[seat] = i + 1; });
  for (let seat = 0; seat < n; seat++) {
    const raw = Math.trunc((points[seat] - rule.ret) / 1000);
    score[seat] = raw + rule.uma[place[seat] - 1] + (place[seat] === 1 ? oka : 0);
  }
  const sum = score.reduce((a, b) => a + b, 0);
  score[order[0].seat] -= sum;
  return { place, score };
}

// ---------------------------------------------------------------- pages

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A phone context that counts pages put into the back/forward cache, to show it is on. */
async function phoneContext(browser, extra = {}) {
  const ctx = await browser.newContext({ ...PHONE, ...extra });
  await ctx.addInitScript(() => {
    window.addEventListener('pagehide', (e) => {
      if (e.persisted) sessionStorage.setItem('bfcached', String(Number(sessionStorage.getItem('bfcached') || 0) + 1));
    });
    window.addEventListener('pageshow', (e) => {
      if (e.persisted) sessionStorage.setItem('bfrestored', String(Number(sessionStorage.getItem('bfrestored') || 0) + 1));
    });
  });
  return ctx;
}

/**
 * Makes sure the hidden radio or checkbox `input` is ticked, tapping its chip as a thumb would.
 * A live update may replace the form between two taps; the tap is then simply made again, and
 * `lost` counts it (a person would see their taps vanish).
 */
async function tick(page, input, lost) {
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      const box = page.locator(`#hand-form input${input}`).first();
      if (await box.isChecked({ timeout: WAIT_MS })) return;
      const target = page.locator(`#hand-form input${input} + span`).first();
      await target.scrollIntoViewIfNeeded({ timeout: 5000 });
      await target.click({ timeout: 5000 });
      if (await box.isChecked({ timeout: 5000 })) return;
    } catch (err) {
      if (!/not attached|detached|Timeout/i.test(err.message)) throw err;
    }
    if (lost) lost.count++;
  }
  throw new Error(`could not tick ${input} after 6 taps`);
}

async function clickAndWait(page, target, expected) {
  await page.locator(target).first().click({ timeout: WAIT_MS });
  await page.locator(expected).first().waitFor({ timeout: WAIT_MS });
}

// ---------------------------------------------------------------- one event day

class Day {
  constructor(tag, ruleset, players, browser, server) {
    this.tag = tag;
    this.ruleset = ruleset;
    this.rule = RULES[ruleset];
    this.players = players;
    this.browser = browser;
    this.base = server.base;
    this.timings = []; // { what, ms }
    this.conflicts = []; // where "This sheet changed" was shown
    this.missingPreviews = [];
    this.previewErrors = [];
    this.lostTaps = [];
    this.rounds = []; // { number, source: 'page'|'bracket', stage }
    this.handsSaved = 0;
    this.handsConfirmed = 0;
    this.contexts = [];
  }

  async time(what, fn) {
    const started = Date.now();
    try {
      return await fn();
    } finally {
      this.timings.push({ what, ms: Date.now() - started });
    }
  }

  // ---- organizer

  async organizerSetsUp() {
    const ctx = await this.browser.newContext({ viewport: { width: 1280, height: 800 } });
    this.contexts.push(ctx);
    const page = await ctx.newPage();
    this.org = page;
    await step('first visit: organizer password', page, async () => {
      await page.goto(`${this.base}/login`);
      if (!new URL(page.url()).pathname.endsWith('/setup')) throw new Error(`a fresh app did not ask for the password (at ${page.url()})`);
      await page.fill('input[name=password]', PASSWORD);
      await page.fill('input[name=confirm]', PASSWORD);
      await clickAndWait(page, 'form button', 'a:has-text("New tournament")');
    });
    await step('create the tournament', page, async () => {
      await clickAndWait(page, 'a:has-text("New tournament")', 'input[name=venue]');
      await page.fill('input[name=name]', `Event day ${this.tag}`);
      await page.fill('input[name=venue]', 'Blue Room');
      await page.selectOption('select[name=ruleset]', this.ruleset);
      await clickAndWait(page, 'main form button', 'a:has-text("Import a CSV list")');
      this.id = new URL(page.url()).pathname.replace('/admin/t/', '');
      if (!/^\d+$/.test(this.id)) throw new Error(`no tournament id in ${page.url()}`);
    });
    await step('add the players', page, async () => {
      for (const name of this.players) {
        await page.fill('section#players input[name=name]', name);
        await page.locator('section#players button:has-text("Add player")').click();
        await page.locator(`section#players .player-rows a:text-is("${name}")`).waitFor({ timeout: WAIT_MS });
      }
    });
    await step('check everyone in', page, async () => {
      await clickAndWait(page, 'button:has-text("Check everyone in")', `h2:has-text("${this.players.length} checked in")`);
    });
    await step('tables record their own hands', page, async () => {
      await page.locator('input[name=hand_entry][value=table]').check();
      await clickAndWait(page, 'button:has-text("Save who records hands")', 'input[name=hand_entry][value=table][checked]');
    });
    this.organizerState = await ctx.storageState();
  }

  /**
   * Round `n` from the tournament page, seated `mode`; `tableRule`, when given, is the choice
   * the form offers for the players left over from the tables ("fifth-seats", …).
   */
  async organizerStartsRound(n, mode, tableRule) {
    const page = this.org;
    await step(`propose round ${n} (${mode}${tableRule ? `, ${tableRule}` : ''})`, page, async () => {
      await page.goto(`${this.base}/admin/t/${this.id}`);
      await page.selectOption('select[name=mode]', mode);
      if (tableRule) {
        const rule = page.locator(`input[name=table_rule][value=${tableRule}]`);
        if (!(await rule.count())) throw new Error(`the start form offers no table rule "${tableRule}"`);
        const words = (await page.locator(`label:has(input[name=table_rule][value=${tableRule}])`).innerText()).replace(/\s+/g, ' ').trim();
        info(`round ${n}: table rule "${words}"`);
        await rule.check();
      }
      await clickAndWait(page, `button:has-text("Propose round ${n}")`, 'button:has-text("Confirm this seating")');
      const proposal = await page.locator('main').innerText();
      const bound = proposal.match(/Fewest repeat meetings possible\s*(\d+)/);
      if (bound) info(`round ${n} proposal: fewest repeat meetings possible ${bound[1]}`);
      const fifths = await page.locator('.table-card p.fifth').allInnerTexts();
      if (fifths.length) info(`round ${n} proposal: ${fifths.map((f) => f.replace(/\s+/g, ' ').trim()).join('; ')}`);
      await page.locator('button:has-text("Confirm this seating")').click();
      await page.waitForURL((u) => !u.pathname.endsWith('/propose'), { timeout: WAIT_MS });
    });
    this.rounds.push({ number: n, source: 'page', stage: 'before the bracket' });
  }

  /** The table codes of round `n`, from its table cards: [{ table, code }]. */
  async tableCodes(n) {
    const page = this.org;
    return step(`table cards of round ${n}`, page, async () => {
      await page.goto(`${this.base}/admin/t/${this.id}/rounds/${n}/cards`);
      await page.locator('.table-card .card-code b.code').first().waitFor({ timeout: WAIT_MS });
      const cards = await page.locator('.table-card').evaluateAll((els) => els.map((e) => ({
        table: Number(e.getAttribute('data-table')),
        code: e.querySelector('.card-code b.code')?.textContent.trim(),
      })));
      if (!cards.length || cards.some((c) => !c.code)) throw new Error(`cards without codes: ${JSON.stringify(cards)}`);
      return cards;
    });
  }

  // ---- the watchers: standings phone, board phone, big screen

  async openWatchers() {
    const standingsCtx = await phoneContext(this.browser);
    const boardCtx = await phoneContext(this.browser, { storageState: this.organizerState });
    const screenCtx = await this.browser.newContext({ viewport: { width: 1280, height: 720 } });
    this.contexts.push(standingsCtx, boardCtx, screenCtx);
    this.watchers = {
      standings: { page: await standingsCtx.newPage(), url: `/t/${this.id}/standings`, live: 'main' },
      board: { page: await boardCtx.newPage(), url: `/admin/t/${this.id}/board`, live: '[data-live=board]' },
      screen: { page: await screenCtx.newPage(), url: `/t/${this.id}/screen`, live: '[data-live=screen]' },
    };
    for (const [name, w] of Object.entries(this.watchers)) {
      await step(`open the ${name} watcher`, w.page, async () => {
        await w.page.goto(`${this.base}${w.url}`);
        await w.page.locator(w.live).first().waitFor({ timeout: WAIT_MS });
        await w.page.evaluate(() => { window.__stayedOpen = true; });
      });
    }
  }

  /** Every watcher still holds its first page (no reload) and shows what a fresh load shows. */
  async watchersFollow(moment) {
    // The standings phone: its table rows equal a freshly loaded page's.
    const fresh = (html) => {
      const rows = [...html.matchAll(/<tr><td class="place">([\s\S]*?)<\/tr>/g)].map((m) => m[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
      const over = html.match(/champion: <strong>([^<]*)<\/strong>/);
      const finished = html.match(/(\d+) of (\d+) games finished/);
      return { rows, champion: over ? over[1] : '', finished: finished ? finished[0] : '' };
    };
    const w = this.watchers.standings;
    let want, seen;
    const deadline = Date.now() + 15000;
    for (;;) {
      want = fresh((await getText(`${this.base}${w.url}`)).body);
      seen = fresh(await w.page.content());
      if (JSON.stringify(want) === JSON.stringify(seen) || Date.now() > deadline) break;
      await sleep(300);
    }
    const stayed = await w.page.evaluate(() => window.__stayedOpen === true).catch(() => false);
    check(this.tag, `standings phone follows live (${moment})`, stayed && JSON.stringify(want) === JSON.stringify(seen),
      !stayed ? 'the page reloaded or was lost' : JSON.stringify(want) === JSON.stringify(seen) ? `${want.finished}` :
        `after 15 s the open page shows ${JSON.stringify(seen).slice(0, 400)} but a fresh load shows ${JSON.stringify(want).slice(0, 400)}`);

    // The board and the screen: the open page's live part and heading read the same as a fresh
    // load of the same address with the same cookies (clock digits aside).
    for (const name of ['board', 'screen']) {
      const v = this.watchers[name];
      const roundNo = this.rounds[this.rounds.length - 1].number;
      let open = {}, fresh = {};
      const until = Date.now() + 20000;
      for (;;) {
        const res = await v.page.context().request.get(`${this.base}${v.url}`, { timeout: WAIT_MS });
        const html = await res.text();
        fresh = await v.page.evaluate(([h, sel]) => {
          const doc = new DOMParser().parseFromString(h, 'text/html');
          const live = doc.querySelector(sel);
          const h1 = doc.querySelector('h1');
          const norm = (t) => (t || '').replace(/\d+:\d\d/g, '#:#').replace(/\d+ ?(min|s)\b/g, '# $1').replace(/\s+/g, ' ').trim();
          return { heading: norm(h1 && h1.textContent), live: norm(live && live.textContent) };
        }, [html, v.live]).catch(() => ({}));
        open = await v.page.evaluate(([sel]) => {
          const live = document.querySelector(sel);
          const h1 = document.querySelector('h1');
          const norm = (t) => (t || '').replace(/\d+:\d\d/g, '#:#').replace(/\d+ ?(min|s)\b/g, '# $1').replace(/\s+/g, ' ').trim();
          return { heading: norm(h1 && h1.textContent), live: norm(live && live.textContent) };
        }, [v.live]).catch(() => ({}));
        if ((open.heading === fresh.heading && open.live === fresh.live) || Date.now() > until) break;
        await sleep(500);
      }
      const stayedOpen = await v.page.evaluate(() => window.__stayedOpen === true).catch(() => false);
      const diffAt = (x = '', y = '') => { let i = 0; while (i < x.length && x[i] === y[i]) i++; return i; };
      const at = diffAt(open.live, fresh.live);
      check(this.tag, `${name} follows live without reload (${moment}, round ${roundNo})`,
        stayedOpen && open.heading === fresh.heading && open.live === fresh.live,
        !stayedOpen ? 'the page reloaded or was lost'
          : open.heading !== fresh.heading ? `after 20 s its heading says "${open.heading}" while a fresh load says "${fresh.heading}"`
            : open.live !== fresh.live ? `after 20 s its live part differs from a fresh load: open "…${(open.live || '').slice(Math.max(0, at - 40), at + 120)}…" vs fresh "…${(fresh.live || '').slice(Math.max(0, at - 40), at + 120)}…"` : '');
    }
  }

  /** Whether the phones' back/forward cache is really on: a page left and gone back to. */
  async probeBackForwardCache(code) {
    const ctx = await phoneContext(this.browser);
    const page = await ctx.newPage();
    try {
      await page.goto(`${this.base}/t/${this.id}/table/${code}`);
      await page.goto(`${this.base}/t/${this.id}/standings`);
      await page.goBack({ waitUntil: 'commit' });
      await sleep(500);
      const restored = await page.evaluate(() => Number(sessionStorage.getItem('bfrestored') || 0));
      const reasons = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0]?.notRestoredReasons || null));
      this.bfcacheOn = restored > 0;
      info(`back/forward cache: ${restored ? 'ON (a page came back from it)' : `a page did not come back from it (reasons: ${reasons.slice(0, 300)})`}`);
    } finally {
      await ctx.close();
    }
  }

  // ---- the tables

  /**
   * Two phones open the table's code and choose two different seats (`seatPick` says which,
   * by the number of people offered). The chooser's buttons ("Ann (East)", "Eve (fifth seat)")
   * are kept as `phones.people`.
   */
  async phonesJoin(code, table, round) {
    const phones = [];
    let people = [];
    for (const choice of [0, 1]) {
      const ctx = await phoneContext(this.browser);
      this.contexts.push(ctx);
      const page = await ctx.newPage();
      await step(`round ${round} table ${table}: phone ${choice + 1} opens code ${code}`, page, async () => {
        await page.goto(`${this.base}/t/${this.id}/table`);
        await page.fill('input[name=code]', code);
        await clickAndWait(page, 'button:has-text("Open my table")', 'h2:has-text("Who are you?")');
        const seats = page.locator('button.seat-choice');
        const count = await seats.count();
        const allowed = this.seatCounts || [this.rule.seats];
        if (!allowed.includes(count)) throw new Error(`${count} seats offered, expected ${allowed.join(' or ')}`);
        if (choice === 0) people = (await seats.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
        await seats.nth(this.seatPick(choice, count)).click();
        await this.provePlayer(page);
      });
      phones.push({ ctx, page });
    }
    phones.people = people;
    return phones;
  }

  /**
   * After a seat is tapped: types the seated player's PIN if the phone is asked for it (the
   * first time this phone sits as that player), then waits for the table's sheet.
   */
  async provePlayer(page) {
    const sheet = '#hand-form, [data-live=sheet]';
    await page.locator(`${sheet}, form.seat-pin`).first().waitFor({ timeout: WAIT_MS });
    if (await page.locator('form.seat-pin').count() === 0) return;
    const title = (await page.locator('form.seat-pin h2').innerText()).trim();
    const name = title.split(' (')[0];
    // A player added since the cards were read: read them again.
    if (!(await this.seatPins())[name]) this.pins = null;
    const pin = (await this.seatPins())[name];
    if (!pin) throw new Error(`no seat PIN for ${name} on the player cards`);
    await page.fill('form.seat-pin input[name=pin]', pin);
    await clickAndWait(page, 'form.seat-pin button', sheet);
  }

  /** Each player's seat PIN by name, from the organizer's player cards (read once). */
  async seatPins() {
    if (!this.pins) {
      const reply = await this.org.request.get(`${this.base}/admin/t/${this.id}/players/cards`);
      if (!reply.ok()) throw new Error(`player cards: HTTP ${reply.status()}`);
      const html = await reply.text();
      const unescape = (t) => t.replace(/&#(x?)([0-9a-f]+);/gi, (_, x, n) => String.fromCodePoint(parseInt(n, x ? 16 : 10)))
        .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      this.pins = {};
      for (const card of html.split('<section class="player-card">').slice(1)) {
        const name = card.match(/<h2>([^<]*)<\/h2>/);
        const pin = card.match(/<b class="seat-pin">(\d+)<\/b>/);
        if (name && pin) this.pins[unescape(name[1].trim())] = pin[1];
      }
    }
    return this.pins;
  }

  /** Which of `count` seats phone `choice` (0 or 1) takes: the first two. */
  seatPick(choice, _count) {
    return choice;
  }

  /** The hands of one game: roles are rotated by the table so that every table plays a mix. */
  script(shift) {
    const n = this.rule.seats;
    const s = (r) => (r + shift) % n;
    if (n === 4) {
      return [
        { outcome: 'ron', win: s(0), from: s(1), value: '3', fu: '30', riichi: [s(0)] },
        { outcome: 'draw', tenpai: [s(0), s(2)], riichi: [s(2)] },
        { outcome: 'tsumo', win: s(2), value: 'mangan' },
        { outcome: 'ron', win: s(2), from: s(1), value: 'y1', riichi: [s(3)], ends: true },
      ];
    }
    return [
      { outcome: 'ron', win: s(0), from: s(1), value: '3', fu: '30', riichi: [s(0)] },
      { outcome: 'draw', tenpai: [s(0), s(2)], riichi: [s(2)] },
      { outcome: 'tsumo', win: s(2), value: 'mangan' },
      { outcome: 'ron', win: s(0), from: s(1), value: 'y1', ends: true },
    ];
  }

  /** Phone 1 taps one hand, waits for the preview and saves it as hand `number`. */
  async enterHand(page, hand, number, where) {
    await step(`${where}: enter hand #${number}`, page, async () => {
      await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
      for (let attempt = 1; attempt <= 3; attempt++) {
        // Every tap, then a check that none was wiped by a live update of the form.
        const inputs = [`[name=outcome][value=${hand.outcome}]`, ...(hand.riichi || []).map((r) => `[name=riichi${r}]`)];
        if (hand.outcome === 'draw') inputs.push(...hand.tenpai.map((t) => `[name=tenpai${t}]`));
        if (hand.outcome === 'ron' || hand.outcome === 'tsumo') {
          inputs.push(`[name=win${hand.win}]`);
          if (hand.outcome === 'ron') inputs.push(`[name=discarder][value="${hand.from}"]`);
          inputs.push(`[name=value${hand.win}][value="${hand.value}"]`);
          if (hand.fu) inputs.push(`[name=fu${hand.win}][value="${hand.fu}"]`);
        }
        const lost = { count: 0 };
        for (let pass = 0; pass < 3; pass++) {
          for (const input of inputs) await tick(page, input, lost);
          const still = await Promise.all(inputs.map((i) => page.locator(`#hand-form input${i}`).first().isChecked().catch(() => false)));
          if (still.every(Boolean)) break;
          lost.count++;
        }
        if (lost.count) this.lostTaps.push(`${where} hand #${number}: ${lost.count} tap(s) wiped while typing (the form was replaced by a live update)`);
        const previewStart = Date.now();
        // The preview: live as the form changes, or the Preview button where the page offers it.
        const previewButton = page.locator('#hand-form button[value=preview]');
        if (await previewButton.isVisible().catch(() => false)) await previewButton.click();
        const preview = page.locator('.pay-bar .preview:has-text("This hand pays")');
        try {
          await preview.waitFor({ timeout: 15000 });
          this.timings.push({ what: `${where} preview #${number}`, ms: Date.now() - previewStart });
          const text = (await preview.innerText()).replace(/\s+/g, ' ');
          if (hand.ends && !text.includes('The game ends with this hand')) {
            this.previewErrors.push(`${where} hand #${number}: the preview of the last hand does not say the game ends: "${text}"`);
          }
        } catch {
          const bar = (await page.locator('.pay-bar').innerText().catch(() => '')).replace(/\s+/g, ' ');
          this.missingPreviews.push(`${where} hand #${number}: no preview within 15 s (bar: "${bar.slice(0, 200)}")`);
        }
        const error = await page.locator('.pay-bar .error').innerText().catch(() => '');
        if (/This sheet changed/.test(error)) {
          // A person would tap Save anyway and be shown the new state; so does the script.
          this.conflicts.push(`${where} hand #${number} (try ${attempt}): the preview said "${error.slice(0, 110)}" while the only other phone at the table was confirming hand #${number - 1}`);
        } else if (error) throw new Error(`the form refused the hand: ${error}`);
        const saved = page.locator(`p[role=status]:has-text("Hand #${number} saved")`);
        const changed = page.locator('text=This sheet changed while you were editing');
        await this.time(`${where} save #${number}`, async () => {
          await page.locator('.pay-bar button[value=save]').click({ timeout: WAIT_MS });
          await Promise.race([saved.waitFor({ timeout: WAIT_MS }), changed.first().waitFor({ timeout: WAIT_MS })]);
        });
        if (await saved.isVisible().catch(() => false)) {
          this.handsSaved++;
          return;
        }
        // Refused as a conflict: record it, then enter the hand again on the page shown, as asked.
        this.conflicts.push(`${where} hand #${number} (try ${attempt}): Save answered "This sheet changed while you were editing" while the only other phone at the table was confirming hand #${number - 1}`);
        await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
      }
      throw new Error(`hand #${number} refused as a conflict three times`);
    });
  }


  /** Phone 2 confirms hand `number` from its live page, without reloading. */
  async confirmHand(page, number, where) {
    await step(`${where}: confirm hand #${number}`, page, async () => {
      const button = page.locator(`button.confirm-hand:has-text("Confirm hand #${number}")`);
      const appear = Date.now();
      await button.waitFor({ timeout: WAIT_MS });
      this.timings.push({ what: `${where} confirm #${number} shown live`, ms: Date.now() - appear });
      await this.time(`${where} confirm #${number}`, async () => {
        await button.click();
        await page.locator(`p[role=status]:has-text("Hand #${number} confirmed")`).waitFor({ timeout: WAIT_MS });
      });
      this.handsConfirmed++;
    });
  }

  /** One table plays its whole game: phone 1 records, phone 2 confirms each hand. */
  async playTable(round, card, shift) {
    const where = `round ${round} table ${card.table}`;
    const [one, two] = await this.phonesJoin(card.code, card.table, round);
    const hands = this.script(shift);
    // Phone 1 types the next hand while phone 2 confirms the previous one, as at a real table.
    let confirming = Promise.resolve();
    for (let i = 0; i < hands.length; i++) {
      await this.enterHand(one.page, hands[i], i + 1, where);
      await confirming;
      confirming = this.confirmHand(two.page, i + 1, where);
    }
    await confirming;
    await step(`${where}: the game is over`, two.page, async () => {
      await two.page.locator('[data-live=sheet]').filter({ hasText: /final|Final/ }).first().waitFor({ timeout: WAIT_MS });
    });
    const bf = await one.page.evaluate(() => Number(sessionStorage.getItem('bfcached') || 0)).catch(() => 0);
    this.bfcached = (this.bfcached || 0) + bf;
    await one.ctx.close();
    await two.ctx.close();
  }

  async playRound(n) {
    const cards = await this.tableCodes(n);
    if (n === 1) await this.probeBackForwardCache(cards[0].code).catch((e) => info(`back/forward cache probe failed: ${e.message}`));
    const outcomes = await Promise.allSettled(cards.map((card, i) => this.playTable(n, card, n + i)));
    const failed = outcomes.filter((o) => o.status === 'rejected');
    check(this.tag, `round ${n}: every table recorded and confirmed its game from the phones`, failed.length === 0,
      failed.map((f) => f.reason.message).join(' | '));
    return failed.length === 0;
  }

  // ---- the bracket

  async bracketSetUp(plan) {
    const page = this.org;
    await step('set up the bracket', page, async () => {
      await page.goto(`${this.base}/admin/t/${this.id}/bracket`);
      await page.locator('button:has-text("Set up the bracket")').waitFor({ timeout: WAIT_MS });
      const form = page.locator('form:has(button:has-text("Set up the bracket"))');
      const offered = (await form.innerText()).replace(/\s+/g, ' ');
      info(`bracket form: ${offered.slice(0, 600)}`);
      if (await form.locator('input[name=qualifying_rounds]').count()) await form.locator('input[name=qualifying_rounds]').fill(String(plan.qualifying));
      if (await form.locator('select[name=cut]').count()) await form.locator('select[name=cut]').selectOption(String(plan.cut));
      if (await form.locator('input[name=semi_games]').count()) await form.locator('input[name=semi_games]').fill('1');
      if (await form.locator('input[name=final_games]').count()) await form.locator('input[name=final_games]').fill('1');
      // Counting the rounds already played, where the form offers it: the setup page's own
      // choice when it has one, else a box whose words say so.
      let counted = false;
      const countChoice = form.locator('input[name=earlier][value=count]');
      if (await countChoice.count()) {
        await countChoice.check();
        counted = true;
        info('bracket form: chose to count the rounds already played');
      } else {
        const boxes = await form.locator('label:has(input[type=checkbox]), label:has(input[type=radio])').all();
        for (const label of boxes) {
          const text = (await label.innerText()).toLowerCase();
          if (/count|already|played|rounds? 1/.test(text) && !/not count|discard|ignore|do not|outside/.test(text)) {
            await label.locator('input').check();
            counted = true;
            info(`bracket form: chose "${text.trim()}"`);
            break;
          }
        }
      }
      this.bracketCountsPlayed = counted;
      await form.locator('button:has-text("Set up the bracket")').click();
      await page.waitForLoadState('load');
      const error = await page.locator('p.error').first().innerText({ timeout: 2000 }).catch(() => '');
      if (error) throw new Error(`the bracket was refused: ${error}`);
      await page.locator('.box strong').first().waitFor({ timeout: WAIT_MS });
    });
    check(this.tag, 'the bracket form offers to count the rounds already played', this.bracketCountsPlayed,
      this.bracketCountsPlayed ? '' : 'rounds 1–2 were played before "Bracket and finals"; the form offers no way to count them and says nothing about them');
  }

  /** Plays the bracket to its end: seats each game, makes each cut, from the table phones. */
  async bracketPlays() {
    const page = this.org;
    for (let guard = 0; guard < 12; guard++) {
      const action = await step('read the bracket page', page, async () => {
        await page.goto(`${this.base}/admin/t/${this.id}/bracket`);
        await page.locator('h1:has-text("Bracket")').waitFor({ timeout: WAIT_MS });
        const buttons = await page.locator('form[action*="/bracket/"] button').allInnerTexts();
        return buttons.find((b) => /^(Seat|Make the cut|Replace)/.test(b.trim())) || '';
      });
      if (!action) return;
      info(`bracket: ${action.trim()}`);
      const before = await this.latestRound();
      await step(`bracket: ${action.trim()}`, page, async () => {
        await page.locator(`form[action*="/bracket/"] button:has-text("${action.trim()}")`).click();
        await page.waitForLoadState('load');
      });
      if (action.startsWith('Seat')) {
        const n = await this.latestRound();
        if (n === before) throw new Error(`"${action}" seated no new round`);
        const stage = action.replace(/^Seat /, '').replace(/ game.*$/, '');
        this.rounds.push({ number: n, source: 'bracket', stage });
        await this.playRound(n);
        await this.watchersFollow(`after bracket round ${n} (${stage})`);
      }
    }
    throw new Error('the bracket never finished after 12 steps');
  }

  async latestRound() {
    const rows = parseCsv((await getText(`${this.base}/t/${this.id}/export/seating.csv`)).body);
    return rows.reduce((m, r) => Math.max(m, Number(r.round)), 0);
  }

  // ---- the cross-checks

  async crossCheck() {
    const t = this.tag;
    const csv = async (name) => parseCsv((await getText(`${this.base}/t/${this.id}/export/${name}`)).body);
    const hands = await csv('hands.csv');
    const games = await csv('games.csv');
    const standings = await csv('standings.csv');
    const winds = ['e', 's', 'w', 'n'].slice(0, this.rule.seats);

    // Every game's final points and scores, recomputed from its hands.
    const byGame = new Map();
    for (const h of hands) {
      const key = `${h.round}/${h.table}`;
      if (!byGame.has(key)) byGame.set(key, new Array(this.rule.seats).fill(this.rule.start));
      const pts = byGame.get(key);
      winds.forEach((w, i) => { pts[i] += num(h[`delta_${w}`]); });
    }
    const seatIndex = { E: 0, S: 1, W: 2, N: 3 };
    const gameRows = new Map();
    for (const g of games) {
      const key = `${g.round}/${g.table}`;
      if (!gameRows.has(key)) gameRows.set(key, []);
      gameRows.get(key)[seatIndex[g.seat]] = g;
    }
    const wrong = [];
    const unfinished = [];
    for (const [key, rows] of gameRows) {
      if (rows.some((g) => g && g.score === '')) { unfinished.push(key); continue; }
      const pts = byGame.get(key);
      if (!pts) { wrong.push(`${key}: in games.csv but no hands in hands.csv`); continue; }
      const { place, score } = clubScores(pts, this.rule);
      rows.forEach((g, i) => {
        if (!g) return;
        if (num(g.points) !== pts[i]) wrong.push(`${key} ${g.player}: points ${g.points}, hands sum to ${pts[i]}`);
        if (num(g.place) !== place[i]) wrong.push(`${key} ${g.player}: place ${g.place}, recomputed ${place[i]}`);
        if (num(g.score) !== score[i]) wrong.push(`${key} ${g.player}: score ${g.score}, recomputed ${score[i]}`);
      });
    }
    check(t, 'every game seated was finished', unfinished.length === 0, unfinished.length ? `unfinished (round/table): ${unfinished.join(', ')}` : '');
    check(t, `games.csv: every final score equals a recomputation from hands.csv (${gameRows.size} games, ${hands.length} hands)`,
      wrong.length === 0 && gameRows.size > 0, wrong.slice(0, 12).join('; '));
    check(t, 'every hand saved from a phone is in hands.csv', hands.length === this.handsSaved,
      `${hands.length} rows, ${this.handsSaved} saved`);

    // Scores per player per stage, from games.csv.
    const stageOf = new Map(this.rounds.map((r) => [String(r.number), r]));
    const sum = (player, pred) => games.filter((g) => g.player === player && g.score !== '' && pred(stageOf.get(g.round))).reduce((a, g) => a + num(g.score), 0);
    const beforeBracket = (r) => r && r.source === 'page';
    const qualifyingInBracket = (r) => r && r.source === 'bracket' && /qualif/i.test(r.stage);

    // The standings page, each player page, standings.csv and the bracket page.
    const page = this.org;
    const view = await step('read the standings page', page, async () => {
      await page.goto(`${this.base}/t/${this.id}/standings`);
      return page.evaluate(() => ({
        champion: document.querySelector('p.over strong')?.textContent.trim() || '',
        sections: [...document.querySelectorAll('table.standings')].map((tbl) => {
          const heads = [...tbl.querySelectorAll('thead th')].map((th) => th.textContent.trim());
          return [...tbl.querySelectorAll('tbody tr')].map((tr) => {
            const cells = [...tr.querySelectorAll('td')];
            const link = tr.querySelector('a');
            return {
              place: cells[0].textContent.trim(), name: link.textContent.trim(), href: link.getAttribute('href'),
              games: cells[2].textContent.trim(),
              qualifying: heads.includes('Qualifying') ? tr.querySelector('td.qualifying').textContent.trim() : '',
              total: cells[cells.length - 1].textContent.trim(),
            };
          });
        }).flat(),
      }));
    });
    const lines = view.sections;
    check(t, 'standings page lists every player once', lines.length === this.players.length && new Set(lines.map((l) => l.name)).size === this.players.length,
      `${lines.length} lines for ${this.players.length} players`);

    // No lost round: rounds 1–2 still count.
    const lost = [];
    for (const l of lines) {
      const q = sum(l.name, beforeBracket) + sum(l.name, qualifyingInBracket);
      const shown = l.qualifying !== '' ? num(l.qualifying) : NaN;
      const row = standings.find((s) => s.name === l.name);
      const csvQual = row && row.qualifying_total !== undefined ? num(row.qualifying_total) : NaN;
      if (l.qualifying !== '' && shown !== q) lost.push(`${l.name}: page qualifying ${l.qualifying}, rounds before the bracket + bracket qualifying games sum to ${q}`);
      if (row && row.qualifying_total !== undefined && csvQual !== q) lost.push(`${l.name}: standings.csv qualifying_total ${row.qualifying_total}, expected ${q}`);
      if (l.qualifying === '' && (!row || row.qualifying_total === undefined)) {
        // Without a qualifying column, the game count must at least include rounds 1–2.
        const played = games.filter((g) => g.player === l.name).length;
        if (num(l.games) < played) lost.push(`${l.name}: ${l.games} games counted of ${played} played`);
      }
    }
    check(t, 'no lost round: the qualifying totals after the bracket include rounds 1–2', lost.length === 0, lost.slice(0, 12).join('; '));
    check(t, 'standings.csv has a qualifying total beside the final ranking', standings.length > 0 && 'qualifying_total' in standings[0],
      `columns: ${standings.length ? Object.keys(standings[0]).join(',') : 'none'}`);

    // standings page = standings.csv.
    const mism = [];
    for (const l of lines) {
      const row = standings.find((s) => s.name === l.name);
      if (!row) { mism.push(`${l.name} missing from standings.csv`); continue; }
      // The page's total is the one that places the player: the stage's once a bracket exists
      // (standings.csv's `stage_total`; its `total` is every game less every penalty).
      const placing = 'stage_total' in row ? row.stage_total : row.total;
      if (num(placing) !== num(l.total)) mism.push(`${l.name}: page total ${l.total}, csv ${placing}`);
      if (String(num(row.place)) !== l.place.replace(/[^\d]/g, '')) mism.push(`${l.name}: page place ${l.place}, csv ${row.place}`);
      if (num(row.games) !== num(l.games)) mism.push(`${l.name}: page games ${l.games}, csv ${row.games}`);
    }
    check(t, 'standings page and standings.csv agree on every place, total and game count', mism.length === 0, mism.slice(0, 12).join('; '));

    // The totals: the final stage's total for finalists, from games.csv.
    const lastStage = this.rounds.filter((r) => r.source === 'bracket').map((r) => r.stage).pop();
    const totalsWrong = [];
    for (const l of lines) {
      const row = standings.find((s) => s.name === l.name);
      const stage = row?.stage || '';
      let expected;
      if (/final/i.test(stage) && !/semi/i.test(stage)) expected = sum(l.name, (r) => r && r.source === 'bracket' && /^final/i.test(r.stage));
      else if (/semi/i.test(stage)) expected = sum(l.name, (r) => r && r.source === 'bracket' && /semi/i.test(r.stage));
      else expected = sum(l.name, beforeBracket) + sum(l.name, qualifyingInBracket);
      if (/semi/i.test(stage)) continue; // carried scores depend on the chosen carry; checked above via csv
      if (num(l.total) !== expected) totalsWrong.push(`${l.name} (${stage || 'no stage'}): total ${l.total}, games.csv gives ${expected}`);
    }
    check(t, `every total equals its stage's games in games.csv (last stage played: ${lastStage || 'none'})`, totalsWrong.length === 0, totalsWrong.slice(0, 12).join('; '));

    // Player pages.
    const pp = [];
    for (const l of lines) {
      const { body } = await getText(`${this.base}${l.href}`);
      const m = body.match(/<p class="big standing">([\s\S]*?)<\/p>/);
      const text = m ? m[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() : '';
      const place = (text.match(/[Pp]lace\s+(\d+)/) || [])[1];
      const total = (text.match(/total\s+([+\-−]?[\d.]+)/) || [])[1];
      if (!m) { pp.push(`${l.name}: no standing on the player page`); continue; }
      if (place !== l.place.replace(/[^\d]/g, '')) pp.push(`${l.name}: player page place ${place}, standings ${l.place}`);
      if (num(total) !== num(l.total)) pp.push(`${l.name}: player page total ${total}, standings ${l.total} ("${text}")`);
      const playerGames = [...body.matchAll(/<td class="num">(?:<b>)?([+\-−]?\d+(?:\.\d+)?)(?:<\/b>)?<\/td><\/tr>/g)].map((x) => num(x[1]));
      const fromCsv = games.filter((g) => g.player === l.name && g.score !== '').map((g) => num(g.score)).sort((a, b) => a - b);
      if (JSON.stringify([...playerGames].sort((a, b) => a - b)) !== JSON.stringify(fromCsv)) pp.push(`${l.name}: game scores on the page ${playerGames.join(',')}, games.csv ${fromCsv.join(',')}`);
    }
    check(t, 'every player page agrees with the standings and games.csv', pp.length === 0, pp.slice(0, 12).join('; '));

    // The champion.
    const bracketPage = (await getText(`${this.base}/t/${this.id}/bracket`)).body;
    const bracketChampion = (bracketPage.match(/Champion: <strong>([^<]*)<\/strong>/) || [])[1] || '';
    const csvFirst = standings.find((s) => num(s.place) === 1)?.name || '';
    const pageFirst = lines.find((l) => l.place.replace(/[^\d]/g, '') === '1')?.name || '';
    const champs = { 'standings page': view.champion, 'bracket page': bracketChampion, 'standings.csv place 1': csvFirst, 'standings page place 1': pageFirst };
    const finalists = games.filter((g) => /^final/i.test(stageOf.get(g.round)?.stage || '')).map((g) => g.player);
    const best = [...new Set(finalists)].map((p) => ({ p, s: sum(p, (r) => r && /^final/i.test(r.stage)) })).sort((a, b) => b.s - a.s);
    check(t, 'the champion is the same on every page and CSV', Object.values(champs).every((c) => c && c === bracketChampion),
      JSON.stringify(champs) + (best.length ? ` (finals totals: ${best.map((b) => `${b.p} ${b.s}`).join(', ')})` : ''));

    // The big screen names the champion and every place fits.
    const scr = this.watchers.screen.page;
    const screenText = await scr.locator('[data-live=screen]').evaluate((e) => e.textContent.replace(/\s+/g, ' ')).catch(() => '');
    check(t, 'the big screen names the champion', !!bracketChampion && /champion/i.test(screenText) && screenText.includes(bracketChampion),
      `champion ${bracketChampion || '(none)'}; screen: "${screenText.slice(0, 200)}"`);
  }

  // ---- the whole day

  report() {
    const t = this.tag;
    const slow = this.timings.filter((x) => x.ms > SLOW_MS);
    const saves = this.timings.filter((x) => / save #/.test(x.what)).map((x) => x.ms).sort((a, b) => a - b);
    const median = saves.length ? saves[Math.floor(saves.length / 2)] : 0;
    check(t, `no request hangs: every Preview, Save and confirmation under ${SLOW_MS / 1000} s (${this.timings.length} timed, median Save ${median} ms)`,
      slow.length === 0, slow.slice(0, 15).map((x) => `${x.what} ${(x.ms / 1000).toFixed(1)} s`).join('; '));
    check(t, `a preview appeared before every Save (${this.handsSaved} hands)`, this.missingPreviews.length === 0 && this.previewErrors.length === 0,
      [...this.missingPreviews, ...this.previewErrors].slice(0, 12).join('; '));
    check(t, 'no "This sheet changed while you were editing" that nobody caused', this.conflicts.length === 0, this.conflicts.slice(0, 12).join('; '));
    check(t, 'a form being typed in is never replaced under the thumb by a live update', this.lostTaps.length === 0, this.lostTaps.slice(0, 12).join('; '));
    info(`${t}: ${this.handsSaved} hands saved, ${this.handsConfirmed} confirmed, ${this.rounds.length} rounds; pages put in the back/forward cache by recording phones: ${this.bfcached || 0}`);
  }

  async close() {
    for (const c of this.contexts) await c.close().catch(() => {});
  }
}

// ---------------------------------------------------------------- days of planned hands

/** "Aiko (South) dealer" → { name: "Aiko", wind: "South", dealer: true }. */
function readLegend(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const dealer = /\bdealer$/.test(flat);
  const m = flat.match(/^(.*) \((East|South|West|North)\)/);
  return m ? { name: m[1], wind: m[2], dealer } : { name: flat.replace(/ dealer$/, ''), wind: '', dealer };
}

/**
 * A day whose every hand is planned in advance (by a style's own module beside this script) and
 * checked against the day's own arithmetic: two rounds seated by draw, no bracket, each hand
 * typed on a phone at the table and confirmed by another seat's phone; then hands.csv,
 * games.csv, the standings page, standings.csv and every player page are compared with the
 * totals the day computed. A style's day says how a hand is planned, typed and paid, how a
 * game's points become its score, and adds its own checks.
 */
class PlannedDay extends Day {
  constructor(tag, ruleset, players, browser, server) {
    super(tag, ruleset, players, browser, server);
    this.rule = { seats: 4 };
    this.games = []; // { round, table, names, plan, points, place, score }
    this.paysWrong = []; // the preview's payments are not the day's arithmetic
    this.seatsWrong = []; // a seat form does not name its player as it should
    this.endWrong = [];
    this.previews = []; // { where, number, hand, value, rows }: what each win's preview showed
    this.valueWrong = []; // the value the preview found is not the one wanted
  }

  // ---- what a style's day gives (the MCR and Zung Jung days below)

  /** The hands of one game; `hand.index` is its place in the game (0-based). */
  planGame(_shift) { throw new Error('a planned day plans its games'); }
  /** What one hand moves, by starting seat. */
  handDeltas(_hand) { throw new Error('a planned day pays its hands'); }
  /** Each seat's place and score from a game's final points. */
  gameResult(_points) { throw new Error('a planned day scores its games'); }
  /**
   * The fields a hand fills, in the order a thumb goes through them: `{ chip }` (a radio or box
   * tapped on its chip), `{ fold }` (a `details` opened), `{ text: [name, value] }`,
   * `{ box: [name, on] }`, `{ select: [name, value] }`.
   */
  handInputs(_hand) { throw new Error('a planned day types its hands'); }
  /** Checks the seat forms' legends before hand `number`; pushes to `seatsWrong`. */
  checkSeats(_legends, _hand, _number, _where, _names) {}
  /** Where the preview shows the value it found and its list, when the style shows them. */
  get previewDetail() { return null; }
  /** Whether the value the preview found is the one wanted; a sentence when it is not. */
  previewValueWrong(_shown, _hand) { return null; }
  /** After the preview of a hand agreed: screenshots and such. */
  async afterPreview(_page, _hand, _number, _where) {}
  /** Words for the checks: how hands were entered, and the name of a game's score. */
  get words() { return { entered: 'entered on a phone', score: 'score' }; }
  /** Whether the standings order equal totals by game points (else by the best game). */
  get byGamePoints() { return false; }

  // ---- one table

  /**
   * One table's game: one phone enters each hand, the other confirms it (phone 1 enters unless
   * `entererOf` says otherwise). At a table of five the people are the chooser's five, in the
   * order they sat for the first hand; at a table of four, the seat forms' names.
   */
  async playTable(round, card, shift) {
    const where = `round ${round} table ${card.table}`;
    const phones = await this.phonesJoin(card.code, card.table, round);
    const [one, two] = phones;
    const names = await step(`${where}: the seats' names`, one.page, async () => {
      if (phones.people.length === 5) return phones.people.map((p) => p.replace(/ \([^()]*\)$/, ''));
      const legends = await one.page.locator('#hand-form fieldset.seat-form > legend').allInnerTexts();
      return legends.map((l) => readLegend(l).name);
    });
    const plan = this.planGame(shift, names.length);
    const game = { round, table: card.table, names, plan, points: new Array(names.length).fill(0), chooser: phones.people };
    let confirming = Promise.resolve();
    let confirmer = null;
    for (let i = 0; i < plan.length; i++) {
      const [enter, confirm] = this.entererOf(i, plan.length, names.length) === 1 ? [two, one] : [one, two];
      // A phone confirming the hand before finishes that before it enters the next.
      if (enter === confirmer) await confirming;
      await this.enterPlannedHand(enter.page, plan[i], i + 1, plan.length, where, names);
      this.handDeltas(plan[i]).forEach((d, s) => { game.points[s] += d; });
      await confirming;
      confirming = this.confirmHand(confirm.page, i + 1, where);
      confirmer = confirm;
    }
    await confirming;
    this.games.push(game);
    await step(`${where}: the game is over`, two.page, async () => {
      await two.page.locator('[data-live=sheet]').filter({ hasText: /Game over/ }).first().waitFor({ timeout: WAIT_MS });
    });
    // What the confirming phone's sheet shows once the game is over: each hand's note and the
    // final rows, compared with the day's own in the cross-checks.
    game.sheet = await two.page.evaluate(() => {
      const table = document.querySelector('[data-live=sheet] table.sheet');
      const cells = (tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.replace(/\s+/g, ' ').trim());
      return {
        heads: [...table.querySelectorAll('thead .sheet-name')].map((e) => e.textContent.trim()),
        winds: [...table.querySelectorAll('tbody tr:not(.note)')].map((tr) => [...tr.querySelectorAll('.seat-wind')].map((e) => e.textContent.trim())),
        notes: [...table.querySelectorAll('tbody tr.note')].map((tr) => cells(tr)[0]),
        foot: Object.fromEntries([...table.querySelectorAll('tfoot tr')].map(cells).filter((c) => c.length >= 5).map((c) => [c[0], c.slice(1)])),
        // The table's width beside its frame's (a frame that scrolls sideways when it is wider).
        width: { table: table.scrollWidth, frame: table.parentElement.clientWidth, page: document.documentElement.scrollWidth },
      };
    }).catch((err) => ({ notes: [], foot: {}, error: err.message }));
    if (round === 1 && card.table === 1) {
      await two.page.screenshot({ path: path.join(SHOTS, `${this.shotPrefix}-sheet-over-360.png`), fullPage: true }).catch(() => {});
    }
    if (names.length === 5) {
      await two.page.screenshot({ path: path.join(SHOTS, `${this.shotPrefix}-five-sheet-over-round-${round}-360.png`), fullPage: true }).catch(() => {});
    }
    await one.ctx.close();
    await two.ctx.close();
  }

  /** Which phone enters hand `i` (from 0) of `hands`: 0, the first, at every table. */
  entererOf(_i, _hands, _people) {
    return 0;
  }

  /** Whether every field of the hand still holds what was typed (a live update may replace the form). */
  async handTyped(page, inputs) {
    for (const i of inputs) {
      if (i.chip && !(await page.locator(`#hand-form input${i.chip}`).first().isChecked().catch(() => false))) return false;
      if (i.text && (await page.locator(`#hand-form input[name=${i.text[0]}]`).inputValue().catch(() => null)) !== i.text[1]) return false;
      if (i.box && (await page.locator(`#hand-form input[name=${i.box[0]}]`).isChecked().catch(() => null)) !== i.box[1]) return false;
      if (i.select && (await page.locator(`#hand-form select[name=${i.select[0]}]`).inputValue().catch(() => null)) !== i.select[1]) return false;
    }
    return true;
  }

  /**
   * Types every field of a hand, then checks that none was wiped by a live update of the form; a
   * field that could not be reached (the form replaced meanwhile) is typed again on the next
   * pass. Returns how many taps or fields had to be made again.
   */
  async typeHand(page, inputs) {
    const lost = { count: 0 };
    const act = async (fn) => {
      try {
        await fn();
      } catch (err) {
        if (!/not attached|detached|Timeout/i.test(err.message)) throw err;
      }
    };
    for (let pass = 0; pass < 5; pass++) {
      for (const i of inputs) {
        if (i.chip) await tick(page, i.chip, lost);
        else if (i.fold) {
          const open = await page.locator(`#hand-form ${i.fold}`).evaluate((d) => d.open).catch(() => false);
          if (!open) await act(() => page.locator(`#hand-form ${i.fold} > summary`).click({ timeout: 15000 }));
        } else if (i.text) await act(() => page.locator(`#hand-form input[name=${i.text[0]}]`).fill(i.text[1], { timeout: 15000 }));
        else if (i.box) await act(() => page.locator(`#hand-form input[name=${i.box[0]}]`).setChecked(i.box[1], { timeout: 15000 }));
        else if (i.select) await act(() => page.locator(`#hand-form select[name=${i.select[0]}]`).selectOption(i.select[1], { timeout: 15000 }));
      }
      if (await this.handTyped(page, inputs)) return lost.count;
      lost.count++;
    }
    throw new Error('the hand could not be typed in five passes');
  }

  /**
   * Waits for the preview of the hand typed and compares it with the day's arithmetic: every
   * seat's payment, and the value found where the style shows one. Returns what it showed.
   */
  async previewAgrees(page, hand, number, handsInGame, where) {
    const previewStart = Date.now();
    const previewButton = page.locator('#hand-form button[value=preview]');
    if (await previewButton.isVisible().catch(() => false)) await previewButton.click();
    const want = this.handDeltas(hand);
    const detail = this.previewDetail;
    let shown = { deltas: [], value: null, rows: [], title: '', error: '' };
    const until = Date.now() + 15000;
    // A refusal counts once it has stood for a second with no preview under way: an answer to
    // a form still being typed (the value not yet given) is replaced by the next one.
    let refusedSince = 0;
    for (;;) {
      shown = await page.evaluate((d) => ({
        deltas: [...document.querySelectorAll('.pay-bar .preview ol.pays .delta')].map((e) => e.textContent.trim()),
        who: [...document.querySelectorAll('.pay-bar .preview ol.pays .who')].map((e) => e.textContent.trim()),
        value: d ? document.querySelector(d.value)?.textContent.trim() || null : null,
        rows: d ? [...document.querySelectorAll(d.rows)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())) : [],
        title: document.querySelector('.pay-bar .preview .pay-title')?.textContent.replace(/\s+/g, ' ').trim() || '',
        error: document.querySelector('.pay-bar .error')?.textContent.trim() || '',
        busy: !!document.querySelector('.pay-bar .pay-result.busy'),
      }), detail).catch(() => shown);
      refusedSince = shown.error && !shown.busy ? refusedSince || Date.now() : 0;
      const paysOk = shown.deltas.length === want.length && shown.deltas.every((d, s) => num(d) === want[s] || (want[s] === 0 && /^[±0]?$/.test(d)));
      const valueWrong = this.previewValueWrong(shown, hand);
      const refused = refusedSince && Date.now() - refusedSince > 1000;
      if ((paysOk && !valueWrong) || refused || Date.now() > until) {
        if (!shown.title) this.missingPreviews.push(`${where} hand #${number}: no preview within 15 s`);
        else {
          // Timed only when it agreed: a wrong preview is waited for to the end and reported as wrong.
          if (paysOk && !valueWrong) this.timings.push({ what: `${where} preview #${number}`, ms: Date.now() - previewStart });
          if (!paysOk) this.paysWrong.push(`${where} hand #${number} (${this.describe(hand)}): the preview pays ${shown.deltas.join(' ')}, the day computes ${want.join(' ')}`);
          if (valueWrong) this.valueWrong.push(`${where} hand #${number}: ${valueWrong}`);
        }
        break;
      }
      await sleep(250);
    }
    if (shown.error && !(shown.deltas.length === want.length)) throw new Error(`the form refused the hand (${this.describe(hand)}): ${shown.error}`);
    if (number === handsInGame && !/The game ends with this hand/.test(shown.title)) this.endWrong.push(`${where}: the preview of hand #${number} does not say the game ends ("${shown.title}")`);
    return shown;
  }

  /** A hand in a few words, for a failure line. */
  describe(hand) {
    return hand.outcome;
  }

  /** Phone 1 enters one planned hand, checks its preview against the day's arithmetic and saves it. */
  async enterPlannedHand(page, hand, number, handsInGame, where, names) {
    await step(`${where}: enter hand #${number}`, page, async () => {
      await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
      const legends = (await page.locator('#hand-form fieldset.seat-form > legend').allInnerTexts()).map(readLegend);
      this.checkSeats(legends, hand, number, where, names);
      const lost = await this.typeHand(page, this.handInputs(hand));
      if (lost) this.lostTaps.push(`${where} hand #${number}: ${lost} field(s) typed again: wiped by a live update or out of reach while typing`);
      const shown = await this.previewAgrees(page, hand, number, handsInGame, where);
      if (hand.outcome !== 'draw') this.previews.push({ where, number, hand, value: shown.value, rows: shown.rows });
      await this.afterPreview(page, hand, number, where);

      const saved = page.locator(`p[role=status]:has-text("Hand #${number} saved")`);
      const changed = page.locator('text=This sheet changed while you were editing');
      await this.time(`${where} save #${number}`, async () => {
        await page.locator('.pay-bar button[value=save]').click({ timeout: WAIT_MS });
        await Promise.race([saved.waitFor({ timeout: WAIT_MS }), changed.first().waitFor({ timeout: WAIT_MS })]);
      });
      if (!(await saved.isVisible().catch(() => false))) {
        this.conflicts.push(`${where} hand #${number}: Save answered "This sheet changed while you were editing"`);
        throw new Error(`hand #${number} was refused as a conflict`);
      }
      this.handsSaved++;
    });
  }

  // ---- the cross-checks

  /** Each player's total, game points, games and best game, from the day's own arithmetic. */
  expectedTotals() {
    const by = new Map(this.players.map((p) => [p, { name: p, total: 0, points: 0, games: 0, best: -Infinity, scores: [] }]));
    for (const g of this.games) {
      const { place, score } = this.gameResult(g.points);
      g.place = place;
      g.score = score;
      g.names.forEach((name, s) => {
        const t = by.get(name);
        if (!t) return;
        t.total = Math.round((t.total + score[s]) * 100) / 100;
        t.points += g.points[s];
        t.games++;
        t.best = Math.max(t.best, score[s]);
        t.scores.push(score[s]);
      });
    }
    const lines = [...by.values()];
    // The total, then game points (MCR) or the best game; equal on both share the place.
    const second = (l) => (this.byGamePoints ? l.points : l.best);
    lines.sort((a, b) => b.total - a.total || second(b) - second(a));
    lines.forEach((l) => { l.place = 1 + lines.filter((o) => o.total > l.total || (o.total === l.total && second(o) > second(l))).length; });
    return lines;
  }

  async crossCheck() {
    const t = this.tag;
    const csv = async (name) => parseCsv((await getText(`${this.base}/t/${this.id}/export/${name}`)).body);
    const hands = await csv('hands.csv');
    const games = await csv('games.csv');
    const standings = await csv('standings.csv');
    const expected = this.expectedTotals();
    const planned = this.games.reduce((n, g) => n + g.plan.length, 0);
    const score = this.words.score;

    check(t, `every hand was ${this.words.entered} and confirmed by another (${this.handsSaved} saved, ${this.handsConfirmed} confirmed, ${planned} played)`,
      this.handsSaved === planned && this.handsConfirmed === planned && this.games.length === this.gamesWanted, `${this.games.length} games`);
    this.styleChecks();
    check(t, 'every seat form names its player as the rules seat them', this.seatsWrong.length === 0, this.seatsWrong.slice(0, 12).join('; '));
    check(t, 'the preview of each game\'s last hand says the game ends', this.endWrong.length === 0, this.endWrong.join('; '));

    // hands.csv: every hand, each seat's change as the day computed it.
    const handsWrong = [];
    // The four seats' columns, then whatever a table of five adds (a fifth person's change,
    // empty or 0 at a table of four).
    const cols = hands.length ? Object.keys(hands[0]).filter((k) => /^delta/.test(k)) : [];
    for (const g of this.games) {
      const rows = hands.filter((h) => Number(h.round) === g.round && Number(h.table) === g.table);
      if (rows.length !== g.plan.length) handsWrong.push(`round ${g.round} table ${g.table}: ${rows.length} rows in hands.csv`);
      rows.forEach((r, i) => {
        const want = this.handDeltas(g.plan[i] || { outcome: 'draw' });
        const got = cols.map((c, k) => (k >= want.length && r[c] === '' ? 0 : num(r[c])));
        if (got.some((x, s) => x !== (want[s] ?? 0))) handsWrong.push(`round ${g.round} table ${g.table} hand ${i + 1}: hands.csv ${got.join(' ')}, computed ${want.join(' ')}`);
      });
    }
    check(t, `hands.csv holds every hand with the changes the day computed (${hands.length} rows; columns ${cols.join(', ')})`, handsWrong.length === 0 && hands.length === planned && cols.length >= 4, handsWrong.slice(0, 12).join('; '));

    // games.csv: final points, place and score of every seat.
    const gamesWrong = [];
    const seatOf = { E: 0, S: 1, W: 2, N: 3 };
    for (const g of this.games) {
      const rows = games.filter((r) => Number(r.round) === g.round && Number(r.table) === g.table);
      if (rows.length !== g.names.length) { gamesWrong.push(`round ${g.round} table ${g.table}: ${rows.length} rows`); continue; }
      for (const r of rows) {
        // A seat other than the four winds is the fifth person's (a table of five).
        const s = r.seat in seatOf ? seatOf[r.seat] : 4;
        if (s === 4 && g.names.length === 5) this.fifthSeatLabel = r.seat;
        if (r.player !== g.names[s]) gamesWrong.push(`round ${g.round} table ${g.table} seat ${r.seat}: ${r.player}, the phone showed ${g.names[s]}`);
        if (num(r.points) !== g.points[s]) gamesWrong.push(`${r.player} (round ${g.round}): points ${r.points}, computed ${g.points[s]}`);
        if (num(r.place) !== g.place[s]) gamesWrong.push(`${r.player} (round ${g.round}): place ${r.place}, computed ${g.place[s]}`);
        if (num(r.score) !== g.score[s]) gamesWrong.push(`${r.player} (round ${g.round}): ${score} ${r.score}, computed ${g.score[s]}`);
      }
    }
    check(t, `games.csv: every game's points, places and ${score} equal the day's own (${this.games.length} games)`, gamesWrong.length === 0, gamesWrong.slice(0, 12).join('; '));

    // The confirming phone's finished sheet: final points, places and scores as the day's own.
    const sheetWrong = [];
    for (const g of this.games) {
      const foot = g.sheet?.foot || {};
      const at = `round ${g.round} table ${g.table}`;
      for (const [row, want] of [['final points', g.points], ['place', g.place], ['score', g.score]]) {
        const shown = foot[row];
        if (!shown) sheetWrong.push(`${at}: no "${row}" row on the finished sheet${g.sheet?.error ? ` (${g.sheet.error})` : ''}`);
        else if (shown.length !== want.length || shown.some((x, s) => num(x) !== want[s])) sheetWrong.push(`${at}: ${row} ${shown.join(' ')}, computed ${want.join(' ')}`);
      }
      if (g.sheet && g.sheet.notes.length !== g.plan.length) sheetWrong.push(`${at}: ${g.sheet.notes.length} hands on the finished sheet, ${g.plan.length} played`);
    }
    check(t, `every table phone's finished sheet shows the day's final points, places and ${score} (${this.games.length} games)`, sheetWrong.length === 0 && this.games.length > 0, sheetWrong.slice(0, 12).join('; '));
    this.gamesChecks(games);

    // The standings page, ordered by the total then the style's tie break.
    const tieBreak = this.byGamePoints ? 'game points' : 'best game';
    const view = await step('read the standings page', this.org, async () => {
      await this.org.goto(`${this.base}/t/${this.id}/standings`);
      await this.org.setViewportSize({ width: 360, height: 740 });
      await this.org.screenshot({ path: path.join(SHOTS, `${this.shotPrefix}-standings-360.png`), fullPage: true }).catch(() => {});
      await this.org.setViewportSize({ width: 1280, height: 800 });
      return this.org.evaluate(() => {
        const tbl = document.querySelector('table.standings');
        const heads = [...tbl.querySelectorAll('thead th')].map((th) => th.textContent.trim());
        const col = (re) => heads.findIndex((h) => re.test(h));
        const gp = col(/game points/i);
        return {
          heads,
          lines: [...tbl.querySelectorAll('tbody tr')].map((tr) => {
            const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent.trim());
            const link = tr.querySelector('a');
            return { place: cells[0], name: link.textContent.trim(), href: link.getAttribute('href'), games: cells[2], points: gp >= 0 ? cells[gp] : null, total: cells[cells.length - 1] };
          }),
        };
      });
    });
    const pageWrong = [];
    view.lines.forEach((l, i) => {
      const e = expected.find((x) => x.name === l.name);
      if (!e) { pageWrong.push(`${l.name} is not a player of the day`); return; }
      if (num(l.total) !== e.total) pageWrong.push(`${l.name}: ${score} ${l.total}, computed ${e.total}`);
      if (num(l.place) !== e.place) pageWrong.push(`${l.name}: place ${l.place}, computed ${e.place}`);
      if (num(l.games) !== e.games) pageWrong.push(`${l.name}: ${l.games} games, played ${e.games}`);
      if (this.byGamePoints) {
        if (l.points === null) { if (i === 0) pageWrong.push(`the page shows no game points (columns: ${view.heads.join(', ')})`); }
        else if (num(l.points) !== e.points) pageWrong.push(`${l.name}: game points ${l.points}, computed ${e.points}`);
      }
    });
    const order = view.lines.map((l) => l.name).join(',');
    const wantOrder = expected.map((l) => l.name).join(',');
    const ties = expected.some((a, i) => expected.some((b, j) => i !== j && a.place === b.place));
    if (!ties && order !== wantOrder) pageWrong.push(`order ${order}; by ${score} then ${tieBreak} ${wantOrder}`);
    check(t, `the standings page, by ${score} then ${tieBreak}, equals the day's own (${view.lines.length} players)`, pageWrong.length === 0 && view.lines.length === this.players.length, pageWrong.slice(0, 12).join('; '));

    // standings.csv = the page = the day's own.
    const csvWrong = [];
    const gpColumn = standings.length ? Object.keys(standings[0]).find((k) => /game_points|points_total/.test(k)) : undefined;
    if (this.byGamePoints && !gpColumn) csvWrong.push(`standings.csv has no game points (columns: ${standings.length ? Object.keys(standings[0]).join(',') : 'none'})`);
    for (const e of expected) {
      const row = standings.find((r) => r.name === e.name);
      const line = view.lines.find((l) => l.name === e.name);
      if (!row) { csvWrong.push(`${e.name} missing`); continue; }
      if (num(row.total) !== e.total) csvWrong.push(`${e.name}: total ${row.total}, computed ${e.total}`);
      if (line && num(row.total) !== num(line.total)) csvWrong.push(`${e.name}: total ${row.total}, page ${line.total}`);
      if (num(row.place) !== e.place) csvWrong.push(`${e.name}: place ${row.place}, computed ${e.place}`);
      if (num(row.games) !== e.games) csvWrong.push(`${e.name}: games ${row.games}, played ${e.games}`);
      if (this.byGamePoints && gpColumn && num(row[gpColumn]) !== e.points) csvWrong.push(`${e.name}: ${gpColumn} ${row[gpColumn]}, computed ${e.points}`);
    }
    check(t, `standings.csv agrees with the page and the day on every place, ${score}${this.byGamePoints ? ', game points' : ''} and game count`, csvWrong.length === 0, csvWrong.slice(0, 12).join('; '));

    // Each player's page: the standing, and (where the style shows them) the game points or
    // every game's score.
    const pp = [];
    for (const l of view.lines) {
      const e = expected.find((x) => x.name === l.name);
      if (!e) continue;
      const { body } = await getText(`${this.base}${l.href}`);
      const m = body.match(/<p class="big standing">([\s\S]*?)<\/p>/);
      if (!m) { pp.push(`${l.name}: no standing on the player page`); continue; }
      const text = m[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
      const place = (text.match(/[Pp]lace\s+(\d+)/) || [])[1];
      const total = (text.match(/total\s+([+\-−]?[\d.]+)/) || [])[1];
      if (num(place) !== e.place) pp.push(`${l.name}: player page place ${place}, computed ${e.place}`);
      if (num(total) !== e.total) pp.push(`${l.name}: player page total ${total}, computed ${e.total}`);
      if (this.byGamePoints) {
        const points = (body.match(/game points\s*(?:<[^>]+>\s*)*([+\-−]?\d+)/i) || [])[1];
        if (points === undefined) pp.push(`${l.name}: the player page shows no game points`);
        else if (num(points) !== e.points) pp.push(`${l.name}: player page game points ${points}, computed ${e.points}`);
      } else {
        const shown = [...body.matchAll(/<td class="num">(?:<b>)?([+\-−]?\d+(?:\.\d+)?)(?:<\/b>)?<\/td><\/tr>/g)].map((x) => num(x[1])).sort((a, b) => a - b);
        const want = [...e.scores].sort((a, b) => a - b);
        if (JSON.stringify(shown) !== JSON.stringify(want)) pp.push(`${l.name}: game scores on the page ${shown.join(',')}, computed ${want.join(',')}`);
      }
    }
    check(t, `every player page agrees on place, ${score} and ${this.byGamePoints ? 'game points' : 'every game\'s score'}`, pp.length === 0, pp.slice(0, 12).join('; '));

    await this.lastChecks();
    const bracket = await getText(`${this.base}/t/${this.id}/bracket`).then((r) => r.body).catch(() => '');
    info(`bracket page: ${/Champion|Cut/.test(bracket) ? 'set' : 'not set by this event (nothing to check)'}`);
  }

  /** The style's own checks of the hands played, before the CSV files are read. */
  styleChecks() {
    check(this.tag, 'the preview pays what the rules give for every hand', this.paysWrong.length === 0, this.paysWrong.slice(0, 12).join('; '));
  }
  /** The style's own checks of games.csv. */
  gamesChecks(_games) {}
  /** The style's own checks once the standings are checked. */
  async lastChecks() {}
}

// ---------------------------------------------------------------- the MCR day

/**
 * An MCR event day: 16 players, two rounds seated by draw, every hand of every game entered from
 * its tiles on a phone at the table and confirmed by another seat's phone; then the standings,
 * CSV files, player pages and the calculator are checked against the day's own arithmetic.
 */
class McrDay extends PlannedDay {
  constructor(tag, players, browser, server) {
    super(tag, 'mcr', players, browser, server);
    this.templates = mcr.loadTemplates();
    this.picks = new Map();
    this.shotPrefix = 'mcr';
    this.gamesWanted = 8;
  }

  planGame(shift) { return mcr.planGame(shift, this.templates, this.picks); }
  handDeltas(hand) { return mcr.handDeltas(hand); }
  gameResult(points) { return mcr.tablePoints(points); }
  get words() { return { entered: 'entered from the tiles on a phone', score: 'table points' }; }
  get byGamePoints() { return true; }
  get previewDetail() {
    return { value: '.preview-details .mcr-result p.score-value', rows: '.preview-details table.mcr-fans tr' };
  }
  describe(hand) { return `${hand.outcome}${hand.tiles ? ` ${hand.tiles.id}` : ''}`; }
  previewValueWrong(shown, hand) {
    if (!hand.tiles || shown.value === `${hand.tiles.fan} fan`) return null;
    return `(${hand.tiles.id}) the preview says ${shown.value}, the reference ${hand.tiles.fan} fan`;
  }

  /** The form names every seat with the wind of the seat change. */
  checkSeats(legends, hand, number, where, names) {
    const winds = mcr.seatWinds(hand.index);
    legends.forEach((l, s) => {
      const want = mcr.WIND_NAMES[winds[s]];
      if (l.wind !== want || l.name !== names[s]) this.seatsWrong.push(`${where} hand #${number}: seat ${s + 1} reads "${l.name} (${l.wind})", expected "${names[s]} (${want})"`);
    });
  }

  handInputs(hand) {
    const inputs = [{ chip: `[name=outcome][value=${hand.outcome}]` }];
    const later = [];
    if (hand.outcome !== 'draw') {
      const w = hand.win;
      const t = hand.tiles;
      inputs.push({ chip: `[name=win${w}]` });
      if (hand.outcome === 'ron') inputs.push({ chip: `[name=discarder][value="${hand.from}"]` });
      inputs.push({ fold: `fieldset[data-seat='${w}'] details.tiles-entry` });
      later.push({ text: [`hand${w}`, t.concealed] }, { text: [`win_tile${w}`, t.winTile] }, { text: [`melds${w}`, t.melds] },
        { text: [`flowers${w}`, t.flowers ? String(t.flowers) : ''] });
      later.push({ box: [`last_tile${w}`, t.lastTile] }, { box: [`rinshan${w}`, t.replacement] }, { box: [`chankan${w}`, t.robbing] },
        { box: [`fourth_tile${w}`, t.fourthTile] });
    }
    if (hand.falseWin) {
      inputs.push({ fold: `fieldset[data-seat='${hand.falseWin.seat}'] details.seat-more` });
      later.push({ select: [`false_win${hand.falseWin.seat}`, hand.falseWin.kind] });
    }
    if (hand.penalty) {
      inputs.push({ fold: `fieldset[data-seat='${hand.penalty.seat}'] details.seat-more` });
      later.splice(4, 0, { text: [`penalty${hand.penalty.seat}`, String(hand.penalty.points)] });
    }
    return [...inputs, ...later];
  }

  async afterPreview(page, hand, number, where) {
    if (where === 'round 1 table 1' && hand.tiles && number <= 3) {
      // What the recording phone shows: the winner's tiles typed, then the fan found.
      const shot = (name) => page.screenshot({ path: path.join(SHOTS, name) }).catch(() => {});
      await page.locator(`#hand-form fieldset[data-seat='${hand.win}'] details.tiles-entry`).scrollIntoViewIfNeeded().catch(() => {});
      await shot(`mcr-phone-hand-${number}-tiles-360.png`);
      await page.locator('.preview-details').scrollIntoViewIfNeeded().catch(() => {});
      await shot(`mcr-phone-hand-${number}-preview-360.png`);
    }
  }

  styleChecks() {
    const t = this.tag;
    check(t, `the sheet's preview finds the reference's fan for every hand from the tiles (${this.previews.length} wins)`, this.valueWrong.length === 0, this.valueWrong.slice(0, 12).join('; '));
    check(t, 'the preview pays what the rules give (ron, self-draw, draw, false win, penalty) for every hand', this.paysWrong.length === 0, this.paysWrong.slice(0, 12).join('; '));
  }

  async lastChecks() {
    await this.calculatorAgrees();
  }

  /** The calculator, MCR rules chosen on a phone, scores a sample of the day's hands as the sheet's preview did. */
  async calculatorAgrees() {
    const t = this.tag;
    const ctx = await phoneContext(this.browser);
    this.contexts.push(ctx);
    const page = await ctx.newPage();
    // One hand of each game, the most varied the game had (most fan kinds).
    const sample = [];
    for (const g of this.games) {
      const where = `round ${g.round} table ${g.table}`;
      const mine = this.previews.filter((p) => p.where === where).sort((a, b) => b.rows.length - a.rows.length);
      if (mine[0]) sample.push(mine[0]);
      if (mine.find((p) => p.hand.tiles.melds)) sample.push(mine.find((p) => p.hand.tiles.melds && p !== mine[0]) || mine[0]);
    }
    const wrong = [];
    for (const p of sample) {
      const h = p.hand.tiles;
      const got = await step(`calculator: ${h.id}`, page, async () => {
        await page.goto(`${this.base}/calculator`);
        if ((await page.locator('#calc-ruleset').inputValue()) !== 'mcr') {
          // The page reloads with the rules chosen: by itself where scripts run, else by the button.
          await page.selectOption('#calc-ruleset', 'mcr');
          const use = page.locator('button[name=change_rules]');
          if (await use.isVisible().catch(() => false)) await use.click().catch(() => {});
          await page.waitForURL(/ruleset=mcr/, { timeout: WAIT_MS });
          await page.waitForLoadState('load');
          if ((await page.locator('#calc-ruleset').inputValue()) !== 'mcr') throw new Error('the calculator did not change to MCR');
        }
        const typed = page.locator('details#typed');
        if (!(await typed.evaluate((d) => d.open))) await page.locator('details#typed > summary').click();
        await page.fill('#calc-form input[name=hand]', h.concealed);
        await page.fill('#calc-form input[name=win_tile]', h.winTile);
        await page.fill('#calc-form input[name=melds]', h.melds);
        for (let f = 0; f < h.flowers; f++) await page.locator('#calc-form fieldset.bonus-chips label.bonus-chip').nth(f).click();
        await page.locator(`#calc-form input[name=win][value=${h.tsumo ? 'tsumo' : 'ron'}] + span`).click();
        for (const [name, on] of [['last_tile', h.lastTile], ['rinshan', h.replacement], ['chankan', h.robbing], ['fourth_tile', h.fourthTile]]) {
          await page.locator(`#calc-form input[name=${name}]`).setChecked(on);
        }
        await page.selectOption('#calc-form select[name=seat_wind]', mcr.seatWinds(p.hand.index)[p.hand.win]);
        await page.selectOption('#calc-form select[name=round_wind]', mcr.roundWind(p.hand.index));
        await page.locator('#calc-form button:has-text("Score this hand")').click();
        await page.waitForLoadState('load');
        const refusal = await page.locator('p.refusal').innerText({ timeout: 1000 }).catch(() => '');
        if (refusal) return { fan: `refused: ${refusal}`, rows: [] };
        await page.locator('.mcr-result p.score-value').waitFor({ timeout: WAIT_MS });
        return page.evaluate(() => ({
          fan: document.querySelector('.mcr-result p.score-value').textContent.trim(),
          rows: [...document.querySelectorAll('.mcr-result table.mcr-fans tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())),
        }));
      });
      if (got.fan !== p.value || JSON.stringify(got.rows) !== JSON.stringify(p.rows)) {
        wrong.push(`${p.where} hand #${p.number} (${h.id}): calculator ${got.fan} [${got.rows.map((r) => r.join(' ')).join('; ')}], sheet ${p.value} [${p.rows.map((r) => r.join(' ')).join('; ')}]`);
      }
    }
    await page.screenshot({ path: path.join(SHOTS, 'mcr-calculator-360.png'), fullPage: true }).catch(() => {});
    check(t, `the calculator (MCR rules) gives the sheet's fan total and fan list (${sample.length} hands sampled)`, wrong.length === 0 && sample.length > 0, wrong.slice(0, 6).join('; '));
  }
}

// ---------------------------------------------------------------- the Zung Jung days

/**
 * A Zung Jung (or World Series) event day: two rounds seated by draw, every hand typed as points
 * on a phone at the table — wins by discard at or under the par and above it, self-draws, the
 * chicken hand where the preset allows it, the limits, draws, a dead hand and a penalty — and
 * confirmed by another seat's phone; every preview, CSV file and page checked against the
 * payoff of docs/rules.md §9 as this script computes it.
 */
class ZungJungDay extends PlannedDay {
  constructor(tag, preset, players, browser, server) {
    super(tag, preset, players, browser, server);
    this.preset = preset;
    this.shotPrefix = preset;
    this.gamesWanted = 2 * (players.length / 4);
    this.dealerWrong = [];
    this.kinds = { chip: 0, more: 0, typed: 0, over: 0, dead: 0, penalty: 0, draw: 0, tsumo: 0 };
  }

  planGame(shift) {
    const plan = zj.planGame(this.preset, shift);
    for (const h of plan) {
      if (h.outcome === 'draw') this.kinds.draw++;
      else {
        this.kinds[zj.valueEntry(h.value)]++;
        if (h.outcome === 'tsumo') this.kinds.tsumo++;
        if (h.outcome === 'ron' && h.value > zj.PAR) this.kinds.over++;
      }
      if (h.dead !== null) this.kinds.dead++;
      if (h.penalty) this.kinds.penalty++;
    }
    return plan;
  }
  handDeltas(hand) { return zj.handDeltas(hand); }
  gameResult(points) { return zj.gameResult(points); }
  get words() { return { entered: 'typed as points on a phone', score: 'points' }; }
  describe(hand) {
    return hand.outcome === 'draw' ? 'draw' : `${hand.outcome} ${hand.value}${hand.dead !== null ? ', a dead hand' : ''}${hand.penalty ? `, penalty ${hand.penalty.points}` : ''}`;
  }

  /** The players keep their seats and the deal passes every hand: hand n is dealt by seat n − 1 mod 4. */
  checkSeats(legends, hand, number, where, names) {
    legends.forEach((l, s) => {
      if (l.name !== names[s]) this.seatsWrong.push(`${where} hand #${number}: seat ${s + 1} reads "${l.name}", expected "${names[s]}"`);
      if (l.dealer !== (s === hand.index % 4)) this.dealerWrong.push(`${where} hand #${number}: seat ${s + 1} (${l.name}) ${l.dealer ? 'is' : 'is not'} marked dealer; seat ${(hand.index % 4) + 1} deals`);
    });
  }

  handInputs(hand) {
    const inputs = [{ chip: `[name=outcome][value=${hand.outcome}]` }];
    if (hand.outcome !== 'draw') {
      const w = hand.win;
      inputs.push({ chip: `[name=win${w}]` });
      if (hand.outcome === 'ron') inputs.push({ chip: `[name=discarder][value="${hand.from}"]` });
      const entry = zj.valueEntry(hand.value);
      if (entry === 'typed') inputs.push({ text: [`points${w}`, String(hand.value)] });
      else {
        if (entry === 'more') inputs.push({ fold: `fieldset[data-seat='${w}'] details.more-values` });
        inputs.push({ chip: `[name=value${w}][value="${hand.value}"]` });
      }
    }
    if (hand.dead !== null) {
      inputs.push({ fold: `fieldset[data-seat='${hand.dead}'] details.seat-more` });
      inputs.push({ chip: `[name=dead${hand.dead}]` });
    }
    if (hand.penalty) {
      inputs.push({ fold: `fieldset[data-seat='${hand.penalty.seat}'] details.seat-more` });
      inputs.push({ text: [`penalty${hand.penalty.seat}`, String(hand.penalty.points)] });
    }
    return inputs;
  }

  async afterPreview(page, hand, number, where) {
    if (where !== 'round 1 table 1') return;
    // What the recording phone shows: a hand above the par won on a discard, a dead hand, a
    // penalty, a typed value, each with its preview.
    const worth = (hand.outcome === 'ron' && hand.value > zj.PAR) || hand.dead !== null || hand.penalty || zj.valueEntry(hand.value) === 'typed';
    if (!worth || this.shotsTaken >= 5) return;
    this.shotsTaken = (this.shotsTaken || 0) + 1;
    const seat = hand.penalty ? hand.penalty.seat : hand.dead !== null ? hand.dead : hand.win;
    await page.locator(`#hand-form fieldset[data-seat='${seat}']`).scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `${this.shotPrefix}-phone-hand-${number}-form-360.png`) }).catch(() => {});
    await page.locator('.pay-bar').scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `${this.shotPrefix}-phone-hand-${number}-preview-360.png`) }).catch(() => {});
  }

  styleChecks() {
    const t = this.tag;
    const k = this.kinds;
    check(t, `the preview pays the §9 payoff for every hand (${k.chip} values on a chip, ${k.more} under "more values", ${k.typed} typed; ${k.tsumo} self-drawn, ${k.over} discards above 25, ${k.draw} draws, ${k.dead} dead hands, ${k.penalty} penalties)`,
      this.paysWrong.length === 0, this.paysWrong.slice(0, 12).join('; '));
    check(t, 'the deal passes every hand, whatever happened (the dealer badge moves one seat on)', this.dealerWrong.length === 0, this.dealerWrong.slice(0, 12).join('; '));
  }

  /**
   * Once a day, on the first dead hand of round 1 table 1, the thumb first marks the winner's
   * own hand dead: the sheet must refuse it with a reason and keep what was typed; the winner's
   * mark is then taken off and the hand entered as planned.
   */
  async enterPlannedHand(page, hand, number, handsInGame, where, names) {
    if (where === 'round 1 table 1' && hand.dead !== null && !this.deadWinProbed) {
      this.deadWinProbed = true;
      await step(`${where}: hand #${number} with the winner's hand marked dead`, page, async () => {
        await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
        const wrong = [...this.handInputs(hand),
          { fold: `fieldset[data-seat='${hand.win}'] details.seat-more` }, { chip: `[name=dead${hand.win}]` }];
        await this.typeHand(page, wrong);
        const previewButton = page.locator('#hand-form button[value=preview]');
        if (await previewButton.isVisible().catch(() => false)) await previewButton.click();
        const error = page.locator('.pay-bar .error');
        const reason = await error.waitFor({ timeout: 15000 }).then(() => error.innerText()).catch(() => '');
        await page.screenshot({ path: path.join(SHOTS, `${this.shotPrefix}-phone-dead-winner-refused-360.png`) }).catch(() => {});
        const kept = await this.handTyped(page, wrong);
        this.deadWin = { reason: reason.replace(/\s+/g, ' ').trim(), kept, winner: names[hand.win] };
        // The thumb takes the mark off the winner again.
        const box = page.locator(`#hand-form input[name=dead${hand.win}]`);
        for (let i = 0; i < 6 && (await box.isChecked().catch(() => false)); i++) {
          await page.locator(`#hand-form input[name=dead${hand.win}] + span`).click({ timeout: 5000 }).catch(() => {});
        }
      });
    }
    await super.enterPlannedHand(page, hand, number, handsInGame, where, names);
  }

  /** A game's points sum to minus its penalties, in games.csv as in the day's own sums. */
  gamesChecks(games) {
    const wrong = [];
    for (const g of this.games) {
      const taken = zj.penaltiesTaken(g.plan);
      const rows = games.filter((r) => Number(r.round) === g.round && Number(r.table) === g.table);
      const sum = rows.reduce((a, r) => a + num(r.points), 0);
      const own = g.points.reduce((a, b) => a + b, 0);
      if (sum !== -taken || own !== -taken) wrong.push(`round ${g.round} table ${g.table}: games.csv sums to ${sum}, the day's points to ${own}, penalties took ${taken}`);
    }
    check(this.tag, `every game's points sum to minus its penalties (${this.games.length} games)`, wrong.length === 0 && this.games.length > 0, wrong.join('; '));

    // The finished sheet names every dead hand and every penalty in its hand's note, and no other.
    const notesWrong = [];
    for (const g of this.games) {
      const notes = g.sheet?.notes || [];
      g.plan.forEach((h, i) => {
        const note = notes[i] || '';
        const at = `round ${g.round} table ${g.table} hand #${i + 1}`;
        const dead = h.dead !== null ? `dead hand: ${g.names[h.dead]}` : null;
        if (dead && !note.includes(dead)) notesWrong.push(`${at}: the note "${note}" does not say "${dead}"`);
        if (!dead && /dead hand/.test(note)) notesWrong.push(`${at}: the note "${note}" names a dead hand nobody had`);
        const penalty = h.penalty ? `${g.names[h.penalty.seat]} penalty ${h.penalty.points}` : null;
        if (penalty && !note.includes(penalty)) notesWrong.push(`${at}: the note "${note}" does not say "${penalty}"`);
      });
    }
    check(this.tag, 'the finished sheet names every dead hand and every penalty on its hand', notesWrong.length === 0 && this.games.length > 0, notesWrong.slice(0, 12).join('; '));

    const d = this.deadWin;
    check(this.tag, 'a win by a seat marked dead is refused with the reason, and the form keeps what was typed',
      !!d && /dead/i.test(d.reason) && d.kept,
      d ? `${d.winner}'s win with ${d.winner}'s hand marked dead: ${d.reason ? `"${d.reason}"` : 'no refusal within 15 s'}${d.kept ? '' : '; the form lost what was typed'}` : 'no dead hand was played at round 1 table 1');
  }
}

// ---------------------------------------------------------------- the Vietnamese day

/**
 * A Vietnamese event day: the Zung Jung day's shape (two rounds seated by draw, every hand typed
 * on a phone at the table and confirmed by another seat's phone, a dead hand, a penalty) with
 * Vietnamese values — tapped on a chip, under "more values" or typed — and the bonuses ticked
 * beside them: king and queen pairs (a count), the joker sets, No Flowers, No Leaves with its
 * special bonuses. Every preview must pay and write the sum of docs/rules.md §12 as this script
 * computes it, and the finished sheets and hands.csv must name the bonuses.
 */
class VietnameseDay extends ZungJungDay {
  constructor(tag, players, browser, server) {
    super(tag, 'vietnamese', players, browser, server);
    this.kinds = { chip: 0, more: 0, typed: 0, tsumo: 0, draw: 0, dead: 0, penalty: 0, bonuses: 0, kq: 0, jokers: 0, nfnl: 0 };
  }

  planGame(shift) {
    const plan = vn.planGame(shift);
    for (const h of plan) {
      if (h.outcome === 'draw') this.kinds.draw++;
      else {
        this.kinds[vn.valueEntry(h.value)]++;
        if (h.outcome === 'tsumo') this.kinds.tsumo++;
        if (Object.keys(h.bonuses).length) this.kinds.bonuses++;
        if (h.bonuses['king-queen']) this.kinds.kq++;
        if (h.bonuses['blue-jokers'] || h.bonuses['red-jokers']) this.kinds.jokers++;
        if (h.bonuses['no-flowers-no-leaves']) this.kinds.nfnl++;
      }
      if (h.dead !== null) this.kinds.dead++;
      if (h.penalty) this.kinds.penalty++;
    }
    return plan;
  }
  handDeltas(hand) { return vn.handDeltas(hand); }
  get words() { return { entered: 'typed with their bonuses on a phone', score: 'points' }; }
  describe(hand) {
    if (hand.outcome === 'draw') return 'draw';
    return `${hand.outcome} ${vn.sumWords(hand)}${hand.dead !== null ? ', a dead hand' : ''}${hand.penalty ? `, penalty ${hand.penalty.points}` : ''}`;
  }

  handInputs(hand) {
    const inputs = [{ chip: `[name=outcome][value=${hand.outcome}]` }];
    if (hand.outcome !== 'draw') {
      const w = hand.win;
      inputs.push({ chip: `[name=win${w}]` });
      if (hand.outcome === 'ron') inputs.push({ chip: `[name=discarder][value="${hand.from}"]` });
      const entry = vn.valueEntry(hand.value);
      if (entry === 'typed') inputs.push({ text: [`points${w}`, String(hand.value)] });
      else {
        if (entry === 'more') inputs.push({ fold: `fieldset[data-seat='${w}'] details.more-values` });
        inputs.push({ chip: `[name=value${w}][value="${hand.value}"]` });
      }
      for (const b of vn.ticked(hand)) {
        if (b.id === 'king-queen') inputs.push({ select: [`bonus${w}-king-queen`, String(b.count)] });
        else inputs.push({ box: [`bonus${w}-${b.id}`, true] });
      }
    }
    if (hand.dead !== null) {
      inputs.push({ fold: `fieldset[data-seat='${hand.dead}'] details.seat-more` });
      inputs.push({ chip: `[name=dead${hand.dead}]` });
    }
    if (hand.penalty) {
      inputs.push({ fold: `fieldset[data-seat='${hand.penalty.seat}'] details.seat-more` });
      inputs.push({ text: [`penalty${hand.penalty.seat}`, String(hand.penalty.points)] });
    }
    return inputs;
  }

  /** The preview writes the value with its bonuses and the sum they make. */
  previewValueWrong(shown, hand) {
    if (hand.outcome === 'draw') return null;
    const want = vn.sumWords(hand);
    return shown.title.includes(want) ? null : `the preview says "${shown.title}", not "${want}"`;
  }

  async afterPreview(page, hand, number, where) {
    if (where !== 'round 1 table 1' || hand.outcome === 'draw' || !Object.keys(hand.bonuses).length) return;
    if ((this.shotsTaken || 0) >= 5) return;
    this.shotsTaken = (this.shotsTaken || 0) + 1;
    await page.locator(`#hand-form fieldset[data-seat='${hand.win}'] .viet-bonuses`).scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `vietnamese-phone-hand-${number}-bonuses-360.png`) }).catch(() => {});
    await page.locator('.pay-bar').scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `vietnamese-phone-hand-${number}-preview-360.png`) }).catch(() => {});
  }

  styleChecks() {
    const t = this.tag;
    const k = this.kinds;
    check(t, `the preview pays the §12 payments for every hand (${k.chip} values on a chip, ${k.more} under "more values", ${k.typed} typed; ${k.tsumo} self-drawn, ${k.bonuses} with bonuses: ${k.kq} with kings and queens, ${k.jokers} with a joker set, ${k.nfnl} No Flowers, No Leaves; ${k.draw} draws, ${k.dead} dead hands, ${k.penalty} penalties)`,
      this.paysWrong.length === 0, this.paysWrong.slice(0, 12).join('; '));
    check(t, 'every preview writes the value times its bonuses, named, and the sum', this.valueWrong.length === 0, this.valueWrong.slice(0, 12).join('; '));
    check(t, 'the deal passes every hand, whatever happened (the dealer badge moves one seat on)', this.dealerWrong.length === 0, this.dealerWrong.slice(0, 12).join('; '));
  }

  /**
   * Once a day, on the first No Flowers, No Leaves hand of round 1 table 1, the thumb also
   * chooses a king and queen pair: the sheet must refuse the pair with the reason and keep what
   * was typed and ticked; the pair is then taken off and the hand entered as planned.
   */
  async enterPlannedHand(page, hand, number, handsInGame, where, names) {
    if (where === 'round 1 table 1' && hand.bonuses['no-flowers-no-leaves'] && !this.nfnlProbed) {
      this.nfnlProbed = true;
      await step(`${where}: hand #${number} with No Flowers, No Leaves and a king and queen`, page, async () => {
        await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
        const pair = `bonus${hand.win}-king-queen`;
        const wrong = [...this.handInputs(hand), { select: [pair, '1'] }];
        await this.typeHand(page, wrong);
        const previewButton = page.locator('#hand-form button[value=preview]');
        if (await previewButton.isVisible().catch(() => false)) await previewButton.click();
        const error = page.locator('.pay-bar .error');
        const reason = await error.waitFor({ timeout: 15000 }).then(() => error.innerText()).catch(() => '');
        await page.screenshot({ path: path.join(SHOTS, 'vietnamese-phone-bonuses-refused-360.png') }).catch(() => {});
        const kept = await this.handTyped(page, wrong);
        this.nfnl = { reason: reason.replace(/\s+/g, ' ').trim(), kept, winner: names[hand.win] };
        await page.locator(`#hand-form select[name=${pair}]`).selectOption('0', { timeout: 15000 }).catch(() => {});
      });
    }
    await super.enterPlannedHand(page, hand, number, handsInGame, where, names);
  }

  gamesChecks(games) {
    super.gamesChecks(games);
    // The finished sheet writes every win with its sum, the bonuses named.
    const notesWrong = [];
    for (const g of this.games) {
      const notes = g.sheet?.notes || [];
      g.plan.forEach((h, i) => {
        if (h.outcome === 'draw') return;
        const how = h.outcome === 'tsumo' ? 'self-draws' : 'wins';
        const want = `${g.names[h.win]} ${how} ${vn.sumWords(h)}`;
        if (!(notes[i] || '').includes(want)) notesWrong.push(`round ${g.round} table ${g.table} hand #${i + 1}: the note "${notes[i] || ''}" does not say "${want}"`);
      });
    }
    check(this.tag, 'the finished sheet writes every win with its value, its bonuses named and the sum', notesWrong.length === 0 && this.games.length > 0, notesWrong.slice(0, 12).join('; '));
    const p = this.nfnl;
    check(this.tag, 'No Flowers, No Leaves with a king and queen is refused with the reason, and the form keeps what was typed and ticked',
      !!p && /cannot be in one hand/.test(p.reason) && p.kept,
      p ? `${p.winner}'s hand: ${p.reason ? `"${p.reason}"` : 'no refusal within 15 s'}${p.kept ? '' : '; the form lost what was typed'}` : 'no No Flowers, No Leaves hand was played at round 1 table 1');
  }

  /** Besides the shared cross-checks, hands.csv writes every value with its bonuses named. */
  async crossCheck() {
    await super.crossCheck();
    const hands = parseCsv((await getText(`${this.base}/t/${this.id}/export/hands.csv`)).body);
    const wrong = [];
    for (const g of this.games) {
      const rows = hands.filter((r) => Number(r.round) === g.round && Number(r.table) === g.table).sort((a, b) => Number(a.hand) - Number(b.hand));
      g.plan.forEach((h, i) => {
        const want = h.outcome === 'draw' ? '' : vn.sumWords(h);
        const got = rows[i]?.value ?? '(no row)';
        if (got !== want) wrong.push(`round ${g.round} table ${g.table} hand ${i + 1}: value "${got}", wanted "${want}"`);
      });
    }
    check(this.tag, `hands.csv writes every value with its bonuses named and the sum (${hands.length} rows)`, wrong.length === 0 && hands.length > 0, wrong.slice(0, 12).join('; '));
  }
}

// ---------------------------------------------------------------- the American day

/**
 * An American (NMJL) event day: the Zung Jung day's shape (two rounds seated by draw, every hand
 * typed on a phone at the table and confirmed by another seat's phone, the deal passing every
 * hand) with card values tapped or typed, the card's mark and line, jokerless and Singles and
 * Pairs hands, dead-hand challenges found dead and not dead, wall games and penalties. Every
 * preview, note, CSV row and standing must follow docs/rules.md §10 as `american-hands.mjs`
 * computes it.
 */
class AmericanDay extends ZungJungDay {
  constructor(tag, players, browser, server) {
    super(tag, 'american', players, browser, server);
    this.style = am; // what pays and writes each hand
    this.kinds = { chip: 0, more: 0, typed: 0, tsumo: 0, ron: 0, jokerless: 0, sp: 0, dead: 0, notDead: 0, draw: 0, penalty: 0 };
  }

  planGame(shift) {
    return this.count(am.planGame(shift));
  }

  /** Counts the kinds of hands a game plays, for the day's check lines. */
  count(plan) {
    for (const h of plan) {
      h.dead = null; // no seat is marked dead without a challenge: the challenge says it
      if (h.outcome === 'draw') this.kinds.draw++;
      else {
        this.kinds[am.valueEntry(h.value)]++;
        this.kinds[h.outcome]++;
        if (h.jokerless) this.kinds.jokerless++;
        if (h.sp) this.kinds.sp++;
      }
      for (const c of h.challenges) this.kinds[c.dead ? 'dead' : 'notDead']++;
      if (h.penalty) this.kinds.penalty++;
    }
    return plan;
  }
  handDeltas(hand) { return am.handDeltas(hand); }
  gameResult(points) { return am.gameResult(points); }
  get words() { return { entered: 'typed as card values on a phone', score: 'points' }; }
  describe(hand) {
    const what = hand.outcome === 'draw' ? 'wall game' : `${hand.outcome} ${am.csvValue(hand)}`;
    const challenges = hand.challenges.map((c) => `, seat ${c.of + 1} challenged by seat ${c.by + 1} (${c.dead ? 'dead' : 'not dead'})`).join('');
    return `${what}${challenges}${hand.penalty ? `, penalty ${hand.penalty.points}` : ''}`;
  }

  handInputs(hand) {
    const inputs = [{ chip: `[name=outcome][value=${hand.outcome}]` }];
    if (hand.outcome !== 'draw') {
      const w = hand.win;
      inputs.push({ chip: `[name=win${w}]` });
      if (hand.outcome === 'ron') inputs.push({ chip: `[name=discarder][value="${hand.from}"]` });
      const entry = am.valueEntry(hand.value);
      if (entry === 'typed') inputs.push({ text: [`points${w}`, String(hand.value)] });
      else {
        if (entry === 'more') inputs.push({ fold: `fieldset[data-seat='${w}'] details.more-values` });
        inputs.push({ chip: `[name=value${w}][value="${hand.value}"]` });
      }
      if (hand.jokerless) inputs.push({ box: [`jokerless${w}`, true] });
      if (hand.sp) inputs.push({ box: [`singles_and_pairs${w}`, true] });
      if (hand.mark) inputs.push({ select: [`mark${w}`, hand.mark] });
      if (hand.line) inputs.push({ text: [`line${w}`, hand.line] });
    }
    for (const c of hand.challenges) {
      inputs.push({ fold: `fieldset[data-seat='${c.of}'] details.seat-more` });
      inputs.push({ box: [`challenge${c.of}by${c.by}`, true] });
      if (c.dead) inputs.push({ box: [`found_dead${c.of}`, true] });
    }
    if (hand.penalty) {
      inputs.push({ fold: `fieldset[data-seat='${hand.penalty.seat}'] details.seat-more` });
      inputs.push({ text: [`penalty${hand.penalty.seat}`, String(hand.penalty.points)] });
    }
    return inputs;
  }

  async afterPreview(page, hand, number, where) {
    await this.challengeLabelsAgree(page, hand, number, where);
    if (where !== 'round 1 table 1' || (this.shotsTaken || 0) >= 5) return;
    const worth = hand.jokerless || hand.sp || hand.challenges.length || (hand.outcome !== 'draw' && am.valueEntry(hand.value) === 'typed');
    if (!worth) return;
    this.shotsTaken = (this.shotsTaken || 0) + 1;
    const seat = hand.challenges.length ? hand.challenges[0].of : hand.win;
    const part = hand.challenges.length ? 'details.seat-more' : '.card-hand';
    await page.locator(`#hand-form fieldset[data-seat='${seat}'] ${part}`).scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `american-phone-hand-${number}-form-360.png`) }).catch(() => {});
    await page.locator('.pay-bar').scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `american-phone-hand-${number}-preview-360.png`) }).catch(() => {});
  }

  /** The preview's note says the value paid, who pays what, every challenge and the penalty. */
  previewValueWrong(shown, hand) {
    return notePartsMissing(shown, am.noteParts(hand, hand.names || []));
  }

  /**
   * Each challenger's box ("challenged as dead by …") names the challenger as their seat form
   * does in this hand — by name, or by the wind in their form's legend — so that a thumb ticks
   * the player meant.
   */
  async challengeLabelsAgree(page, hand, number, where) {
    if (!hand.challenges.length) return;
    this.challengeLabelsWrong = this.challengeLabelsWrong || [];
    this.challengeLabelsSeen = (this.challengeLabelsSeen || 0) + hand.challenges.length;
    const legends = (await page.locator('#hand-form fieldset.seat-form > legend').allInnerTexts().catch(() => [])).map(readLegend);
    for (const c of hand.challenges) {
      const label = await page.locator(`#hand-form input[name=challenge${c.of}by${c.by}]`).evaluate((i) => (i.closest('label') || i.parentElement).textContent.replace(/\s+/g, ' ').trim()).catch(() => '(no box)');
      const by = legends[c.by] || {};
      if (label !== by.name && label !== by.wind) {
        this.challengeLabelsWrong.push(`${where} hand #${number}: the box for ${by.name}'s challenge of ${legends[c.of]?.name}'s hand reads "${label}", while ${by.name}'s form reads "${by.name} (${by.wind})"`);
      }
    }
  }

  styleChecks() {
    const t = this.tag;
    const k = this.kinds;
    check(t, `the preview pays the §10 payments for every hand (${k.chip} card values on a chip, ${k.more} under "more values", ${k.typed} typed; ${k.tsumo} self-picks, ${k.ron} discards, ${k.jokerless} jokerless, ${k.sp} Singles and Pairs; ${k.dead} challenges found dead, ${k.notDead} not dead; ${k.draw} wall games, ${k.penalty} penalties)`,
      this.paysWrong.length === 0, this.paysWrong.slice(0, 12).join('; '));
    check(t, 'every preview\'s note says the value paid, who pays what, every challenge and the penalty', this.valueWrong.length === 0, this.valueWrong.slice(0, 12).join('; '));
    const labels = this.challengeLabelsWrong || [];
    check(t, `every challenger's box names the challenger as their seat form does in that hand (${this.challengeLabelsSeen || 0} challenges)`, labels.length === 0 && this.challengeLabelsSeen > 0,
      `${labels.length} of ${this.challengeLabelsSeen || 0} boxes disagree: ${labels.slice(0, 6).join('; ')}`);
    check(t, 'the deal passes every hand, whatever happened (the dealer badge moves one seat on)', this.dealerWrong.length === 0, this.dealerWrong.slice(0, 12).join('; '));
  }

  /**
   * Once a day, on the first Singles and Pairs hand of round 1 table 1, the thumb also ticks
   * jokerless: the sheet must refuse the hand with the reason and keep what was typed; the box
   * is then unticked and the hand entered as planned.
   */
  async enterPlannedHand(page, hand, number, handsInGame, where, names) {
    hand.names = names; // the table's own: several tables play at once
    if (where === 'round 1 table 1' && hand.sp && !this.spProbed) {
      this.spProbed = true;
      await step(`${where}: hand #${number}, Singles and Pairs ticked jokerless`, page, async () => {
        await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
        const wrong = [...this.handInputs(hand), { box: [`jokerless${hand.win}`, true] }];
        await this.typeHand(page, wrong);
        const previewButton = page.locator('#hand-form button[value=preview]');
        if (await previewButton.isVisible().catch(() => false)) await previewButton.click();
        const error = page.locator('.pay-bar .error');
        const reason = await error.waitFor({ timeout: 15000 }).then(() => error.innerText()).catch(() => '');
        await page.screenshot({ path: path.join(SHOTS, 'american-phone-jokerless-singles-refused-360.png') }).catch(() => {});
        const kept = await this.handTyped(page, wrong);
        this.spProbe = { reason: reason.replace(/\s+/g, ' ').trim(), kept, winner: names[hand.chairs ? hand.chairs[hand.win] : hand.win] };
        await page.locator(`#hand-form input[name=jokerless${hand.win}]`).setChecked(false, { timeout: 15000 }).catch(() => {});
      });
    }
    await PlannedDay.prototype.enterPlannedHand.call(this, page, hand, number, handsInGame, where, names);
  }

  /** Points sum to minus the penalties; the finished sheet's notes say every payment, challenge and penalty. */
  gamesChecks(games) {
    pointsChecks(this, games, this.style, this.style === am ? 'every win with the value paid, every challenge with who paid whom 25 and why, and every penalty'
      : 'every win with the value paid, the bet, every challenge and every penalty');
    const p = this.spProbe;
    check(this.tag, 'a Singles and Pairs hand ticked jokerless is refused with the reason, and the form keeps what was typed',
      !!p && /Singles and Pairs/.test(p.reason) && p.kept,
      p ? `${p.winner}'s hand: ${p.reason ? `"${p.reason}"` : 'no refusal within 15 s'}${p.kept ? '' : '; the form lost what was typed'}` : 'no Singles and Pairs hand was played at round 1 table 1');
  }

  async crossCheck() {
    await super.crossCheck();
    await csvValueCheck(this, am, 'the card value as typed with its mark, boxes and line');
  }
}

// ---------------------------------------------------------------- the American day with a fifth seat

const CHAIR_WINDS = ['East', 'South', 'West', 'North'];

/** The wind of chair `chair` in hand `n` (from 0): the dealer's chair, n % 4, is East. */
function chairWind(chair, n) {
  return CHAIR_WINDS[(chair - (n % 4) + 4) % 4];
}

/**
 * An American event day of nine players seated with the table rule "a fifth seat (the bettor)
 * at some tables" (round 1 by draw, round 2 balanced): each round one table of five and one of
 * four. At the table of five the phones' seat chooser offers five people, the fifth by the fifth
 * seat; the fifth person's phone enters the first half of the game and a chair's phone confirms
 * it, then the other way round. Every hand there names the four people in its chairs and the
 * bettor, records the bet and pays the bettor as docs/rules.md §10 says (`american-five-hands.mjs`
 * computes it); the preview, the sheet's five columns, hands.csv's fifth column, games.csv, the
 * standings and the player pages must all count the five people's points as the day does.
 */
class AmericanFiveDay extends AmericanDay {
  constructor(tag, players, browser, server) {
    super(tag, players, browser, server);
    this.style = five;
    this.shotPrefix = 'american-five';
    this.gamesWanted = 4; // two rounds of a table of five and a table of four
    this.seatCounts = [4, 5];
    this.bets = { 'bet on the winner': 0, 'bet on another player': 0, 'bet on a party of a challenge': 0, 'wall bet won': 0, 'wall bet lost': 0 };
    this.fiveHands = 0;
    this.betFormWrong = [];
    this.entered = { fifth: 0, chair: 0 };
  }

  /** At the table of five phone 1 is the fifth person's (seat 4), phone 2 the South chair's. */
  seatPick(choice, count) {
    return count === 5 ? [4, 1][choice] : choice;
  }

  /** At the table of five the fifth person's phone enters the first half, the chair's the rest. */
  entererOf(i, hands, people) {
    return people === 5 && i >= hands / 2 ? 1 : 0;
  }

  planGame(shift, people) {
    if (people !== 5) return this.count(am.planGame(shift));
    const plan = five.planGame(shift);
    for (const h of plan) {
      this.fiveHands++;
      this.bets[five.betKind(h)]++;
    }
    plan.forEach((_, i) => { this.entered[this.entererOf(i, plan.length, 5) === 0 ? 'fifth' : 'chair']++; });
    return this.count(plan);
  }
  handDeltas(hand) { return five.handDeltas(hand); }
  describe(hand) {
    const base = super.describe(hand);
    if (!hand.five) return base;
    const names = hand.names || [];
    const bet = hand.bet === 'wall' ? 'a wall game' : `chair ${hand.bet + 1}`;
    return `table of five: ${base}; chairs ${hand.chairs.map((p) => names[p] ?? p).join(', ')}, ${names[hand.bettor] ?? hand.bettor} bets on ${bet}`;
  }

  handInputs(hand) {
    const inputs = super.handInputs(hand);
    if (hand.five) inputs.push({ chip: `[name=bet][value="${hand.bet}"]` });
    return inputs;
  }

  /** The form names the four people in the chairs of the hand, each with the chair's wind in that hand. */
  checkSeats(legends, hand, number, where, names) {
    if (!hand.five) return super.checkSeats(legends, hand, number, where, names);
    super.checkSeats(legends, hand, number, where, hand.chairs.map((p) => names[p]));
    legends.forEach((l, c) => {
      const wind = chairWind(c, hand.index);
      if (l.wind !== wind) this.seatsWrong.push(`${where} hand #${number}: chair ${c + 1} reads "${l.name} (${l.wind})", expected the wind ${wind}`);
    });
  }

  /** The preview's note (the bet included) as the day writes it, and its people in the sheet's order. */
  previewValueWrong(shown, hand) {
    const names = hand.names || [];
    const missing = notePartsMissing(shown, five.noteParts(hand, names));
    const order = JSON.stringify(shown.who) === JSON.stringify(names) ? null
      : `the preview lists ${(shown.who || []).join(', ')}, not the people in the sheet's order ${names.join(', ')}`;
    return [missing, order].filter(Boolean).join('; ') || null;
  }

  async afterPreview(page, hand, number, where) {
    await super.afterPreview(page, hand, number, where);
    if (!hand.five || !where.startsWith('round 1') || (this.fiveShots || 0) >= 4) return;
    if (number > 1 && !hand.challenges.length && hand.bet !== 'wall') return;
    this.fiveShots = (this.fiveShots || 0) + 1;
    await page.locator('#hand-form fieldset.bet').scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `american-five-phone-hand-${number}-bet-360.png`) }).catch(() => {});
    await page.locator('.pay-bar').scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `american-five-phone-hand-${number}-preview-360.png`) }).catch(() => {});
  }

  /**
   * Before each hand: the bet's radio group names the bettor and offers the four in the chairs
   * and a wall game (a table of four offers none). Once a day, on the second hand at the table
   * of five, the thumb first types the hand without a bet: the sheet must refuse it with the
   * reason and keep what was typed; the bet is then chosen and the hand entered as planned.
   */
  async enterPlannedHand(page, hand, number, handsInGame, where, names) {
    hand.names = names;
    await step(`${where}: hand #${number}, the bet's choices`, page, async () => {
      await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
      const bet = await page.evaluate(() => {
        const f = document.querySelector('#hand-form fieldset.bet');
        const words = (e) => e.textContent.replace(/\s+/g, ' ').trim();
        return f ? {
          legend: words(f.querySelector('legend') || f),
          labels: [...f.querySelectorAll('label')].map(words),
          values: [...f.querySelectorAll('input[name=bet]')].map((i) => i.value),
        } : null;
      });
      const at = `${where} hand #${number}`;
      if (!hand.five) {
        if (bet) this.betFormWrong.push(`${at}: a table of four offers a bet ("${bet.legend}")`);
        return;
      }
      const legend = `${names[hand.bettor]} bets on`;
      const labels = [...hand.chairs.map((p) => names[p]), 'a wall game'];
      if (!bet) this.betFormWrong.push(`${at}: no bet on the form of a table of five`);
      else {
        if (bet.legend !== legend) this.betFormWrong.push(`${at}: the bet's legend reads "${bet.legend}", expected "${legend}"`);
        if (JSON.stringify(bet.labels) !== JSON.stringify(labels)) this.betFormWrong.push(`${at}: the bet offers ${bet.labels.join(', ')}, expected ${labels.join(', ')}`);
        if (JSON.stringify(bet.values) !== JSON.stringify(['0', '1', '2', '3', 'wall'])) this.betFormWrong.push(`${at}: the bet's values are ${bet.values.join(', ')}`);
      }
    });
    if (hand.five && hand.index === 1 && !this.noBetProbed) {
      this.noBetProbed = true;
      await step(`${where}: hand #${number} typed without a bet`, page, async () => {
        const typed = AmericanDay.prototype.handInputs.call(this, hand);
        await this.typeHand(page, typed);
        const previewButton = page.locator('#hand-form button[value=preview]');
        if (await previewButton.isVisible().catch(() => false)) await previewButton.click();
        // An earlier preview's refusal (a field not typed yet) may show first: wait for the one
        // of the whole form, up to 15 s.
        const error = page.locator('.pay-bar .error');
        let reason = '';
        for (let waited = 0; waited < 15000 && !/bettor's bet/.test(reason); waited += 250) {
          reason = await error.innerText({ timeout: 250 }).catch(() => reason);
          if (!/bettor's bet/.test(reason)) await page.waitForTimeout(250);
        }
        await page.screenshot({ path: path.join(SHOTS, 'american-five-phone-no-bet-refused-360.png') }).catch(() => {});
        const kept = await this.handTyped(page, typed);
        const betChosen = await page.locator('#hand-form input[name=bet]:checked').count().catch(() => 0);
        this.noBet = { where: `${where} hand #${number}`, reason: reason.replace(/\s+/g, ' ').trim(), kept, betChosen };
      });
    }
    await super.enterPlannedHand(page, hand, number, handsInGame, where, names);
  }

  styleChecks() {
    super.styleChecks();
    const t = this.tag;
    const b = this.bets;
    const wrong = this.paysWrong.filter((w) => w.includes('table of five'));
    check(t, `at the table of five the preview pays the bettor as §10 says, per person (${this.fiveHands} hands: ${Object.entries(b).map(([k, n]) => `${n} ${k}`).join(', ')})`,
      wrong.length === 0 && this.fiveHands > 0, wrong.slice(0, 12).join('; '));
    check(t, 'the bet is a radio group "<bettor> bets on" the four in the chairs or a wall game at the table of five, and absent at the table of four', this.betFormWrong.length === 0 && this.fiveHands > 0,
      this.betFormWrong.slice(0, 12).join('; '));
  }

  gamesChecks(games) {
    super.gamesChecks(games);
    const t = this.tag;
    const fives = this.games.filter((g) => g.names.length === 5);
    // The seat chooser: five people at the table of five, the fifth by their seat (the winds of
    // the first hand).
    const chooserWrong = [];
    for (const g of this.games) {
      const at = `round ${g.round} table ${g.table}`;
      const want = [...CHAIR_WINDS.map((w, s) => `${g.names[s]} (${w})`), ...(g.names.length === 5 ? [`${g.names[4]} (fifth seat)`] : [])];
      if (JSON.stringify(g.chooser) !== JSON.stringify(want)) chooserWrong.push(`${at}: the chooser offers ${g.chooser.join(', ')}; expected ${want.join(', ')}`);
    }
    check(t, `the phones' seat chooser lists the five people at the table of five, the fifth as "Name (fifth seat)" (${fives.length} tables of five; their fifth person's phone entered ${this.entered.fifth} hands a chair's phone confirmed, and confirmed ${this.entered.chair} the chair's phone entered)`,
      chooserWrong.length === 0 && fives.length === 2, chooserWrong.join('; '));
    // The finished sheet: five name columns, each hand's place of each person (a chair's wind or the bet).
    const sheetWrong = [];
    for (const g of fives) {
      const at = `round ${g.round} table ${g.table}`;
      const sheet = g.sheet || {};
      if (JSON.stringify(sheet.heads) !== JSON.stringify(g.names)) sheetWrong.push(`${at}: the sheet's columns ${JSON.stringify(sheet.heads)}, the people ${g.names.join(', ')}`);
      g.plan.forEach((h, i) => {
        const want = g.names.map((_, p) => (p === h.bettor ? 'bet' : chairWind(h.chairs.indexOf(p), h.index)[0]));
        const got = sheet.winds?.[i] || [];
        if (JSON.stringify(got) !== JSON.stringify(want)) sheetWrong.push(`${at} hand #${i + 1}: places ${got.join(' ')}, expected ${want.join(' ')}`);
      });
    }
    check(t, `the table of five's finished sheet has five name columns and each person's wind or "bet" in every hand (${fives.length} games)`, sheetWrong.length === 0 && fives.length > 0, sheetWrong.slice(0, 12).join('; '));
    // On the phone, the five columns are all in sight: no sideways scrolling of the sheet.
    const wide = this.games.filter((g) => g.sheet?.width && (g.sheet.width.table > g.sheet.width.frame || g.sheet.width.page > 360))
      .map((g) => `round ${g.round} table ${g.table} (${g.names.length} people): the sheet is ${g.sheet.width.table} px wide in a frame of ${g.sheet.width.frame} px (page ${g.sheet.width.page} px)`);
    check(t, `every finished sheet fits the 360 px phone without scrolling sideways, five columns too (${this.games.length} games)`, wide.length === 0 && this.games.every((g) => g.sheet?.width), wide.join('; '));
    const p = this.noBet;
    check(t, 'a hand at the table of five without a bet is refused with "every hand at a table of five records the bettor\'s bet", and the form keeps what was typed',
      !!p && /every hand at a table of five records the bettor's bet/.test(p.reason) && p.kept && p.betChosen === 0,
      p ? `${p.where}: ${p.reason ? `"${p.reason}"` : 'no refusal within 15 s'}${p.kept ? '' : '; the form lost what was typed'}${p.betChosen ? '; a bet was chosen by itself' : ''}` : 'no table of five played');
  }

  async crossCheck() {
    await super.crossCheck();
    if (this.fifthSeatLabel !== undefined) info(`games.csv names the fifth person's seat "${this.fifthSeatLabel}"`);
  }
}

/** The sentences a preview's note lacks, as a sentence, or null when it has them all. */
function notePartsMissing(shown, parts) {
  const missing = parts.filter((p) => !shown.title.includes(p));
  return missing.length ? `the preview ("${shown.title}") does not say ${missing.map((m) => `"${m}"`).join(', ')}` : null;
}

/**
 * The checks of games.csv shared by the American and Chinese Classical days: every game's points
 * sum to minus its penalties, and each hand's note on the finished sheet holds the sentences the
 * style's module expects.
 */
function pointsChecks(day, games, style, what) {
  const wrong = [];
  for (const g of day.games) {
    const taken = style.penaltiesTaken(g.plan);
    const rows = games.filter((r) => Number(r.round) === g.round && Number(r.table) === g.table);
    const sum = rows.reduce((a, r) => a + num(r.points), 0);
    const own = g.points.reduce((a, b) => a + b, 0);
    if (sum !== -taken || own !== -taken) wrong.push(`round ${g.round} table ${g.table}: games.csv sums to ${sum}, the day's points to ${own}, penalties took ${taken}`);
  }
  check(day.tag, `every game's points sum to minus its penalties (${day.games.length} games)`, wrong.length === 0 && day.games.length > 0, wrong.join('; '));
  const notesWrong = [];
  for (const g of day.games) {
    const notes = g.sheet?.notes || [];
    g.plan.forEach((h, i) => {
      const note = notes[i] || '';
      for (const part of style.noteParts(h, g.names)) {
        if (!note.includes(part)) notesWrong.push(`round ${g.round} table ${g.table} hand #${i + 1}: the note "${note}" does not say "${part}"`);
      }
      if (h.outcome === 'draw' && !h.five && h.challenges?.length === 0 && !h.penalty && note !== 'draw' && note !== 'wall game') notesWrong.push(`round ${g.round} table ${g.table} hand #${i + 1}: a wall game noted "${note}"`);
    });
  }
  check(day.tag, `the finished sheet writes ${what}`, notesWrong.length === 0 && day.games.length > 0, notesWrong.slice(0, 12).join('; '));
}

/** hands.csv's value column holds what the style's module writes for every hand. */
async function csvValueCheck(day, style, what) {
  const hands = parseCsv((await getText(`${day.base}/t/${day.id}/export/hands.csv`)).body);
  const wrong = [];
  for (const g of day.games) {
    const rows = hands.filter((r) => Number(r.round) === g.round && Number(r.table) === g.table).sort((a, b) => Number(a.hand) - Number(b.hand));
    g.plan.forEach((h, i) => {
      const want = style.csvValue(h);
      const got = rows[i]?.value ?? '(no row)';
      if (got !== want) wrong.push(`round ${g.round} table ${g.table} hand ${i + 1}: value "${got}", wanted "${want}"`);
    });
  }
  check(day.tag, `hands.csv writes every winner's value as given: ${what} (${hands.length} rows)`, wrong.length === 0 && hands.length > 0, wrong.slice(0, 12).join('; '));
}

// ---------------------------------------------------------------- the Chinese Classical day

/**
 * A Chinese Classical event day under `chinese-classical-east-double`: two rounds seated by
 * draw, every hand typed on a phone at the table and confirmed from another seat's phone, with
 * every player's score given after a win — points and doubles typed, a limit hand ticked, or
 * entries picked from the folded list — wall games and a penalty. Every preview, note, CSV row
 * and standing must follow docs/rules.md §11 as `chinese-classical-hands.mjs` computes it: the
 * winner paid its score by each loser, the losers settling the differences, the dealer's
 * payments doubled.
 */
class ChineseClassicalDay extends ZungJungDay {
  constructor(tag, players, browser, server) {
    super(tag, cc.PRESET, players, browser, server);
    this.shotPrefix = 'chinese-classical';
    this.kinds = { typed: 0, picked: 0, limit: 0, capped: 0, tsumo: 0, ron: 0, draw: 0, penalty: 0 };
  }

  planGame(shift) {
    const plan = cc.planGame(shift);
    for (const h of plan) {
      h.dead = null;
      if (h.outcome === 'draw') this.kinds.draw++;
      else {
        this.kinds[h.outcome]++;
        h.scores.forEach((g, s) => {
          this.kinds[g.picks ? 'picked' : g.limit ? 'limit' : 'typed']++;
          if (g.picks && cc.score(g, s === h.win) === cc.LIMIT) this.kinds.limit++;
          if (g.typed && Number(g.typed[0]) * 2 ** Number(g.typed[1] || 0) > cc.LIMIT) this.kinds.capped++;
        });
      }
      if (h.penalty) this.kinds.penalty++;
    }
    return plan;
  }
  handDeltas(hand) { return cc.handDeltas(hand); }
  gameResult(points) { return cc.gameResult(points); }
  get words() { return { entered: 'typed with every player\'s score on a phone', score: 'points' }; }

  /** The players keep their seats; the dealer is the one the plan dealt (Hong Kong Old Style's deal). */
  checkSeats(legends, hand, number, where, names) {
    const dealer = cc.dealer(hand);
    legends.forEach((l, s) => {
      if (l.name !== names[s]) this.seatsWrong.push(`${where} hand #${number}: seat ${s + 1} reads "${l.name}", expected "${names[s]}"`);
      if (l.dealer !== (s === dealer)) this.dealerWrong.push(`${where} hand #${number}: seat ${s + 1} (${l.name}) ${l.dealer ? 'is' : 'is not'} marked dealer; seat ${dealer + 1} deals`);
    });
  }
  describe(hand) {
    if (hand.outcome === 'draw') return 'wall game';
    const scores = hand.scores.map((g, s) => `${cc.givenWords(g)} = ${cc.score(g, s === hand.win)}`).join(' | ');
    return `${hand.outcome} by seat ${hand.win + 1}, dealer seat ${cc.dealer(hand) + 1}: ${scores}${hand.penalty ? `, penalty ${hand.penalty.points}` : ''}`;
  }

  handInputs(hand) {
    const inputs = [{ chip: `[name=outcome][value=${hand.outcome}]` }];
    if (hand.outcome !== 'draw') {
      inputs.push({ chip: `[name=win${hand.win}]` });
      if (hand.outcome === 'ron') inputs.push({ chip: `[name=discarder][value="${hand.from}"]` });
      hand.scores.forEach((g, s) => {
        if (g.limit) inputs.push({ box: [`limit${s}`, true] });
        else if (g.typed) inputs.push({ text: [`points${s}`, g.typed[0]] }, { text: [`doubles${s}`, g.typed[1]] });
        else {
          inputs.push({ fold: `fieldset[data-seat='${s}'] details.cc-picks` });
          for (const [id, count] of Object.entries(g.picks)) inputs.push({ text: [`"pick${s}:${id}"`, String(count)] });
        }
      });
    }
    if (hand.penalty) {
      inputs.push({ fold: `fieldset[data-seat='${hand.penalty.seat}'] details.seat-more` });
      inputs.push({ text: [`penalty${hand.penalty.seat}`, String(hand.penalty.points)] });
    }
    return inputs;
  }

  async afterPreview(page, hand, number, where) {
    if (where !== 'round 1 table 1' || hand.outcome === 'draw' || (this.shotsTaken || 0) >= 4) return;
    const picked = hand.scores.findIndex((g) => g.picks);
    if (picked < 0 && !hand.scores.some((g) => g.limit)) return;
    this.shotsTaken = (this.shotsTaken || 0) + 1;
    const seat = picked >= 0 ? picked : hand.win;
    await page.locator(`#hand-form fieldset[data-seat='${seat}'] .cc-score`).scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `chinese-classical-phone-hand-${number}-scores-360.png`) }).catch(() => {});
    await page.locator('.pay-bar').scrollIntoViewIfNeeded().catch(() => {});
    await page.screenshot({ path: path.join(SHOTS, `chinese-classical-phone-hand-${number}-preview-360.png`) }).catch(() => {});
  }

  /** The preview's note says every payment of the hand, East's doubled, and its penalty. */
  previewValueWrong(shown, hand) {
    return notePartsMissing(shown, cc.noteParts(hand, hand.names || []));
  }

  styleChecks() {
    const t = this.tag;
    const k = this.kinds;
    check(t, `the preview pays the §11 settlement, East's payments doubled, for every hand (${k.tsumo} self-picks, ${k.ron} discards; scores ${k.typed} typed, ${k.picked} picked from the list, ${k.limit} limit hands, ${k.capped} typed above the limit; ${k.draw} wall games, ${k.penalty} penalties)`,
      this.paysWrong.length === 0, this.paysWrong.slice(0, 12).join('; '));
    check(t, 'every preview\'s note says every payment, East\'s doubled, and the penalty', this.valueWrong.length === 0, this.valueWrong.slice(0, 12).join('; '));
    check(t, 'the dealer keeps the deal on a win or a wall game and passes it when another player wins (the dealer badge follows)', this.dealerWrong.length === 0, this.dealerWrong.slice(0, 12).join('; '));
  }

  /**
   * Once a day, on the first hand of round 1 table 1 whose winner's score is picked, the thumb
   * first types points for the winner as well: the sheet must refuse the two with the reason and
   * keep what was typed; the points are then cleared and the hand entered as planned.
   */
  async enterPlannedHand(page, hand, number, handsInGame, where, names) {
    hand.names = names; // the table's own: several tables play at once
    if (where === 'round 1 table 1' && hand.outcome !== 'draw' && hand.scores[hand.win].picks && !this.bothProbed) {
      this.bothProbed = true;
      await step(`${where}: hand #${number}, the winner's score both picked and typed`, page, async () => {
        await page.locator(`#hand-form button[value=save]:has-text("Save hand #${number}")`).waitFor({ timeout: WAIT_MS });
        const wrong = [...this.handInputs(hand), { text: [`points${hand.win}`, '40'] }];
        await this.typeHand(page, wrong);
        const previewButton = page.locator('#hand-form button[value=preview]');
        if (await previewButton.isVisible().catch(() => false)) await previewButton.click();
        // The sheet previews as the thumb types, so an earlier preview's refusal (a score not
        // given yet) may show first: wait for the one of the whole form, up to 15 s.
        const error = page.locator('.pay-bar .error');
        let reason = '';
        for (let waited = 0; waited < 15000 && !/only one of them/.test(reason); waited += 250) {
          reason = await error.innerText({ timeout: 250 }).catch(() => reason);
          if (!/only one of them/.test(reason)) await page.waitForTimeout(250);
        }
        await page.screenshot({ path: path.join(SHOTS, 'chinese-classical-phone-picked-and-typed-refused-360.png') }).catch(() => {});
        const kept = await this.handTyped(page, wrong);
        this.bothProbe = { reason: reason.replace(/\s+/g, ' ').trim(), kept, winner: names[hand.win] };
        await page.locator(`#hand-form input[name=points${hand.win}]`).fill('', { timeout: 15000 }).catch(() => {});
      });
    }
    await PlannedDay.prototype.enterPlannedHand.call(this, page, hand, number, handsInGame, where, names);
  }

  gamesChecks(games) {
    pointsChecks(this, games, cc, 'every payment of every win, East\'s doubled, and every penalty');
    const p = this.bothProbe;
    check(this.tag, 'a score both typed and picked for one player is refused with the reason, and the form keeps what was typed',
      !!p && /only one of them/.test(p.reason) && p.kept,
      p ? `${p.winner}'s score: ${p.reason ? `"${p.reason}"` : 'no refusal within 15 s'}${p.kept ? '' : '; the form lost what was typed'}` : 'no picked winner at round 1 table 1');
  }

  async crossCheck() {
    await super.crossCheck();
    await csvValueCheck(this, cc, 'the winner\'s score typed, the limit or the entries picked');
  }
}

// ---------------------------------------------------------------- the scenarios

const TWELVE = ['Aiko', 'Ben', 'Chloé', 'Dev', 'Emma', 'Farid', 'Gita', 'Hugo', 'Ines', 'Jun', 'Kofi', 'Lena'];
const NINE = ['Mara', 'Nils', 'Ōta', 'Pia', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar'];
const EIGHT = ['Vera', 'Wim', 'Xena', 'Yusuf', 'Zara', 'Amir', 'Bea', 'Cyril'];
const SIXTEEN = ['Wen', 'Xiao', 'Yara', 'Zoe', 'Anouk', 'Bao', 'Carmen', 'Dario', 'Elif', 'Feng',
  'Greta', 'Hamid', 'Isla', 'Jonas', 'Kai', 'Liu'];

async function scenario(tag, ruleset, players, plan, browser) {
  const server = await startServer(tag);
  info(`[${tag}] tenbou on ${server.base}, database and log in ${server.dir}`);
  const day = new Day(tag, ruleset, players, browser, server);
  try {
    await day.organizerSetsUp();
    check(tag, `set-up: password, tournament (${ruleset}), ${players.length} players checked in, table phones record`, true);
    await day.organizerStartsRound(1, 'random');
    await day.openWatchers();
    await day.playRound(1);
    await day.watchersFollow('after round 1');
    await day.organizerStartsRound(2, 'balanced');
    await day.playRound(2);
    await day.watchersFollow('after round 2');
    await day.bracketSetUp(plan);
    await day.watchersFollow('after the bracket set-up');
    await day.bracketPlays();
    await day.crossCheck();
  } catch (err) {
    check(tag, 'the day ran to its end', false, err.message);
  } finally {
    day.report();
    await day.close();
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
  }
}

/**
 * A day of planned hands (MCR, Zung Jung): two rounds seated by draw, no bracket, every hand
 * checked against the day's own arithmetic.
 */
async function plannedScenario(tag, makeDay, players, browser, { modes = ['random', 'random'], tableRule } = {}) {
  const server = await startServer(tag);
  info(`[${tag}] tenbou on ${server.base}, database and log in ${server.dir}`);
  const day = makeDay(server);
  try {
    if (day.templates) info(`[${tag}] ${day.templates.count} fixture hands of 8 fan or more, in ${day.templates.groups.size} groups of winds and self-draw`);
    await day.organizerSetsUp();
    check(tag, `set-up: password, tournament (${day.ruleset}), ${players.length} players checked in, table phones record`, true);
    await day.organizerStartsRound(1, modes[0], tableRule);
    await day.openWatchers();
    await day.playRound(1);
    await day.watchersFollow('after round 1');
    await day.organizerStartsRound(2, modes[1], tableRule);
    await day.playRound(2);
    await day.watchersFollow('after round 2');
    await day.crossCheck();
  } catch (err) {
    check(tag, 'the day ran to its end', false, err.message);
  } finally {
    day.report();
    await day.close();
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
  }
}

async function main() {
  const started = Date.now();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: false,
    args: CHROMIUM_ARGS,
    // Playwright turns the back/forward cache off by default; real phones have it on.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    if (SCENARIOS === 'ALL' || SCENARIOS === 'A') {
      await scenario('A riichi 12', 'msmc-2016', TWELVE, { qualifying: 2, cut: 4 }, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'B') {
      await scenario('B sanma 9', 'sanma-msmc', NINE, { qualifying: 2, cut: 6 }, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'C') {
      await plannedScenario('C mcr 16', (server) => new McrDay('C mcr 16', SIXTEEN, browser, server), SIXTEEN, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'D') {
      await plannedScenario('D zung-jung 12', (server) => new ZungJungDay('D zung-jung 12', 'zung-jung', TWELVE, browser, server), TWELVE, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'E') {
      await plannedScenario('E wsom 8', (server) => new ZungJungDay('E wsom 8', 'wsom', EIGHT, browser, server), EIGHT, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'F') {
      await plannedScenario('F vietnamese 8', (server) => new VietnameseDay('F vietnamese 8', EIGHT, browser, server), EIGHT, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'G') {
      await plannedScenario('G american 8', (server) => new AmericanDay('G american 8', EIGHT, browser, server), EIGHT, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'H') {
      await plannedScenario('H chinese-classical-east-double 8', (server) => new ChineseClassicalDay('H chinese-classical-east-double 8', EIGHT, browser, server), EIGHT, browser);
    }
    if (SCENARIOS === 'ALL' || SCENARIOS === 'I') {
      await plannedScenario('I american-five 9', (server) => new AmericanFiveDay('I american-five 9', NINE, browser, server), NINE, browser,
        { modes: ['random', 'balanced'], tableRule: 'fifth-seats' });
    }
  } finally {
    await browser.close();
  }
  const failed = results.filter((r) => !r.ok);
  console.log('');
  console.log(`Summary: ${results.length - failed.length} passed, ${failed.length} failed, in ${Math.round((Date.now() - started) / 1000)} s. Screenshots and server logs: ${WORK}`);
  for (const f of failed) console.log(`  ${f.line}`);
  if (!args.keep && failed.length === 0) fs.rmSync(WORK, { recursive: true, force: true });
  process.exit(failed.length ? 1 : 0);
}

main().catch((err) => {
  console.error(`event day aborted: ${err.stack || err}`);
  process.exit(2);
});
