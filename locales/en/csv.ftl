# csv: the CSV files' column names, as a download's header line writes them (en). English keeps
# the names the documentation lists; the EMA results file keeps its English columns in every
# language and is not worded here.

csv-name = name
csv-club = club
csv-number = number
csv-checked-in = checked_in
csv-withdrawn = withdrawn
csv-round = round
csv-table = table
csv-seat = seat
csv-player = player
csv-place = place
csv-games = games
csv-game-total = game_total
csv-penalties = penalties
csv-total = total
csv-stage = stage
csv-final-rank = final_rank
csv-stage-total = stage_total
csv-qualifying-total = qualifying_total
csv-game-points = game_points
csv-points = points
csv-score = score
csv-hand = hand
csv-wind-round = wind_round
csv-honba = honba
csv-outcome = outcome
csv-winners = winners
csv-value = value
csv-delta-e = delta_e
csv-delta-s = delta_s
csv-delta-w = delta_w
csv-delta-n = delta_n
csv-delta-fifth = delta_fifth
csv-delta-e-partner = delta_e_partner
csv-delta-s-partner = delta_s_partner
csv-delta-w-partner = delta_w_partner
csv-delta-n-partner = delta_n_partner
csv-seated = seated
csv-note = note
csv-kind = kind
csv-amount = amount
csv-reason = reason
csv-given-at = given_at
csv-team = team
csv-player-1 = player_1
csv-player-2 = player_2
csv-won = won

# The players list's EMA columns, which an import reads in any language.
csv-ema-number = ema_number
csv-country = country
csv-events = events
