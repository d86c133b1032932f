# refusals: the refusals words (en).
# What the person should fix when the application refuses a change: each message is one
# refusal's kind, its facts as arguments.

# A player's details (the player form, the import's lines).
refusals-player-empty-name = The name is empty: every player needs a name.
refusals-player-name-too-long = The name is too long: at most { $max } characters.
refusals-player-club-too-long = The club is too long: at most { $max } characters.
refusals-player-number-too-long = The player number is too long: at most { $max } characters.
refusals-player-duplicate-name = There is already a player called "{ $name }" in this tournament (names ignore case and spaces).
refusals-player-check-in-withdrawn = { $name } has withdrawn: reinstate them before checking them in.
refusals-ema-bad-number = The EMA number must be 8 digits, as the EMA's player list writes it (such as 04010001): "{ $given }" is not.
refusals-ema-bad-country = The country must be a three-letter ISO 3166 code, as the EMA's lists use (such as FRA, DEU or CAN): "{ $given }" is not one.

# A list of players to import.
refusals-import-not-utf8 = The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.
refusals-import-empty = The file is empty.
refusals-import-too-long = The file has more than { $max } lines: import it in parts.
refusals-line-not-csv = This line could not be read as CSV: { $problem }
refusals-line-too-many-fields = { $count } fields: expected at most { $expected } ({ $columns }).
refusals-line-earlier-in-file = "{ $name }" appears earlier in this file.

# The staff's accounts.
refusals-account-organizer-exists = The organizer password is already set: sign in instead.
refusals-account-password-too-short = Choose a password of at least { $min } characters.
refusals-account-passwords-differ = The two passwords differ: type the same password twice.
refusals-account-referee-name = Give the referee a name of 1 to { $max } characters; they sign in with it.
refusals-account-no-tournament = Choose the tournaments this referee works at.
refusals-account-unknown-tournament = One of the chosen tournaments does not exist: reload the page.
refusals-account-name-is-organizer = That name is the organizer's: choose another.
refusals-account-wrong-password = The current password is not right.

# The round clock.
refusals-clock-not-current-round = Round { $asked } is not the round being played: round { $current } is. Nothing was changed; the event board (/admin/t/{ $tournament }/board) shows round { $current }'s clock.
refusals-clock-not-started = Start the round's clock first; then a table can be given more time.

# Penalties.
refusals-penalty-no-player = Choose the player.
refusals-penalty-no-such-game = Choose the game from the list.
refusals-penalty-unknown-kind = Choose the kind of penalty.
refusals-penalty-not-a-number = The amount must be a whole number of points, like 2.
refusals-penalty-out-of-range = { $amount } is outside the range for "{ $kind }".
refusals-penalty-no-reason = Write the reason (what happened), so the player and other referees can read it.
refusals-penalty-reason-too-long = The reason is too long: keep it under 200 characters.
refusals-penalty-not-offered = "{ $kind }" is not a score penalty in this tournament's rules: it is a table penalty, recorded with the hand on the score sheet.

# Rounds.
refusals-round-nothing-to-replan = Every round has hands recorded: there is nothing to re-plan.
refusals-round-seating-fixed = Hands of round { $number } are already recorded: its seating can no longer change.
refusals-round-not-in-round = Both players must be in round { $number } to swap them.
refusals-round-not-last = Only the last round can be taken back.
refusals-round-stays = Round { $number } has results, penalties or a bracket stage: it stays.
refusals-round-without-team = Teams play this tournament: { $players } { $count ->
        [one] is
       *[other] are
    } checked in but in no team. Form their team on the Teams page, or check them out.
refusals-round-partner-absent = Teams play this tournament: the partner of { $players } is not checked in. Check the partner in, or check { $count ->
        [one] that player
       *[other] these players
    } out.
refusals-round-odd-teams = Two teams play at each table: { $teams } { $teams ->
        [one] team is
       *[other] teams are
    } checked in cannot all be seated. Check in an even number of teams.

# The seating's refusals (a round, a bracket's game, a file's table rule).
refusals-table-size = { $size ->
        [2] two
        [3] three
        [4] four
       *[other] five
    }
refusals-seating-too-few-players = only { $players } players are available; at least { $needed } are needed to seat a table
refusals-seating-not-multiple-of-four = { $players } players cannot all sit at tables of four; choose tables of three with a substitute or sit-outs, or check in a multiple of four players
refusals-seating-not-multiple-of-three = { $players } players cannot all sit at tables of three; choose tables of two with a substitute or sit-outs, or check in a multiple of three players
refusals-seating-not-multiple-of = { $players } players cannot all sit at tables of { $table }; choose sit-outs, or check in a multiple of { $count } players
refusals-seating-too-few-tables-for-fifths = { $players } players leave { $left } over after the tables of four, more than the { $tables } that a fifth seat can take (one per table); choose tables of three with a substitute or sit-outs, or check in a number of players that leaves no more over than there are tables
refusals-seating-no-fifth-seat-at-three = a table of three has no fifth seat; choose tables of two with a substitute or sit-outs
refusals-seating-no-fifth-seat-at = a table of { $table } has no fifth seat; choose sit-outs
refusals-seating-no-substitute-at-two = { $players } players leave one over at tables of two, and a game of two is not completed by a substitute; choose sit-outs (one player sits out each round, in turn)
refusals-seating-round-robin-tables-of-two = a round robin seats tables of two, not of { $table }: everyone meeting everyone once at larger tables needs a design that few player counts have; choose balanced, which seats from one where it exists
refusals-seating-round-robin-too-long = a round robin of { $players } players takes { $rounds } rounds, more than the { $max } a tournament can plan; choose balanced
refusals-seating-no-fifth-seat-in-style = { $style } has no fifth seat: the bettor is American's; choose tables of three with a substitute or sit-outs
refusals-seating-no-tag-team-in-style = { $style } has no tag-team form: eight to a table, two partners to a seat, is Mangan Mahjong's; choose another table rule
refusals-seating-not-multiple-of-eight = { $players } players cannot all sit at tag-team tables of eight (two partners to each seat); check in a multiple of eight players, or seat the round one person to a seat
refusals-seating-tag-teams-drawn-only = tag-team tables are seated by the random draw only (the draw makes the partners); choose the random draw
refusals-seating-duplicate-player = player { $player } is listed more than once among the available players
refusals-seating-player-twice-in-history = round { $round } of the rounds played lists player { $player } more than once; correct that round first
refusals-seating-too-many-players = { $players } players is more than the { $max } a seating can be planned for
refusals-seating-too-many-rounds = { $rounds } rounds is more than the { $max } that can be planned at once

# Teams.
refusals-team-not-a-team-style = This tournament's rules are not played in teams.
refusals-team-no-such-player = Choose the players from the list.
refusals-team-already-in-team = { $player } is already in the team { $team }: a player is in one team only.
refusals-team-duplicate-name = Another team is already called { $name }: choose another name.
refusals-team-blank-name = Give the team a name.
refusals-team-name-too-long = A team name is at most { $max } characters.
refusals-team-not-two = A team is two players: { $chosen } chosen. Tick exactly two.

# A tournament's details and rules.
refusals-tournament-ruleset-fixed = The ruleset cannot change once a round has started: results keep the rules they were played under.
refusals-tournament-settings-fixed = The wind rounds and the faan table cannot change once a round has started: results keep the rules they were played under.
refusals-details-empty-name = Give the tournament a name.
refusals-details-name-too-long = The name is too long: keep it under { $max } characters.
refusals-details-venue-too-long = The venue is too long: keep it under { $max } characters.
refusals-details-bad-date = The date must look like 2026-04-09 (year-month-day).
refusals-details-unknown-ruleset = Unknown ruleset '{ $ruleset }': choose one from the list.
refusals-details-ruleset-not-offered = The ruleset '{ $ruleset }' cannot be run as a tournament yet: its score sheet cannot record its hands. Choose one from the list.
refusals-details-unknown-language = Unknown language '{ $language }': choose English, French or Japanese, or none.

# A table phone taking a seat.
refusals-phone-staff-record-hands = In this tournament the organizer and referees record the hands: call them to your table.
refusals-phone-archived = This tournament is over and archived: its sheets no longer change.
refusals-phone-no-such-seat = Choose your name at this table.
refusals-phone-seat-held = Another phone already sits as { $name } ({ $wind }). If that is your seat, ask the organizer or a referee to free it; then choose it again here.
refusals-phone-sits-here = This phone already sits as { $name } ({ $wind }) at this table, and a phone holds one seat. If that is wrong, ask the organizer or a referee to free it.
refusals-phone-sits-elsewhere = This phone already holds a seat at another table of this round, and a phone holds one seat. If that is wrong, ask the organizer or a referee to free it.
refusals-phone-pins-held-back = Too many wrong PINs were tried for { $name }'s seat, or from this phone's network, just now. Try again in { $minutes } minutes, or ask the organizer: they can see { $name }'s PIN at check-in, or give { $name } a new one.
refusals-phone-wrong-pin = That is not { $name }'s PIN. It is the { $digits } digits on { $name }'s player card; the organizer can tell you at check-in. If you are not { $name }, go back and choose your own name.

# A change of a game's hands.
refusals-hand-impossible = With this change, hand #{ $hand } cannot happen: { $problem }.
refusals-hand-stale = This sheet changed meanwhile (someone else saved a hand). Here is the new state.
refusals-hand-conflict = This sheet changed while you were saving. Here is the new state: check it, then record your hand again.
refusals-hand-already-saved = Hand #{ $hand } was already saved; nothing was saved twice.
refusals-hand-entered-meanwhile = { $by } has just entered hand #{ $hand }: confirm it instead of entering it again.
refusals-hand-stage = This game decided a cut already made: the change waits for the organizer.
refusals-hand-already-confirmed = Hand #{ $hand } is already confirmed.
refusals-hand-disputed = Hand #{ $hand } is disputed: the organizer decides it now.
refusals-hand-own-entry = Hand #{ $hand } was entered from your seat or phone: another player of the table confirms it.
refusals-hand-already-disputed = Hand #{ $hand } is already disputed: the organizer decides it now.
refusals-hand-nothing-to-undo = There is nothing to undo on this sheet.
refusals-hand-changed-since = Hand #{ $hand } has changed since { $action ->
        [recorded] recording
        [deleted] deleting
        [restored] restoring
       *[other] correcting
    } it, so it cannot be undone; correct the hand instead.
refusals-hand-already-restored = This hand was already brought back (by undo or an earlier restore).
refusals-hand-too-few-hands = Hand #{ $hand } cannot be restored: the sheet has only { $hands } hands now. Restore the hands before it first.
refusals-hand-already-over = The game is already over.
refusals-hand-no-hand-yet = No hand was played yet: record the hand in progress with “time was up during this hand”.

# The bracket.
refusals-rounds-one = Round { $first }
refusals-rounds-two = Rounds { $first } and { $last }
refusals-rounds-range = Rounds { $first }–{ $last }
refusals-rounds-list = Rounds { $init } and { $last }
refusals-bracket-already-set-up = This tournament's bracket is already set up.
refusals-bracket-not-set-up = Set up the bracket first.
refusals-bracket-missing-number = Enter the number of { $what }.
refusals-bracket-earlier-undecided = { $rounds } { $count ->
        [one] is already played: choose whether it counts
       *[other] are already played: choose whether they count
    } as qualifying games or stay outside the bracket.
refusals-bracket-earlier-too-many = { $rounds } already played would count as qualifying rounds, more than the { $qualifying } chosen: choose at least { $count } qualifying rounds, or leave them outside the bracket.
refusals-bracket-nothing-to-seat = No game can be seated now.
refusals-bracket-straight-to-finals = With { $entrants } entrants the bracket goes straight to the finals, which start from 0: rounds played before cannot count in them.
refusals-bracket-club-format = The club's format for { $entrants } entrants seats its own qualifying games, so rounds played before cannot count as qualifying games.
refusals-bracket-too-few = { $entrants } checked-in entrants are too few: a bracket needs at least 4
refusals-bracket-needs-large-field = { $entrants } entrants is more than the club's brackets cover: choose qualifying rounds and a cut
refusals-bracket-bad-cut = choose a cut to the top 4, 8 or 16 (not { $cut })
refusals-bracket-too-few-for-three = { $entrants } checked-in entrants are too few: a sanma bracket needs at least 3
refusals-bracket-bad-cut-for-three = at tables of three choose a cut to the top 3, 6 or 9 (not { $cut })
refusals-bracket-no-bracket-at = the club's brackets are played at tables of three or four; a table of { $table } has none: rank the event by its standings
refusals-bracket-played-in-teams = a game played in teams of two has no bracket: a cut ranks players one by one and would part the partners; rank the event by its standings
refusals-bracket-cut-too-large = a cut to the top { $cut } needs more than { $cut } entrants (there are { $entrants })
refusals-bracket-bad-game-count = every stage needs between 1 and { $max } games
refusals-bracket-stage-not-over = the stage is not over: every game must be seated and finished first
refusals-bracket-no-next-stage = the last stage has no cut
refusals-bracket-no-such-stage = the format has no stage { $stage }
refusals-bracket-seating = seating: { $problem }
refusals-cut-stage-not-over = The stage is not over yet.
refusals-cut-already-matches = The cut already matches the results: nothing to re-run.
refusals-cut-next-stage-recorded = Hands or penalties of the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
       *[finals] finals
    } are already recorded: the cut can no longer change.
refusals-cut-nobody-to-replace = Nobody needs replacing.
refusals-cut-no-replacement-left = No qualified player is left to replace them.

# A tournament file not imported.
refusals-transfer-not-a-document = This is not a tenbou tournament file: { $problem }
refusals-transfer-too-new = This file was written by a newer tenbou (format version { $version }); update tenbou on this laptop first.
refusals-transfer-unknown-player = The file refers to player { $player }, who is not in its player list.
refusals-transfer-hand-at = Round { $round }, table { $table }: hand { $hand }
refusals-transfer-bad-hand = { $at } cannot be read: { $problem }
refusals-transfer-impossible-hand = { $at } cannot have happened: { $problem }
refusals-transfer-unknown-game = The file's penalty refers to round { $round } table { $table }, which is not in the file.
refusals-transfer-storage = The database refused the import: { $problem }

# The error page, and the web's own refusals that reach it.
refusals-title-not-found = Not found
refusals-title-not-allowed = Not allowed
refusals-title-check-input = Please check the input
refusals-title-changed-meanwhile = Changed meanwhile
refusals-title-too-large = Too large
refusals-title-too-many-tries = Too many tries
refusals-title-went-wrong = Something went wrong
refusals-page-description = { $title }: tenbou could not show this page.
refusals-page-not-found = This page does not exist.
refusals-server-failed = The server could not complete this request. Nothing was changed; try again.
refusals-back-before = Use your browser’s back button to return to the form, or go{" "}
refusals-back-home = home
refusals-back-after = .
refusals-staff-only = Only the organizer or a referee can do this.
refusals-sign-in-first = Sign in as the organizer first.
refusals-sign-in-to-change = Sign in as the organizer to change anything.
refusals-referee-limits = Referees record hands and penalties in their own tournaments; ask the organizer for anything else.
refusals-archived = This tournament is archived, so nothing in it can change. Restore it on its page first.
refusals-form-expired = This form has expired: reload the page and try again.
refusals-form-not-from-tenbou = This form has expired or did not come from tenbou. Go back, reload the page and try again.
refusals-form-too-large = The form is too large: send less than 1 MiB.
refusals-setup-on-the-laptop = The organizer password can only be chosen on the laptop that runs tenbou: open http://localhost there.
refusals-clock-length = Give the round's length in whole minutes, from 1 to { $most }.
refusals-clock-extra = `{ $name }` must be a whole number from 0 to { $most }.
refusals-clock-nothing-given = Give the table extra minutes or one more hand.
refusals-backups-off = Backups are off for this database.
refusals-seed-not-a-number = The proposal's seed is not a number: propose again.
refusals-too-many-connections = This device has too many connections open: close some tabs and try again in a few seconds.
refusals-live-full = Too many live pages are open right now. The page still works: reload it to see the latest.
refusals-live-address-full = This device has too many live pages open: close some tabs. The page still works: reload it to see the latest.

# An uploaded file or text that cannot be read (the error page).
refusals-upload-unreadable = The upload could not be read: choose the file again, or paste its text, and send it once more.

# A tournament file refused by its own check: where the first problem is, then what it is.
refusals-file-at = { $place }: { $problem }
refusals-file-too-many-players = the file has more than { $max } players.
refusals-file-too-many-rounds = the file has more than { $max } rounds.
refusals-file-too-many-penalties = the file has more than { $max } penalties.
refusals-file-place-tournament = tournament
refusals-file-place-player = player { $n }
refusals-file-place-bracket = bracket
refusals-file-place-stage = bracket stage { $n }
refusals-file-place-round = round { $n }
refusals-file-place-table = round { $round } table { $table }
refusals-file-place-mark = round { $round } table { $table } hand { $hand }
refusals-file-place-penalty = penalty { $n }
refusals-file-place-audit-entry = audit entry { $n }
refusals-file-place-team = team { $n }
refusals-file-text-date = date
refusals-file-text-reason = reason
refusals-file-text-seed = seed
refusals-file-text-phone = phone
refusals-file-text-name = name
refusals-file-text-dispute = dispute
refusals-file-text-time = time
refusals-file-text-action = action
refusals-file-text-subject = subject
refusals-file-text-old-value = old value
refusals-file-text-new-value = new value
refusals-file-text-form-key = form key
refusals-file-text = the { $what } is too long or holds a NUL character.
refusals-file-table-rule = { $error }.
refusals-file-fifth-seat = a fifth seat, but { $error }.
refusals-file-partners = tag-team partners, but { $error }.
refusals-file-other-style = its ruleset "{ $ruleset }" is { $style }, but the tournament plays { $plays } ("{ $preset }"); a game of another style cannot be scored in it.
refusals-file-other-table = its ruleset "{ $ruleset }" seats { $seats } players, but the tournament's tables seat { $table }.
refusals-file-hand-entry = who records hands is "{ $found }"; it must be "staff" or "table".
refusals-file-unknown-player = player { $player } is not in the file's player list.
refusals-file-id-twice = the id { $id } is used twice.
refusals-file-name-twice = "{ $name }" appears twice (names ignore case and spaces).
refusals-file-unreadable-plan = its plan cannot be read: { $problem }
refusals-file-more-stages = { $stages } stages, but its plan has { $planned }.
refusals-file-stage-order = stages must be numbered 0, 1, 2, … in order (found { $found }).
refusals-file-entered-twice = player { $player } entered twice.
refusals-file-unknown-seating = unknown seating "{ $code }".
refusals-file-unknown-table-rule = unknown table rule "{ $code }".
refusals-file-too-many-tables = more than { $max } tables.
refusals-file-sits-out-twice = player { $player } sits out twice.
refusals-file-no-such-stage = it belongs to bracket stage { $stage }, which is not in the file.
refusals-file-stage-full = bracket stage { $stage } has only { $allowed } games.
refusals-file-clock = the round's clock ({ $minutes } minutes) is out of range.
refusals-file-extra-time = the extra time of table { $table } is out of range.
refusals-file-unknown-ruleset = unknown ruleset "{ $ruleset }".
refusals-file-version = the version { $version } is out of range.
refusals-file-too-many-hands = more than { $max } hands.
refusals-file-seat-beyond-table = a player sits in a seat a table of { $seats } does not have.
refusals-file-seated-twice = player { $player } is seated more than once in this round.
refusals-file-too-few-players = a table needs at least { $least } players.
refusals-file-unknown-status = unknown status "{ $status }".
refusals-file-unknown-action = unknown action "{ $action }".
refusals-file-in-two-teams = player { $player } is in two teams.
refusals-file-team-name-twice = "{ $name }" names two teams (names ignore case and spaces).
refusals-file-seed-not-a-number = its seed is not a number.
refusals-file-nobody-entered = nobody entered it.
refusals-file-round-below-one = round numbers start at 1.
refusals-file-round-twice = the round appears twice.
refusals-file-table-below-one = table numbers start at 1.
refusals-file-tables-order = the tables must be numbered 1, 2, 3, … in order.
refusals-file-more-marks = more hand marks than hands.
refusals-file-entering-seat = the seat that entered it is out of range.
refusals-file-game-not-in-file = its game is not in the file.
refusals-file-hand-out-of-range = its hand is out of range.
refusals-file-undone-by-earlier = it is undone by an entry that is not after it.
refusals-file-no-teams = the tournament's style is not played in teams.
refusals-file-fifth-and-partners = both a fifth person and tag-team partners; a table has one or the other.

# A league not made or changed.
refusals-league-name = A league needs a name of at most { $max } characters.
refusals-league-best-of = For the best N events, N must be a whole number of at least 1.
refusals-league-no-such-event = That event does not exist (any more): choose another.
