# table: the table phones' pages (en): the code page, "who are you?", the PIN, the phone's
# sheet (who holds it, the hands waiting for confirmation) and what they refuse.

table-code-title = Your table's code
table-code-heading = Record your table's hands
table-code-label = The code on your table's card
table-code-open = Open my table's sheet
table-code-scan = Or scan the QR code on the card.
table-back = Back to the tournament
table-wrong-code = No table of this tournament has the code “{ $code }”. Codes are { $length } letters and digits printed on your table's card; a round that was redrawn has new codes. Check the card, or ask the organizer.
table-past-round = Round { $round } is over: this code was for its table { $table }. Round { $latest } is being played now, with new table cards: type or scan the code on your new table's card (your table is on the round's page). A hand still missing from round { $round } is recorded by the organizer or a referee.
table-too-many-codes = Too many wrong table codes from this device. Try again in { $seconds } seconds, with the code on your table's card, or ask the organizer or a referee.
table-form-expired = This form has expired or did not come from this table's page. Open the table's code again and retry.
table-no-page-open = This phone has no page of this table open: scan the table's code again.
table-choose-hand-entry = Choose who records hands: the organizer and referees, or each table.

table-round-table = Round { $round }, table { $table }
table-code-word = table code
table-who-title = Who are you? · round { $round } table { $table }
table-who = Who are you?
table-elsewhere = This phone already sits as { $name } ({ $wind }) at table { $table } of this round, and a phone holds one seat a round.
table-elsewhere-back = Back to table { $table }
table-elsewhere-after = . If that is wrong, ask the organizer or a referee to free that seat.
table-seat-how = Tap your name, then type your PIN (the digits on your player card) once: this phone then records hands for this table as you and keeps your seat from round to round. Another player of the table confirms each hand you enter.
table-seat-tag-team = Tag team: two partners share each seat and its one phone. Either partner takes it with their own PIN; the hand form then asks who was seated when each hand ended.
table-taken = taken by another phone
table-sits-at = this phone sits at table { $table }
table-no-pin = no PIN needed on this phone
table-this-phone = this phone
table-seat-belongs = A seat belongs to the first phone that proves it with the player's PIN. To change it, ask the organizer or a referee to free it.

table-pin-title = Your PIN · round { $round } table { $table }
table-pin-heading = { $name } ({ $wind }): your PIN
table-pin-label = The { $length } digits on your player card
table-pin-take = Take my seat
table-pin-once = Asked once: this phone then keeps { $name }'s seat in every round of the tournament. Lost your card? The organizer has your PIN.
table-pin-not-you = Not { $name }? Choose your own name

table-you-are = you are
table-not-you = not you?
table-waiting = Waiting for confirmation
table-seated-when-ended = Seated when it ended:
table-seated-partner = { $wind }: { $name } (partner { $partner })
table-entered-by = entered by { $name }
table-disputed = disputed
table-pending = pending
table-confirm-hand = Confirm hand #{ $number }
table-dispute-open = dispute…
table-dispute-what = What is wrong?
table-dispute-example = e.g. it was 3 han, not 2
table-dispute-hand = Dispute hand #{ $number }
table-correct-it = correct it
table-counts-once = A hand entered here counts once another player of this table confirms it. A disputed hand goes to the organizer.

table-new-hands-only = A table records new hands only: dispute a wrong hand and the organizer corrects it.
