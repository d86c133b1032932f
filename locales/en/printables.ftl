# printables: the table cards, paper score sheets, personal schedules and player cards an
# organizer prints (en).

printables-bets-first = bets first
printables-substitute = Organizer (substitute)
printables-print-hint = Print with your browser's Print (Ctrl+P).
printables-round-of = { $tournament } · round { $round }

printables-cards-title = Table cards · round { $round }
printables-cards-heading = Table cards, round { $round }
printables-paper-sheets-link = paper score sheets
printables-cards-unreachable = These cards point to { $address }, which only this laptop can open: no network was found when tenbou started. Connect the laptop to the venue's Wi-Fi, restart tenbou, then print the cards.
printables-cards-intro-before = Each card's QR code opens that table's score sheet on a phone; players without a camera open{" "}
printables-cards-intro-after = {" "}and type the code. Print: one card per page.
printables-cards-no-code-before = In this tournament the organizer and referees record the hands, so the cards carry no table code. To let each table record its own hands, change{" "}
printables-cards-no-code-link = who records hands
printables-cards-no-code-after = .
printables-table = Table
printables-players = Players
printables-code = Code
printables-sheet = sheet
printables-card-table = Table { $table }
printables-card-code = Table code
printables-card-scan = Scan to record this table's hands, or open { $address } and type the code. Another player of the table confirms each hand.

printables-sheets-title = Paper score sheets · round { $round }
printables-sheets-heading = Paper score sheets, round { $round }
printables-table-cards-link = table cards
printables-sheets-intro = One blank sheet per table, with its players and starting winds. Print: one sheet per page.
printables-sheet-heading = { $tournament } · round { $round } · table { $table }
printables-sheet-rules = { $ruleset } · start { $points } each · write each hand's payments and the running scores
printables-sheet-hand = Hand
printables-sheet-what-happened = What happened
printables-sheet-start = start
printables-sheet-final = final
printables-sheet-place = place
printables-sheet-signed = signed

printables-schedule-title = { $name }'s schedule
printables-schedules-title = Personal schedules
printables-everyones-schedules = everyone's schedules
printables-schedules-intro = Each player's rounds planned so far: table, wind and opponents. Print: one player per page.
printables-no-player = No player yet.
printables-no-round = No round is planned yet.
printables-round = Round
printables-wind = Wind
printables-with = With
printables-opponent = { $name } ({ $seat })
printables-only = only { $name }
printables-sits-out = sits out
printables-did-not-qualify = did not qualify for the { $stage ->
        [qualifying] qualifying
        [semi-finals] semi-finals
       *[finals] finals
    }
printables-not-in-bracket = not in the bracket

printables-player-cards-title = Player cards
printables-player-cards-intro = Each card carries the player's seat PIN: at a table that records its own hands, a phone asks it once before it takes the player's seat, then keeps that seat every round. Hand each player their own card at check-in; keep the sheet away from the tables. Print, then cut along the dashes.
printables-seat-pin = Seat PIN
printables-seat-pin-how = At your table, scan the table card, tap your name and type this PIN once. Keep it to yourself: it is what lets a phone sit as you.
