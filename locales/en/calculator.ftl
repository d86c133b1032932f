# calculator: the hand calculator (en): its form, the tile picker and the score card.

calculator-title = Hand calculator
calculator-description = Score a mahjong hand from its tiles.
calculator-description-under = Score a mahjong hand from its tiles under the rules of { $name }.
calculator-tournaments = tournaments
calculator-rules = Rules
calculator-use-rules = Use these rules
calculator-tiles-as-text = Tiles as text
calculator-concealed-tiles = Concealed tiles, the winning tile included
calculator-winning-tile = Winning tile
calculator-melds = Melds
calculator-mpsz-help = mpsz: digits then their suit — m characters, p dots, s bamboo, z honours (1–4 East South West North, 5 white, 6 green, 7 red); 0 is a red five. Melds: chi, pon, kan (open), ankan (closed), shouminkan (a pon promoted with its fourth tile), each followed by its tiles.
calculator-won-by = Won by
calculator-situation = Situation
calculator-seat-wind = Seat wind
calculator-dealer = {" "}(dealer)
calculator-round-wind = Round wind
calculator-score-hand = Score this hand
calculator-start-again = start again
calculator-no-bonus-tiles = Flowers and seasons exist only in Hong Kong Old Style, not in { $rules }: untick them or choose that ruleset.

# The tile picker.
calculator-your-hand = Your hand
calculator-picker-help = Tap a tile below to add it; tap it here to take it back. The last tile added is the winning tile.
calculator-tapping-adds = Tapping adds
calculator-mode-tile = Tile
calculator-mode-pon = Pon
calculator-mode-kan = Kan
calculator-mode-closed-kan = Closed kan
calculator-mode-added-kan-title = a pon promoted to a kan with its fourth tile (shouminkan)
calculator-mode-added-kan = Added kan
calculator-undo = Undo
calculator-clear = Clear
calculator-row-characters = Characters (man)
calculator-row-dots = Dots (pin)
calculator-row-bamboo = Bamboo (sou)
calculator-row-honours = Winds and dragons
calculator-row-red-fives = Red fives

# Riichi's inputs.
calculator-mode-dora = Dora ind.
calculator-mode-ura = Ura ind.
calculator-dora-indicators = Dora indicators
calculator-ura-indicators = Ura dora indicators
calculator-after-riichi = after riichi
calculator-nuki = North tiles set aside (nuki)
calculator-nuki-help = 0–4, not among the tiles above; each is a nuki dora.
calculator-check-riichi = riichi
calculator-check-double-riichi = double riichi
calculator-check-ippatsu = ippatsu
calculator-check-last-tile = last tile (haitei / houtei)
calculator-check-rinshan = after a kan (rinshan)
calculator-check-chankan = robbing a kan (chankan)
calculator-honba = Counters (honba)
calculator-sticks = Riichi sticks on the table

# The score card.
calculator-fu = { $fu } fu
calculator-fu-rounded = { $sum } fu, rounded up to { $fu } fu
calculator-fu-summary = Fu: { $note }
calculator-winner-receives = The winner receives { $points }
calculator-with-counters = with { $counters ->
        [one] 1 counter
       *[other] { $counters } counters
    }
calculator-with-sticks = with { $sticks ->
        [one] 1 riichi stick
       *[other] { $sticks } riichi sticks
    }
calculator-with-counters-and-sticks = with { $counters ->
        [one] 1 counter
       *[other] { $counters } counters
    } and { $sticks ->
        [one] 1 riichi stick
       *[other] { $sticks } riichi sticks
    }
calculator-discarder-pays = The discarder pays { $points }
calculator-discarder-pays-with-counters = The discarder pays { $points } + { $counters } for the counters
calculator-each-pays-all = Each player pays { $points } ({ $points } all)
calculator-dealer-pays = The dealer pays { $points }
calculator-other-non-dealer-pays = The other non-dealer pays { $points }
calculator-each-other-pays = Each other player pays { $points }
calculator-each-pays = Each player pays { $points }
calculator-each-pays-self-pick = Each player pays { $points } (self-pick)

# Hong Kong Old Style's value.
calculator-hkos-limit-hand = Limit hand ({ $faan } faan)
calculator-hkos-counted-limit = { $faan } faan (counted as the limit)
calculator-hkos-faan = { $faan } faan

# The picker's chow mode, tile names and the hand as drawn.
calculator-mode-chi = Chi
calculator-mode-chow = Chow
calculator-won-by-discard = Discard
calculator-tile-man = { $number } man
calculator-tile-pin = { $number } pin
calculator-tile-sou = { $number } sou
calculator-tile-red-man = red 5 man
calculator-tile-red-pin = red 5 pin
calculator-tile-red-sou = red 5 sou
calculator-tile-east = East wind
calculator-tile-south = South wind
calculator-tile-west = West wind
calculator-tile-north = North wind
calculator-tile-white = white dragon
calculator-tile-green = green dragon
calculator-tile-red = red dragon
calculator-meld-chi = chi
calculator-meld-pon = pon
calculator-meld-kan = kan
calculator-meld-ankan = ankan
calculator-meld-shouminkan = shouminkan
calculator-tile-winning = winning tile
calculator-tile-winning-alt = winning tile: { $tile }
calculator-tile-in-meld = { $meld }: { $tile }
calculator-tile-dora-title = dora indicators
calculator-tile-dora = dora
calculator-tile-dora-alt = dora indicator: { $tile }
calculator-picker-remove = remove
calculator-picker-remove-win = winning tile, remove
calculator-picker-remove-meld = { $meld }, remove
calculator-picker-remove-dora = dora indicator, remove
calculator-picker-remove-ura = ura indicator, remove
calculator-picker-ura = ura
calculator-picker-count = ({ $count } tiles)
calculator-picker-empty = (empty)
calculator-tile-flower = flower { $number } ({ $number ->
        [1] plum
        [2] orchid
        [3] chrysanthemum
       *[other] bamboo
    })
calculator-tile-season = season { $number } ({ $number ->
        [1] spring
        [2] summer
        [3] autumn
       *[other] winter
    })

# Hong Kong Old Style's inputs and result, the styles whose hands are typed, and the notes
# under the calculator's title.
calculator-hkos-flowers-and-seasons = Flowers and seasons
calculator-hkos-flower-owners = Flower or season 1 belongs to East, 2 to South, 3 to West, 4 to North.
calculator-hkos-last-tile = last tile (of the wall, or its last discard)
calculator-hkos-replacement-tile = replacement tile (after a kong)
calculator-hkos-kong-on-kong = kong on kong
calculator-hkos-robbing-kong = robbing a kong
calculator-hkos-heaven = gift of heaven (dealer's first draw)
calculator-hkos-earth = gift of earth (first draw)
calculator-hkos-man = gift of man (first discard)
calculator-hkos-dealer-keeps = Dealer keeps (deals in a row before this one)
calculator-hkos-base-points = Base points:
calculator-hkos-winner-receives = The winner receives { $total }
calculator-hkos-faan-table-tournament = Pays by { $name }'s faan table (faan: points): { $rows }.
calculator-hkos-faan-table-club = Pays by the club's faan table (faan: points): { $rows }.
calculator-typed-chinese-classical = Chinese Classical hands are not scored from tiles here: each player counts their points and doubles on the score sheet.
calculator-typed-vietnamese = Vietnamese hands are not scored from tiles: type the value and tick the bonuses on the score sheet.
calculator-typed-american = American hands are not scored from tiles: a hand is worth the value printed beside it on the year's card. Type that value on the score sheet.
calculator-typed-tenpai-race = Tenpai Race hands are typed, not scored from tiles: a wait found by the defender is paid with the attacker's hand written on the defender's line, which the tile evaluator cannot read. Type the han and fu (or the limit) on the score sheet.
calculator-typed-none = this style scores no hand from its tiles
calculator-mangan-payments = Mangan Mahjong: below mangan nothing is paid; from mangan up the losers pay what is shown and the winner receives nothing (the points leave the game). No counters, no riichi stake.
