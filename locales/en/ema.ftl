# ema: the organizer's EMA results page and its check before export (en). The file itself
# keeps the EMA's English columns in every language.

ema-title = EMA results
ema-intro = For the EMA's { $ranking } ranking (MERS): one line per player who played, the columns the EMA takes. How each figure is made is in the project's docs/ema.md.
ema-check = Before you send it
ema-check-clear = Every player has an EMA number, and every table is over and adds up.
ema-without-number = { $count } of { $players } players have no EMA number: { $names }.
ema-guest-before = The EMA lists a player without a number as a guest. Add the numbers from the{" "}
ema-guest-link = players
ema-guest-after = {" "}(each player's Edit), or export anyway.
ema-not-counted = Round { $round }, table { $table } is not over, or a hand there waits to be confirmed: its game is in no total yet.
ema-unbalanced = Round { $round }, table { $table }: { $sums }
ema-sums = the final points add up to { $sum }, not the { $expected } the players started with.
ema-download = Download the EMA results file
ema-export-anyway = Export anyway
ema-results = Results and MERS base ranks
ema-no-game = Nobody has finished a game yet.
ema-place = Place
ema-player = Player
ema-player-columns = (last name, first name; EMA number · country)
ema-table-points = Table points
ema-score = Score
ema-base-rank = Base rank
ema-no-number = no EMA number
ema-base-rank-rule = Base rank: 1000 × (N − place) / (N − 1) for N = { $players } players; players sharing a place share the average of the places they fill.
ema-weight-heading = Estimated MERS weight: { $weight }
ema-days = Days played
ema-substitutes = Substitutes who played
ema-qualification-asked = Players had to qualify to enter
ema-estimate = Estimate
ema-duration = Duration: { $days } { $days ->
        [one] day
       *[other] days
    }
ema-players = Players: { $count }
ema-countries = Countries: { $count }
ema-qualification-yes = Qualification: yes
ema-qualification-no = Qualification: no
ema-weight = Weight
ema-weight-note = An estimate by the EMA's published table ("Basics for ranking system", mahjong-europe.org): the EMA certifies the event and sets its weight. Players without a country count for no country.
ema-not-ranked = The EMA ranks events played under its riichi rules (EMA 2016 or 2025), the club's riichi rules (MSMC 2016) or MCR. { $name } is played under { $ruleset }, so it has no EMA results file.
