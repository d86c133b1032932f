# organizer: the organizer words (en).

# The organizer's page of one tournament.
organizer-page-title = { $name } · organizer
organizer-rules = rules: { $rules }
organizer-archived = archived
organizer-public-page = Public page
organizer-edit-details = Edit details
organizer-event-board = Event board
organizer-audit-log = Audit log
organizer-penalties = Penalties
organizer-bracket = Bracket and finals
organizer-players-csv = Players CSV
organizer-seating-csv = Seating CSV
organizer-games-csv = Games CSV
organizer-hands-csv = Hands CSV
organizer-penalties-csv = Penalties CSV
organizer-export = Export for another laptop
organizer-ema-title = For the EMA's { $ranking } ranking
organizer-ema-results = EMA results
organizer-restore = Restore from archive
organizer-archive-open = Archive…
organizer-archive-explained = Archiving takes { $name } off the home page and stops changes until it is restored.
organizer-archive = Archive this tournament
organizer-open-hands = Hands waiting for confirmation
organizer-open-hand-table = Round { $round }, table { $table }:
organizer-open-hand = hand #{ $number }
organizer-disputed = disputed
organizer-you-decide = — you decide: confirm or correct it
organizer-pending = pending
organizer-wrong-codes-title = Wrong table codes
organizer-wrong-codes = wrong table { $count ->
        [one] code
       *[other] codes
    } in the last { $minutes } minutes
organizer-held-devices = { $count ->
        [one] device
       *[other] devices
    } held back now for trying too many
organizer-wrong-codes-advice = A few are typos. Many mean someone may be guessing codes: a table that types its own code still gets in, and a device that keeps missing is held back. Ask players to keep their table cards to themselves; a round redrawn before play gets new codes.
organizer-who-records = Who records hands
organizer-staff-records = the organizer and referees only
organizer-tables-record = each table records its own hands from the players' phones (a table code and QR code per table; another player of the table confirms each hand)
organizer-save-who-records = Save who records hands
organizer-rounds = Rounds
organizer-mode-random = random seating
organizer-mode-balanced = balanced seating
organizer-mode-swiss = swiss seating
organizer-mode-round-robin = round-robin seating
organizer-table-cards = table cards
organizer-table-cards-codes = table cards and codes
organizer-paper-sheets = paper score sheets
organizer-board-and-clock = event board and round clock
organizer-seating-fixed = hands recorded: the seating is fixed
organizer-change-seating = Change this round's seating
organizer-redraw = Redraw round { $number }
organizer-swap = Swap
organizer-swap-with = with
organizer-swap-button = Swap the two players
organizer-take-back = Take back round { $number } (only while nothing is recorded)
organizer-by-bracket-before = This tournament runs by its bracket: seat its games from{" "}
organizer-by-bracket-after = . A round started below is outside the bracket and does not count towards it.
organizer-start-round = Start round { $number }
organizer-start-for = for the { $count } checked-in players. You see the proposal and its quality before confirming.
organizer-seating = Seating
organizer-mode-random-choice = Random draw (the club's rule for qualifying games)
organizer-mode-balanced-choice = Balanced: fewest repeat meetings, winds balanced
organizer-mode-swiss-choice = Swiss: neighbours in the standings, avoiding repeats
organizer-mode-round-robin-choice = Round robin: everyone meets everyone once (Berger tables)
organizer-rounds-to-plan = Rounds to plan now
organizer-not-a-multiple = { $count } is not a multiple of { $seats ->
        [2] two
        [3] three
       *[other] four
    }:
organizer-substitute = tables of { $seats ->
        [1] one
        [2] two
       *[other] three
    }, completed by the organizer (not ranked)
organizer-substitutes = { $tables } tables of { $seats ->
        [1] one
        [2] two
       *[other] three
    }, each completed by its own substitute: { $tables } substitutes every round, one per table (not ranked)
organizer-sit-out = players sit out in turn
organizer-fifth-seats = a fifth seat (the bettor) at some tables: { $tables } tables of four, { $left } of them with a fifth { $left ->
        [one] person
       *[other] people
    } who bets, in turn
organizer-fifth-seats-not = a fifth seat (the bettor) at some tables: not with { $count } players ({ $left } left over, { $tables } tables)
organizer-tag-team = Mangan's tag team
organizer-one-per-seat = one person to each seat
organizer-tag-teams = tag teams: { $tables } tables of eight, two partners to each seat, drawn at random
organizer-tag-teams-not = tag teams: eight to a table, two partners to each seat (not with { $count } players: check in a multiple of eight)
organizer-propose = Propose round { $number }
organizer-print-schedule = Print the whole schedule
organizer-print-schedules = Print each player's own schedule
organizer-replan = Re-plan the rounds not started yet (after a late arrival or a withdrawal)
organizer-checked-in-of = ({ $checked } checked in of { $players })
organizer-import-csv = Import a CSV list
organizer-player-cards = Print the player cards (seat PINs)
organizer-check-in-all = Check everyone in
organizer-player-number = Player number
organizer-ema-number = EMA number
organizer-ema-number-hint = 8 digits, if any
organizer-country = Country
organizer-country-hint = ISO 3166 code: FRA, CAN…
organizer-present-now = present now (check in)
organizer-add-player = Add player
organizer-present = present
organizer-not-checked-in = not checked in
organizer-pin = PIN
organizer-undo-check-in = Undo check-in
organizer-check-in = Check in
organizer-reinstate = Reinstate
organizer-withdraw = Withdraw

# The organizer's tournaments and the tournament form.
organizer-your-tournaments = Your tournaments
organizer-new-tournament = New tournament
organizer-edit-tournament = Edit tournament
organizer-backups-link = Backups and moving to another laptop
organizer-referees = Referees
organizer-no-tournament = No tournament yet. Create one to register players and seat them.
organizer-date = Date
organizer-venue = Venue
organizer-ruleset = Rules
organizer-default-language = Default language
organizer-no-default-language = None: each reader's browser decides
organizer-save = Save
organizer-create = Create

# A proposed seating and the round forms.
organizer-proposed-seating = Proposed seating
organizer-proposed-rounds = Proposed seating: { $count } rounds
organizer-quality = Quality
organizer-so-far = so far ({ $count } rounds)
organizer-with-proposal = with this proposal
organizer-repeat-meetings = Repeat meetings (every meeting after the first)
organizer-repeat-pairs = Pairs who met more than once
organizer-fewest-repeats = Fewest repeat meetings any seating of these tables can reach
organizer-wind-balance = Wind balance: largest gap between a player's most and least played wind (best possible)
organizer-confirm-seating = Confirm this seating
organizer-propose-another = Propose another
organizer-substitutes-label = Substitutes:
organizer-error-table-rule = Choose how to handle a player count that is not a multiple of four.
organizer-error-mode = Choose random draw, balanced, swiss or round robin.
organizer-error-round-count = Plan between 1 and { $most } rounds.
organizer-error-swap-same = Choose two different players to swap.
organizer-error-swap-none = Choose the two players to swap.

# Teams and backups.
organizer-team-explained = A team is two partners who sit East–North or South–West at the same table and win or lose together.
organizer-team-name = Team name
organizer-team-players = Its two players
organizer-team-everyone = Every player is in a team.
organizer-team-form = Form the team
organizer-team-none = { $name } is played under { $rules }, which is not played in teams.
organizer-teams-so-far = Teams so far ({ $count })
organizer-none-yet = None yet.
organizer-dissolve-open = dissolve…
organizer-dissolve = Dissolve { $name }
organizer-backups = Backups
organizer-backups-title = Backups and moving
organizer-snapshots = Snapshots of the database
organizer-snapshots-kept = tenbou takes a snapshot after every round starts and every ten minutes while results change, and keeps the newest 20
organizer-snapshots-in = in
organizer-snapshot-restore-before = To go back to one, stop tenbou and start it with{" "}
organizer-snapshot-restore-after = {" "}pointing at the snapshot file.
organizer-take-snapshot = Take a snapshot now
organizer-no-snapshot = No snapshot yet.
organizer-kib = { $size } KiB
organizer-move = Move a tournament to another laptop
organizer-move-explained = On this laptop, each tournament's page has “Export for another laptop” (one JSON file). On the other laptop, import that file here: players, rounds, every hand, penalties and the audit log arrive as they were.
organizer-tournament-file = Tournament file (.json)
organizer-import-tournament = Import the tournament
organizer-snapshot-failed = The snapshot could not be taken: { $error }

# A player's form and the import of a list.
organizer-edit-player = Edit { $name }
organizer-eight-digits = 8 digits
organizer-ema-help = For the EMA results file: the number as on the EMA's player list (8 digits) and the country as the EMA's lists write it (ISO 3166 alpha-3: FRA, DEU, CAN…). Both may stay empty.
organizer-seat-pin = Seat PIN
organizer-seat-pin-before = A table phone asks it once before it takes { $name }'s seat, and then keeps that seat from round to round. It is printed on the{" "}
organizer-seat-pin-cards = player cards
organizer-seat-pin-after = . A new PIN makes the old one useless: phones that proved { $name } must type the new one, and the seat they hold is freed.
organizer-new-pin = Give { $name } a new PIN
organizer-import-players = Import players
organizer-imported = { $count } players imported.
organizer-back-to-players = Back to the players
organizer-import-one-per-line = A CSV file with one player per line:
organizer-import-name-required = . Only the name is required; a first line
organizer-import-skipped = is skipped. For the EMA results file, a first line may name
organizer-import-and = and
organizer-import-columns = columns too
organizer-import-ema-shape = : eight digits, and a three-letter ISO 3166 code such as FRA.
organizer-csv-file = CSV file
organizer-paste-list = …or paste the list
organizer-preview = Preview
organizer-what-was-read = What was read
organizer-import-counts = : { $accepted } to import, { $refused } refused
organizer-line = Line
organizer-result = Result
organizer-ema = EMA { $number }
organizer-ok = ok
organizer-import-button = Import { $count } players

# The event board.
organizer-board-description = The event board of { $name }: every table of the round at a glance.
organizer-big-screen = big screen
organizer-board-round = Event board: round { $number }
organizer-clock-restart = Restart the round clock from now: minutes
organizer-clock-start = Start the round clock: minutes
organizer-restart = Restart
organizer-start = Start
organizer-finished = finished
organizer-hands = Hands
organizer-first = First
organizer-leading = Leading
organizer-to-confirm = To confirm
organizer-disputes = Disputes
organizer-score-sheet = Score sheet
organizer-five-minutes = +5 min
organizer-one-more-hand = One more hand
organizer-no-round-before = No round has started yet. Start round 1 from the{" "}
organizer-no-round-link = tournament's page
organizer-no-round-after = .

# The organizer's score sheet of a game and its hand form.
organizer-sheet-title = Score sheet · round { $round } table { $table }
organizer-sheet-public = public sheet
organizer-sheet-audit-log = audit log
organizer-sheet-undo = Undo
organizer-sheet-undo-what = Undo { $what }
organizer-sheet-phones = Phones at this table
organizer-sheet-free-seat = Free this seat
organizer-sheet-seat-belongs = A seat belongs to the first phone that chose it. Free it for a player whose phone changed or who chose the wrong seat; the next phone to choose it takes it.
organizer-sheet-end-now = End the game now
organizer-sheet-end-now-hint = the last hand was the one in progress when time ran out
organizer-sheet-correct-a-hand = Correct a hand
organizer-sheet-edit = edit
organizer-sheet-delete-open = delete…
organizer-sheet-delete-question = Delete hand #{ $number } for good?
organizer-sheet-delete = Delete
organizer-sheet-every-change-before = Every change is in the{" "}
organizer-sheet-every-change-after = , where a deleted hand can be restored.


# The tournament form's ruleset settings (Hong Kong Old Style's), their summary, and the
# engine's refusal of them (English as the engine writes it).
organizer-hkos-only = Hong Kong Old Style only
organizer-hkos-only-note = These two settings apply only when the rules are Hong Kong Old Style; other rules ignore them.
organizer-hkos-winds = Wind rounds per game
organizer-hkos-faan-table = Faan → points (faan: points, the highest key is the limit)
organizer-hkos-summary = { $winds ->
        [1] 1 wind round (East)
        [2] 2 wind rounds (East and South)
       *[other] 4 wind rounds (East, South, West and North)
    } per game · faan → points { $table } (the last is the limit) · scores are the points won from 0
organizer-settings-unreadable = The stored rule settings could not be read: { $reason }.
organizer-settings-bad-winds = A game is 1, 2 or 4 wind rounds, not '{ $typed }'.
organizer-settings-bad-entry = The faan table entry '{ $entry }' is not of the form faan: points (e.g. 3: 8).
organizer-settings-table-refused = The faan table was refused: { $reason }.
organizer-faan-table-empty = the faan table is empty; give values such as {"{"}"3": 8, "4": 16{"}"}
organizer-faan-table-bad-key = faan table key { $key } is not a faan count from 0 to 13
organizer-faan-table-twice = faan table key { $faan } is given twice
organizer-faan-table-bad-value = faan table value for { $faan } faan must be a whole number of points above 0
organizer-faan-table-no-minimum = the faan table has no value for { $least } faan: its lowest key is { $lowest }
organizer-faan-table-decreasing = the faan table pays less for { $more } faan ({ $more_value }) than for { $fewer } faan ({ $fewer_value })
# The round clock, on the board, the score sheets and the big screen.
clock-minutes-left = { $minutes } min left
clock-left-live = { $time } left
clock-time-up = Time is up
clock-ends = ends { $time }
clock-extra-minutes = (+{ $minutes } min given)
clock-extra-hands = { $count } more { $count ->
        [1] hand
       *[other] hands
    } given
clock-when-up = When time is up: { $rule }.
clock-rule-finish-hand = finish the hand in progress, then the game ends with its scores as they stand
clock-rule-play-to-end = these rules have no time limit: play the game to its end

# The backup page on a PostgreSQL server.
organizer-snapshots-server = The data is kept in a PostgreSQL database, which tenbou does not copy itself. Back it up with PostgreSQL's own { $tool }, run on the server by whoever runs it (every night of an event, say, and before each day's first round); a copy goes back with pg_restore or psql.
