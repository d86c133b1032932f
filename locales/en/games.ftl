# A game's public score sheet.

game-title = Round { $round } table { $table }
game-description = The score sheet of round { $round }, table { $table } at { $tournament }, hand by hand.
game-heading = Round { $round }, table { $table }
game-record-hands = Record hands
game-points-chart = Points hand by hand

sheet-hand = Hand
sheet-start = start
sheet-entered-by = entered by { $name }
sheet-deposits-before = { $count } on the table before
sheet-final-points = final points
sheet-place = place
sheet-score = score
sheet-unconfirmed = Hands marked pending or disputed wait for confirmation: the game counts in the standings once every hand is confirmed.
sheet-game-over = Game over.
sheet-next = Next: { $round }
sheet-dealer-keeps = , the dealer has kept the deal { $count } { $count ->
        [one] time
       *[other] times
    } in a row
sheet-counters = , { $count } { $count ->
        [one] counter
       *[other] counters
    }
sheet-deposits = , { $count } riichi { $count ->
        [one] deposit
       *[other] deposits
    } on the table
