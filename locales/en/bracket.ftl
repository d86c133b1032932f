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
bracket-before-after = before / after
