// The README's two pictures, made anew from a real tenbou: a fresh database, the organizer's
// forms, round 1 drawn for sixteen players, its four games recorded on the organizer's sheet, then
// the standings on a 360 px phone and the big screen at 1280 × 720.
//
//   cargo build --release
//   cd tools/event-day && npm ci && cd ../..
//   node tools/event-day/screenshots.mjs --bin target/release/tenbou --out docs/images
//
// Needs Debian's Chromium at /usr/bin/chromium (as day.mjs does).
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const BIN = path.resolve(args.bin || 'target/release/tenbou');
const OUT = path.resolve(args.out || 'docs/images');
const PASSWORD = 'a long organizer password';
const PLAYERS = [
  'Aiko Tanaka', 'Ben Okafor', 'Chloé Martin', 'Dev Patel', 'Emi Suzuki', 'Félix Gagnon', 'Hana Kim', 'Louis Tremblay',
  'Maya Cohen', 'Noah Lefebvre', 'Olivia Roy', 'Paolo Ricci', 'Quinn Murphy', 'Rina Sato', 'Sofia Lopez', 'Yuto Ito',
];
// One game's hands, seat numbers shifted per table: a ron, a draw, a self-draw, a yakuman that ends it.
const HANDS = [
  { outcome: 'ron', win: 0, from: 1, value: '3', fu: '30', riichi: [0] },
  { outcome: 'draw', tenpai: [0, 2], riichi: [2] },
  { outcome: 'tsumo', win: 2, value: 'mangan' },
  { outcome: 'ron', win: 2, from: 1, value: 'y1', riichi: [3] },
];
const WAIT = 20000;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenbou-shots-'));
  const child = spawn(BIN, ['serve', '--bind', `127.0.0.1:${port}`, '--db', path.join(dir, 'shots.db')], { cwd: dir, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${base}/`);
      return { base, child };
    } catch {
      if (tries > 300) throw new Error(`tenbou did not answer on ${base}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function setUp(page, base) {
  await page.goto(`${base}/login`);
  await page.fill('input[name=password]', PASSWORD);
  await page.fill('input[name=confirm]', PASSWORD);
  await page.click('form button');
  await page.click('a:has-text("New tournament")');
  await page.fill('input[name=name]', 'Autumn Open');
  await page.fill('input[name=venue]', 'Blue Room');
  await page.click('main form button');
  await page.locator('a:has-text("Import a CSV list")').waitFor({ timeout: WAIT });
  const id = new URL(page.url()).pathname.replace('/admin/t/', '');
  for (const name of PLAYERS) {
    await page.fill('section#players input[name=name]', name);
    await page.click('section#players button:has-text("Add player")');
    await page.locator(`section#players .player-rows a:text-is("${name}")`).waitFor({ timeout: WAIT });
  }
  await page.click('button:has-text("Check everyone in")');
  await page.locator(`h2:has-text("${PLAYERS.length} checked in")`).waitFor({ timeout: WAIT });
  await page.click('button:has-text("Propose round 1")');
  await page.click('button:has-text("Confirm this seating")');
  await page.waitForURL((u) => !u.pathname.endsWith('/propose'), { timeout: WAIT });
  return id;
}

async function recordGame(page, base, id, gameId, shift) {
  await page.goto(`${base}/admin/t/${id}/games/${gameId}`);
  for (let i = 0; i < HANDS.length; i++) {
    const hand = HANDS[i];
    const seat = (s) => (s + shift) % 4;
    await page.locator(`#hand-form button[value=save]:has-text("Save hand #${i + 1}")`).waitFor({ timeout: WAIT });
    const taps = [`[name=outcome][value=${hand.outcome}]`, ...(hand.riichi || []).map((r) => `[name=riichi${seat(r)}]`)];
    if (hand.tenpai) taps.push(...hand.tenpai.map((t) => `[name=tenpai${seat(t)}]`));
    if (hand.win !== undefined) {
      taps.push(`[name=win${seat(hand.win)}]`);
      if (hand.from !== undefined) taps.push(`[name=discarder][value="${seat(hand.from)}"]`);
      taps.push(`[name=value${seat(hand.win)}][value="${hand.value}"]`);
      if (hand.fu) taps.push(`[name=fu${seat(hand.win)}][value="${hand.fu}"]`);
    }
    for (const tap of taps) await page.locator(`#hand-form input${tap}`).first().check({ force: true });
    await page.click('.pay-bar button[value=save]');
    await page.locator(`p[role=status]:has-text("Hand #${i + 1} saved")`).waitFor({ timeout: WAIT });
  }
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const organizer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const id = await setUp(organizer, server.base);
    await organizer.goto(`${server.base}/admin/t/${id}/rounds/1/cards`);
    const games = [...new Set(await organizer.locator(`a[href*="/admin/t/${id}/games/"]`).evaluateAll(
      (links) => links.map((a) => a.getAttribute('href').match(/games\/(\d+)/)?.[1]).filter(Boolean),
    ))];
    if (games.length < PLAYERS.length / 4) throw new Error(`round 1 shows ${games.length} games on its table cards`);
    for (const [i, gameId] of games.entries()) await recordGame(organizer, server.base, id, gameId, i);

    const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 })).newPage();
    await phone.goto(`${server.base}/t/${id}/standings`);
    await phone.screenshot({ path: path.join(OUT, 'phone-standings.png') });

    const screen = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await screen.goto(`${server.base}/t/${id}/screen`);
    // The screen opens on the seating; the arrow key steps to the standings.
    for (let step = 0; step < 4; step++) {
      if (await screen.locator('#screen-standings').isVisible()) break;
      await screen.keyboard.press('ArrowRight');
      await screen.waitForTimeout(400);
    }
    await screen.screenshot({ path: path.join(OUT, 'big-screen.png') });
    console.log(`wrote ${path.join(OUT, 'phone-standings.png')} and ${path.join(OUT, 'big-screen.png')}`);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
