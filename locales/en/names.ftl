# names: the names the code composes (en): places, rounds, a table's progress, statuses.

names-ordinal = { $place ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    }

# The rulesets' names.
names-preset-msmc-2016 = MSMC 2016 (club rules)
names-preset-ema-2016 = EMA Riichi 2016
names-preset-ema-2025 = EMA Riichi 2025
names-preset-wrc = World Riichi Championship
names-preset-tenhou = Tenhou
names-preset-mleague = M-League
names-preset-sanma-msmc = MSMC sanma (three players)
names-preset-mangan = Mangan Mahjong (club night)
names-preset-clear = Clear Mahjong (two teams of two)
names-preset-hkos-msmc = MSMC Hong Kong Old Style
names-preset-mcr = MCR (Chinese Official)
names-preset-zung-jung = Zung Jung
names-preset-wsom = World Series of Mahjong (Zung Jung)
names-preset-chinese-classical = Chinese Classical (limit 500)
names-preset-chinese-classical-no-limit = Chinese Classical (no limit)
names-preset-chinese-classical-east-double = Chinese Classical (limit 500, East double)
names-preset-american = American (NMJL)
names-preset-vietnamese = Vietnamese
names-preset-tenpai-race = Tenpai Race (two players)
names-preset-minefield = Minefield Mahjong, 17 steps (two players)

# A game's round, a table's progress, a tournament's round.
names-game-round = { $letter }{ $number }
names-progress-not-started = not started
names-progress-finished = finished
names-progress-playing = playing { $round }
names-progress-playing-repeat = playing { $round }·{ $honba }
names-round = Round { $number }

# How a round's field fills its tables (the line under the seating).
names-rule-sit-outs = sit-outs rotate
names-rule-fifth-seats = a fifth seat (the bettor) at some tables
names-rule-tag-teams = tag teams: eight to a table, two partners to a seat
names-rule-every-table-full = every table full
names-rule-one-short = Table { $table } is one player short: the organizer fills the empty seat (not ranked).
names-rule-several-short = Tables { $tables } and { $last } are each one player short: this round needs { $count } substitutes, one at each of these tables, since one person cannot fill two seats at once (substitutes are not ranked).
names-rule-fours = tables of { $seats ->
        [2] two
        [3] three
        [4] four
       *[other] five
    } only
names-organizer-fills = organizer (fills the seat, not ranked)
names-substitute = substitute { $position } of { $count } (fills the seat, not ranked)
