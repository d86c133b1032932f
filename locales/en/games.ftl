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

# A correction of the sheet refused: the form was filled in against other hands, or the change
# would make a later hand impossible.
games-stale-nothing-deleted = This sheet changed meanwhile (someone else saved a hand). Here is the new state: nothing was deleted.
games-stale-nothing-undone = This sheet changed meanwhile (someone else saved a hand). Here is the new state: nothing was undone.
games-stale-not-ended = This sheet changed meanwhile (someone else saved a hand). Here is the new state: the game was not ended.
games-stale-nothing-restored = This sheet changed meanwhile (someone else saved a hand). Here is the new state: nothing was restored.
games-stale-check-again = This sheet changed meanwhile: here is the new state. Check the hand again.
games-impossible-delete = Deleting hand #{ $hand } would make hand #{ $other } ({ $round }) impossible: { $why }. Correct that hand first.
games-impossible-undo = Undoing { $what } would make hand #{ $other } ({ $round }) impossible: { $why }. Correct that hand first.
games-impossible-end-at-time = The game cannot end at time: { $why }.
games-impossible-restore-itself = Hand #{ $hand } cannot be restored: { $why }.
games-impossible-restore = Restoring hand #{ $hand } would make hand #{ $other } ({ $round }) impossible: { $why }. Correct that hand first.
games-impossible-confirm = Hand #{ $hand } cannot be confirmed while hand #{ $other } ({ $round }) is impossible: { $why }. Correct that hand first.
games-impossible-dispute = Hand #{ $hand } cannot be disputed while hand #{ $other } ({ $round }) is impossible: { $why }. Correct that hand first.
