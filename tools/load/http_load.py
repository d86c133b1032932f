#!/usr/bin/env python3
"""Server time of a save, of a correction and of the uncached standings, over HTTP.

Drives a running `tenbou` (started by tools/load/run.sh on a fresh database) through its forms
only, so that any version of the server can be measured the same way:

  1. A tournament of 48 players with a bracket: qualifying rounds played (every game ended in
     one hand), the cut made, the semi-finals seated. Two semi-final games get hands of their
     own: game A a realistic 8 (draws and wins, still in play), game B a long 24.
  2. 400 phones hold the tournament's events stream open (`GET /t/{id}/events`), two per
     address from 127.0.1.1 up (the server allows four per address; 127.0.0.1 is the
     organizer's laptop and would not be counted as phones are).
  3. (a) saves: a new hand on game A (the dealer's self-drawn mangan), then undone again (not
     timed), so every save meets the same 8 hands; (b) corrections: hand #2 of game B,
     switched between "all four tenpai" and "only the dealer tenpai" (both keep the deal, so
     every later hand stays possible and every later row's points move).
  4. The standings page of 400 and of 4,000 players after a few finished rounds, requested
     with a cookie the server does not know: the page cache keeps only requests without any
     cookie, so each request renders the page as a visitor sees it. The cached page is timed
     beside it; then one player's page (their counts and places), uncached.

Times are measured by this client around each request on a kept-alive loopback connection
(the server logs no time per request): request sent to last byte read. Every loop is bounded
in count; every address is on this machine.
"""

import argparse
import asyncio
import http.client
import os
import re
import threading
import time
import urllib.parse

# --------------------------------------------------------------------------- the client

SERVER_PID = None  # set from --pid


class Client:
    """One kept-alive connection with the cookies it was given (a browser, in short)."""

    def __init__(self, port, cookies=None):
        self.port = port
        self.cookies = dict(cookies or {})
        self.conn = None

    def _connection(self):
        if self.conn is None:
            self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        return self.conn

    def request(self, method, path, fields=None):
        """Sends one request; returns (status, Location, body). Retries once on a connection
        the server closed while idle."""
        body = urllib.parse.urlencode(fields) if fields is not None else None
        headers = {}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for attempt in range(2):
            try:
                conn = self._connection()
                conn.request(method, path, body=body, headers=headers)
                response = conn.getresponse()
                text = response.read().decode("utf-8", "replace")
                break
            except (ConnectionError, http.client.HTTPException):
                self.conn = None
                if attempt == 1:
                    raise
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name.strip()] = rest.split(";", 1)[0]
        return response.status, response.getheader("Location", ""), text

    def get(self, path):
        return self.request("GET", path)

    def post(self, path, fields):
        return self.request("POST", path, fields)

    def timed(self, method, path, fields=None):
        """The request's status, body, and its time and the server's CPU time for it, both in
        milliseconds."""
        cpu = server_cpu_ms()
        started = time.perf_counter()
        status, _, text = self.request(method, path, fields)
        elapsed = (time.perf_counter() - started) * 1000
        return status, text, (elapsed, server_cpu_ms() - cpu)


def server_cpu_ms():
    """The CPU time the server's threads have run so far (their scheduler statistics, in
    nanoseconds: exact where /proc/PID/stat counts in ticks of 10 ms)."""
    total = 0
    for task in os.listdir(f"/proc/{SERVER_PID}/task"):
        try:
            with open(f"/proc/{SERVER_PID}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass  # a thread that ended between the listing and the reading
    return total / 1e6


def hidden(page, name):
    """The value of the hidden field `name` on a page."""
    found = re.search(rf'name="{name}" value="([^"]*)"', page)
    if not found:
        raise SystemExit(f"no field {name} on the page: {page[:400]}")
    return found.group(1)


# --------------------------------------------------------------------------- the organizer


class Organizer:
    """The organizer's browser: set up once, then every form it posts carries the CSRF token."""

    def __init__(self, port):
        self.client = Client(port)
        status, _, page = self.client.get("/setup")
        token = hidden(page, "form_token")
        self.client.post(
            "/setup",
            {"form_token": token, "password": "load-password", "confirm": "load-password"},
        )
        self.csrf = hidden(self.client.get("/admin")[2], "csrf")

    def post(self, path, fields=()):
        status, location, page = self.client.post(path, [("csrf", self.csrf), *fields])
        if status >= 400:
            raise SystemExit(f"POST {path} answered {status}: {page[:600]}")
        return location, page

    def tournament(self, name, players):
        """A new riichi tournament (the club preset) with `players` players, all checked in."""
        location, _ = self.post(
            "/admin/tournaments",
            [("name", name), ("date", "2026-04-09"), ("venue", "Hall 2"), ("ruleset", "msmc-2016")],
        )
        tid = location.rsplit("/", 1)[1]
        for first in range(0, players, 1000):  # the import takes at most 2,000 lines a file
            last = min(first + 1000, players)
            csv = "name,club,number\n" + "".join(
                f"Player {n:04},Club {n % 37},\n" for n in range(first, last)
            )
            _, page = self.post(f"/admin/t/{tid}/import/confirm", [("text", csv)])
            if f"{last - first} players imported" not in page:
                raise SystemExit(f"the import of players {first}..{last} failed: {page[:600]}")
        self.post(f"/admin/t/{tid}/players/checkin-all")
        return tid

    def games_of_round(self, tid, number):
        page = self.client.get(f"/t/{tid}/rounds/{number}")[2]
        games = list(dict.fromkeys(re.findall(rf"/admin/t/{tid}/games/(\d+)", page)))
        if not games:
            raise SystemExit(f"round {number} of tournament {tid} has no games")
        return games

    def sheet(self, tid, game):
        return f"/admin/t/{tid}/games/{game}"

    def token(self, tid, game):
        """The token of the game's hands that the sheet's forms carry back."""
        return hidden(self.client.get(self.sheet(tid, game))[2], "version")

    def record(self, tid, game, hand, position=None):
        """Saves `hand` as the next hand, or in place of hand `position` (0-based); returns
        the request's time and the server's CPU time for it (the token read before it is
        not timed)."""
        fields = [("csrf", self.csrf), ("version", self.token(tid, game)), ("action", "save")]
        fields += list(hand.items())
        path = self.sheet(tid, game) + (f"/hands/{position}" if position is not None else "/hands")
        status, page, times = self.client.timed("POST", path, fields)
        if status != 303:
            raise SystemExit(f"saving {hand} on game {game} answered {status}: {page[:600]}")
        return times

    def undo(self, tid, game):
        version = self.token(tid, game)
        self.post(self.sheet(tid, game) + "/undo", [("version", version)])

    def finish_round(self, tid, number):
        """Ends every game of round `number` in one hand: seat 1 wins a yakuman off the
        dealer, who busts."""
        for game in self.games_of_round(tid, number):
            self.record(tid, game, ron(1, 0, "y1"))


# --------------------------------------------------------------------------- hands


def all_tenpai():
    return {"outcome": "draw", **{f"tenpai{s}": "1" for s in range(4)}}


def dealer_tenpai(dealer):
    return {"outcome": "draw", f"tenpai{dealer}": "1"}


def ron(winner, discarder, value, fu=None):
    hand = {"outcome": "ron", "discarder": str(discarder), f"win{winner}": "1",
            f"value{winner}": value}
    if fu:
        hand[f"fu{winner}"] = fu
    return hand


def tsumo(winner, value):
    return {"outcome": "tsumo", f"win{winner}": "1", f"value{winner}": value}


def long_game(hands):
    """`hands` hands of a game that is not over: each dealer keeps the deal twice on a draw
    where everyone is tenpai, then the next seat wins 2 han 30 fu off the one after; from
    South 4 on the dealer only keeps the deal."""
    played = []
    while len(played) < hands:
        dealer = len(played) // 3
        if dealer >= 7:
            played.append(all_tenpai())
            continue
        played += [all_tenpai(), all_tenpai(),
                   ron((dealer + 1) % 4, (dealer + 2) % 4, "2", "30")]
    return played[:hands]


# --------------------------------------------------------------------------- phones


class Phones:
    """Event streams held open on an event loop of their own, counting the changes heard."""

    def __init__(self, port, tid, count):
        self.port, self.tid, self.count = port, tid, count
        self.changes = 0
        self.open = 0
        self.writers = []
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        future = asyncio.run_coroutine_threadsafe(self._open_all(), self.loop)
        future.result(timeout=120)

    async def _hold(self, n, opened):
        address = f"127.0.{1 + n // 400}.{(n // 2) % 200 + 1}"
        reader, writer = await asyncio.open_connection(
            "127.0.0.1", self.port, local_addr=(address, 0))
        writer.write(f"GET /t/{self.tid}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     "Accept: text/event-stream\r\n\r\n".encode())
        status = await reader.readline()
        if b" 200 " not in status:
            opened.set_exception(RuntimeError(f"stream {n} from {address}: {status!r}"))
            return
        self.writers.append(writer)
        self.open += 1
        if self.open == self.count:
            opened.set_result(None)
        while True:
            line = await reader.readline()
            if not line:
                self.open -= 1
                return
            if line.startswith(b"event: change"):
                self.changes += 1

    async def _open_all(self):
        if self.count == 0:  # the same measures without phones, for comparison
            return
        opened = self.loop.create_future()
        for n in range(self.count):
            self.loop.create_task(self._hold(n, opened))
        await asyncio.wait_for(opened, 60)

    def close(self):
        async def close_all():
            for writer in self.writers:
                writer.close()
        asyncio.run_coroutine_threadsafe(close_all(), self.loop).result(timeout=30)
        self.loop.call_soon_threadsafe(self.loop.stop)


# --------------------------------------------------------------------------- figures


def percentile(sorted_ms, share):
    """The nearest-rank percentile of sorted times."""
    index = max(0, min(len(sorted_ms) - 1, int(round(share * len(sorted_ms) + 0.5)) - 1))
    return sorted_ms[index]


HEADER = ("| request | requests | p50 ms | p95 ms | p99 ms | max ms | server CPU p50 ms "
          "| CPU mean ms |\n|---|---:|---:|---:|---:|---:|---:|---:|")


def report(name, measured):
    """One line of figures from (time, server CPU) pairs in milliseconds."""
    times = sorted(t for t, _ in measured)
    cpu = sorted(c for _, c in measured)
    cells = [percentile(times, p) for p in (0.5, 0.95, 0.99)] + [times[-1]]
    cells += [percentile(cpu, 0.5), sum(cpu) / len(cpu)]
    print(f"| {name} | {len(times)} | " + " | ".join(f"{c:.2f}" for c in cells) + " |",
          flush=True)


def load_average():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


# --------------------------------------------------------------------------- the run


def bracket_after_the_cut(organizer, qualifying):
    """The 48-player tournament, its qualifying rounds played and the semi-finals seated;
    returns its id and the semi-finals' two games."""
    tid = organizer.tournament("Load Open", 48)
    bracket = f"/admin/t/{tid}/bracket"
    organizer.post(bracket, [("qualifying_rounds", str(qualifying)), ("cut", "8"),
                             ("semi_games", "2"), ("semi_carry", "reset"),
                             ("final_games", "2"), ("final_carry", "half")])
    for number in range(1, qualifying + 1):
        organizer.post(f"{bracket}/seat")
        organizer.finish_round(tid, number)
    organizer.post(f"{bracket}/cut")
    organizer.post(f"{bracket}/seat")
    games = organizer.games_of_round(tid, qualifying + 1)
    if len(games) != 2:
        raise SystemExit(f"expected the two semi-final games, found {games}")
    return tid, games


def saves_and_corrections(organizer, args):
    tid, (game_a, game_b) = bracket_after_the_cut(organizer, args.qualifying)
    for hand in long_game(8):
        organizer.record(tid, game_a, hand)
    for hand in long_game(args.long_game):
        organizer.record(tid, game_b, hand)
    phones = Phones(args.port, tid, args.streams)
    print(f"\n48 players, {args.qualifying} qualifying rounds, the cut made, semi-finals "
          f"seated; {phones.open} event streams open; load average {load_average()}\n")
    print(HEADER)
    for _ in range(args.warm_up):
        organizer.record(tid, game_a, tsumo(2, "mangan"))
        organizer.undo(tid, game_a)
    saves = []
    for _ in range(args.requests):
        saves.append(organizer.record(tid, game_a, tsumo(2, "mangan")))
        organizer.undo(tid, game_a)
    report("(a) save a new hand (game of 8 hands)", saves)
    corrections = []
    for n in range(args.requests):
        hand = dealer_tenpai(0) if n % 2 == 0 else all_tenpai()
        corrections.append(organizer.record(tid, game_b, hand, position=1))
    report(f"(b) correct hand #2 of a game of {args.long_game} hands", corrections)
    time.sleep(1)
    print(f"\nstreams still open: {phones.open} of {args.streams}; change events heard: "
          f"{phones.changes}; load average {load_average()}")
    phones.close()


def standings(organizer, args):
    for players in args.standings:
        tid = organizer.tournament(f"Standings {players}", players)
        for number in range(1, args.rounds + 1):
            organizer.post(f"/admin/t/{tid}/rounds", [("table_rule", "substitute")])
            organizer.finish_round(tid, number)
        path = f"/t/{tid}/standings"
        uncached = Client(args.port, {"uncached": "1"})
        cached = Client(args.port)
        status, page, _ = uncached.timed("GET", path)
        if status != 200 or "Player 0000" not in page:
            raise SystemExit(f"the standings of {players} players: {status} {page[:400]}")
        for client in (uncached, cached):
            for _ in range(3):
                client.timed("GET", path)
        rendered = [uncached.timed("GET", path)[2] for _ in range(args.standings_requests)]
        served = [cached.timed("GET", path)[2] for _ in range(args.standings_requests)]
        print(f"\nstandings of {players} players after {args.rounds} rounds "
              f"({len(page):,} bytes); load average {load_average()}\n")
        print(HEADER)
        report(f"standings, {players} players, uncached", rendered)
        report(f"standings, {players} players, from the page cache", served)
        player_page(uncached, tid, page, args)


def player_page(uncached, tid, standings_page, args):
    """A player's page (their standing, counts and places), uncached: the first player the
    standings link to."""
    found = re.search(rf"/t/{tid}/players/(\d+)", standings_page)
    if not found:
        raise SystemExit(f"the standings of tournament {tid} link to no player's page")
    path = f"/t/{tid}/players/{found.group(1)}"
    for _ in range(3):
        uncached.timed("GET", path)
    timed = [uncached.timed("GET", path)[2] for _ in range(args.standings_requests)]
    report("a player's page, uncached", timed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int, required=True, help="the server's, for its CPU time")
    parser.add_argument("--requests", type=int, default=300, help="saves, and corrections")
    parser.add_argument("--warm-up", type=int, default=20)
    parser.add_argument("--streams", type=int, default=400)
    parser.add_argument("--qualifying", type=int, default=3, help="rounds before the cut")
    parser.add_argument("--long-game", type=int, default=24, help="hands of game B")
    parser.add_argument("--standings", type=int, nargs="*", default=[400, 4000])
    parser.add_argument("--rounds", type=int, default=4, help="rounds played for the standings")
    parser.add_argument("--standings-requests", type=int, default=100)
    parser.add_argument("--skip-saves", action="store_true")
    args = parser.parse_args()
    global SERVER_PID
    SERVER_PID = args.pid
    print(f"tenbou at 127.0.0.1:{args.port}, pid {args.pid}; times are this client's, request "
          "sent to last byte read, on loopback; CPU is the server's threads' during the request")
    organizer = Organizer(args.port)
    if not args.skip_saves:
        saves_and_corrections(organizer, args)
    standings(organizer, args)


if __name__ == "__main__":
    main()
