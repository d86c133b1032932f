# bracket: the bracket words (en).

# The bracket, public and the organizer's.
bracket-description = The stages, cuts and finals of { $name }.
bracket-not-set-up = The organizer has not set up the stages yet.
bracket-champion = Champion:
bracket-now = (now)
bracket-awaiting = ended, a hand awaits confirmation: not counted yet
bracket-in-play = in play
bracket-not-reached = Not reached yet.
bracket-final-ranking = Final ranking
bracket-ranking-rule = Finalists first by their finals total, then everyone else by the score of the last stage they played. Ties: total, best single game, fewer penalties, then the recorded draw (seed { $seed }).
bracket-would-qualify = Would qualify:
bracket-instead-of = , instead of
bracket-delete-and-recut = Delete and re-run the cut
bracket-save-and-recut = Save and re-run the cut
bracket-public = Public bracket
bracket-entrants = { $count } checked-in entrants.
bracket-entrants-hint = The stages are chosen from this number; check everyone in first.
bracket-table-seats = Every table seats { $count }.
bracket-qualifying-rounds = Qualifying rounds
bracket-cut = Cut to the top
bracket-semi-games = Semi-final games
bracket-semi-carry = Semi-final scores
bracket-final-games = Final games
bracket-final-carry = Final scores
bracket-too-few = At least { $count } checked-in entrants are needed.
bracket-earlier = { $count } { $count ->
        [one] round was
       *[other] rounds were
    } already played ({ $rounds })
bracket-count-earlier = Count them as the first { $count } qualifying { $count ->
        [one] game
       *[other] games
    }
bracket-count-earlier-why = : their scores go into the qualifying totals and the cut, and the bracket seats only the qualifying rounds still to play (choose at least { $count } qualifying rounds above).
bracket-leave-earlier = Leave them outside the bracket
bracket-leave-earlier-why = : every entrant starts the bracket from 0 and those rounds count for nothing in its stages or its ranking (their games stay on the player pages and in the games CSV).
bracket-set-up = Set up the bracket
bracket-recut-title = The cut to the { $stage } no longer matches the results
bracket-recut-explained = A game was corrected since the cut. Before: { $before }. After: { $after }.
bracket-out = Out:
bracket-in = In:
bracket-recut = Re-run the cut
bracket-changes = Changes

# What a stage does and where the bracket stands, worded from the format's values.
bracket-stage-qualifying = Qualifying
bracket-stage-semi-finals = Semi-finals
bracket-stage-finals = Finals
bracket-carry-reset = scores reset to 0
bracket-carry-keep = scores carried over
bracket-carry-half = half the score carried over
bracket-carry-after = , { $carry }
bracket-games = { $count ->
        [1] 1 game
       *[other] { $count } games
    }
bracket-games-each = { $games } each{ $carry }
bracket-seats-four = four
bracket-seats-three = three
bracket-rounds-one = round { $first }
bracket-rounds-two = rounds { $first } and { $last }
bracket-rounds-range = rounds { $first }–{ $last }
bracket-rounds-list = rounds { $init } and { $last }
bracket-seated-random = by random draw
bracket-seated-balanced = to avoid repeat meetings with winds balanced
bracket-seated-swiss = by the standings, avoiding repeat meetings
bracket-seated-round-robin = by round robin, everyone meeting everyone once
bracket-seated-once = seated { $how }
bracket-seated-each = each seated { $how }
bracket-seated-rounds = { $rounds } seated { $how }
bracket-organizer-completes-two = {" "}(tables of two completed by the organizer)
bracket-organizer-completes-three = {" "}(tables of three completed by the organizer)
bracket-fives = ; { $rounds } had a table of five, its fifth person betting first
bracket-rounds-at-tables = { $count ->
        [1] 1 round
       *[other] { $count } rounds
    } at tables of { $seats }
bracket-summary-qualifying = { $played }, { $how }; the top { $top } by total score advance.
bracket-seeded = Tables of { $seats } seeded from the cut ({ $snake } at table 1), { $each }
bracket-best-of = { $count ->
        [1] the winner
       *[other] the best { $count }
    }
bracket-summary-club-five-six = Two games. Game 1 seats four entrants drawn at random: its first { $first } { $first ->
        [1] advances
       *[other] advance
    }. Game 2 seats, by random draw, the four not yet qualified: its first { $second } advance.
bracket-summary-finals = { $games } among the { $seats } finalists{ $carry }; the highest total wins.
bracket-summary-semi = { $seeded }; { $best } of each table { $count ->
        [1] goes
       *[other] go
    } to the final table.
bracket-summary-semi-and-best = { $seeded }; { $best } of each table and the best { $rest ->
        [1] one
       *[other] { $rest }
    } of the rest by total go to the final table.
bracket-summary-two-tables = Two tables by random draw, { $games } each with the same four{ $organizer }. The best { $count } combined scores of each table advance.
bracket-two-tables-organizer = ; a table of three is completed by the organizer, who never advances
bracket-outside = { $rounds } { $count ->
        [1] was played outside the bracket: it counts for
       *[other] were played outside the bracket: they count for
    } nothing in it (the games stay on the player pages and in the games CSV).
bracket-progress-replace = { $name } withdrew before the stage began and must be replaced.
bracket-progress-seat = { $stage }: game { $game } is next.
bracket-progress-playing = { $stage }: games in play.
bracket-progress-cut = { $stage } is over: the cut to the { $next } is next.
bracket-progress-finished = The tournament is over.
bracket-seat-mode-balanced = avoiding repeat meetings
bracket-seat-mode-random = random draw
bracket-seat-mode-swiss = neighbours in the standings
bracket-seat-mode-round-robin = round robin
bracket-action-replace = Replace { $name } by the next qualified player
bracket-action-seat = Seat { $stage } game { $game } ({ $how })
bracket-action-cut = Make the cut to the { $stage }
bracket-game-label = Game { $game } · table { $table }
bracket-cut-help-four = top 4: straight to the final table; top 8: two semi-final tables, two of each go on; top 16: four tables, the winner of each goes on
bracket-cut-help-three = top 3: straight to the final table of three; top 6: two semi-final tables of three, the winner of each and the better runner-up go on; top 9: three tables, the winner of each goes on

# Why a player entered a stage (web::bracket::reasons); English as the cut's Display writes it.
bracket-reason-straight-to-finals = one of the { $entrants } entrants: straight to the finals
# A stage's entrant with why they entered, in the report's list of draws.
bracket-entrant-with-reason = { $name } ({ $reason })
bracket-reason-game-place = { $place } in qualifying game { $game } ({ $score })
bracket-reason-overall = { $place } of { $field } after { $rounds } qualifying { $rounds ->
        [one] round
       *[other] rounds
    }, { $total }
bracket-reason-at-table = { $place } at { $semi ->
        [yes] semi-final table
       *[no] table
    } { $table }, { $total } over { $games }
bracket-reason-games = { $count ->
        [1] one game
        [2] two games
        [3] three games
       *[other] { $count } games
    }
bracket-reason-carried = {" "}(with { $points } carried over)
bracket-reason-best-of-rest = best of the rest: { $placing }
bracket-reason-tie-best-game = ; level on { $total } with the next player, ahead on best single game ({ $above } to { $below })
bracket-reason-tie-fewer-penalties = ; level on { $total } with the next player and on best game, ahead on fewer penalties ({ $above } to { $below })
bracket-reason-tie-draw = ; level on { $total } with the next player on every rule, ahead by the recorded draw (seed { $seed })
bracket-reason-replacement = { $by ->
        [best-of-rest] best of the rest
        [next-at-table] next at table { $table }
       *[next-qualified] next qualified
    } ({ $total }), in place of { $who } who withdrew
bracket-reason-a-finalist = a finalist
# A change to a game of a closed stage (web::stage_guard).
stage-guard-decided = This game decided the cut to the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
        [finals] finals
       *[other] next stage
    }
stage-guard-same-players = The same players still qualify. Saving also updates the reasons the bracket shows, and the audit log keeps both.
stage-guard-would-change = This change would change who qualified for the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
        [finals] finals
       *[other] next stage
    }
stage-guard-rerun = Nothing is saved yet. Saving re-runs the cut to the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
        [finals] finals
       *[other] next stage
    }: games of the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
        [finals] finals
       *[other] next stage
    } already seated (no hand recorded yet) are withdrawn and seated again from the new qualifiers. The audit log keeps the cut before and after.
stage-guard-must-stay-finished = Not saved: this game decided the cut to the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
        [finals] finals
       *[other] next stage
    }, so it must stay finished. Correct the hand in place (edit) instead of deleting it.
stage-guard-next-recorded = Not saved: this change would change who qualified for the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
        [finals] finals
       *[other] next stage
    }, whose hands or penalties are already recorded, so that cut can no longer change.
