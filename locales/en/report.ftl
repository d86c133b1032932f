# report: the final report, as a page and as a file to publish (en).

report-title = Final report
report-description = The final report of { $name }: standings, champion, statistics, rules and draws.
report-download = Download this report
report-back = Back to the tournament
report-champion = Champion:
report-not-over = The event is not over yet: this report shows it as it stands.
report-no-game = No game has finished.
report-no-hand = No hand was recorded.
report-rules = Rules
report-decisions = The decisions
report-draws = Draws
report-no-round = No round was drawn.
report-seeds = Each round's seating was drawn from its seed: the same seed and players draw the same tables again.
report-round = Round
report-seating = Seating
report-seed = Seed
report-bracket = The bracket
report-bracket-seed-before = Ties still level after every other rule are settled by the bracket's draw, seed{" "}
report-bracket-seed-after = . Each stage's players are listed in the order they entered it: its seeding.
report-made-by = Made by tenbou.

# The charts' titles, axes and text alternatives (the statistics page, a player's page, a
# game's sheet and the report).
report-chart-race-summary = Running totals of every game and penalty after each round. After round { $round }: { $leaders }.
report-chart-race-leading = The chart follows the leading { $shown } of { $count }.
report-chart-round = Round
report-chart-hand = Hand
report-chart-start = start
report-chart-round-label = R{ $round }
report-chart-points-title = Points hand by hand
report-chart-points-summary = Each player's points from the start through { $hands } { $hands ->
        [one] hand
       *[other] hands
    }: { $last }.
report-chart-places-title = { $name }'s places
report-chart-places-summary = { $name }'s place game by game: { $places }.
report-chart-place-in-round = { $place } in round { $round }

# The ruleset's decisions, as the report lists them.
report-rule-yes = Yes
report-rule-no = No
report-rule-players = Players at a table
report-rule-wind-rounds = Wind rounds in a game
report-rule-multi-ron = Several wins on one discard
report-rule-time = When time is up
report-rule-table-penalties = Table penalties
report-rule-table-penalties-paid = Paid at the table by the offender to each other player
report-rule-head-bump = Head bump: only the winner nearest the discarder in turn wins
report-rule-each-winner = Every winner is paid in full, each with the honba
report-rule-nearest-takes = Every winner is paid; the nearest winner takes the honba and the deposits
report-rule-starting-points = Starting points
report-rule-return-points = Return points
report-rule-uma = Uma (1st to last)
report-rule-oka = Oka to first place
report-rule-ties = Tied players
report-rule-red-fives = Red fives
report-rule-open-tanyao = Open tanyao
report-rule-kiriage = Kiriage mangan (4 han 30 fu, 3 han 60 fu)
report-rule-kazoe = 13 han or more without a yakuman
report-rule-stack-yakuman = Several yakuman in one hand add up
report-rule-double-yakuman = Double yakuman hands
report-rule-nagashi = Nagashi mangan
report-rule-abortive = Abortive draws
report-rule-triple-ron = Three rons on one discard
report-rule-pao-honba = Honba on a ron shared with a liable player
report-rule-bust = A player below zero ends the game
report-rule-agari-yame = Agari-yame
report-rule-chombo = Chombo
report-rule-north = North tiles
report-rule-nuki-dora = Set aside as nuki dora
report-rule-chii = Chii
report-rule-not-allowed = Not allowed
report-rule-tie-seat = The starting seat decides (East first)
report-rule-tie-share = Share the uma and oka of their places
report-rule-kazoe-yakuman = Counted as yakuman
report-rule-kazoe-sanbaiman = Capped at sanbaiman
report-rule-triple-ron-abortive = An abortive draw
report-rule-triple-ron-wins = Every winner wins, as the rule for several wins says
report-rule-pao-discarder = The discarder pays it
report-rule-pao-liable = The liable player pays it
report-rule-agari-yame-yes = The dealer alone in first place with at least { $points } may end the game after winning the last hand
report-rule-chombo-mangan = Reverse mangan paid at the table (a dealer 4000 to each player)
report-rule-chombo-deduction = { $points } taken from the offender's final score of the game, after uma

# The decisions the engine gives as values: a table's size, the time rule, a round's seating.
report-rule-table-size = { $seats ->
        [2] Two
        [3] Three
        [4] Four
       *[other] Five
    }
report-rule-time-finish-hand = Finish the hand in progress, then the game ends with its scores as they stand
report-rule-time-play-to-end = These rules have no time limit: play the game to its end
report-seating-random = random
report-seating-balanced = balanced
report-seating-swiss = swiss
report-seating-round-robin = round-robin
