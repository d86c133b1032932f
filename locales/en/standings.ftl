# The standings of players and teams.

standings-title = Standings
standings-description = Standings of { $name }, following every recorded hand.
standings-finished = { $finished } of { $games } games finished
standings-total-game-points = A player's total is the sum of their game points (each game starts from 0) minus score penalties.
standings-teams = Teams
standings-team = Team
standings-games = Games
standings-won = Won
standings-points = Points
standings-partners-and = {" "}and{" "}
standings-teams-rule = Teams rank by games won (a game counts for a team when its partners sat as one side), then by points: the partners' totals below added up.
standings-teams-csv = Teams CSV
standings-players = Players
standings-player = Player
standings-qualifying = Qualifying
standings-game-points = Game points
standings-table-points = Table points
standings-total = Total
standings-bracket-rule-before = Ranked by the bracket (the club's rules): those who reached the furthest stage first, by that stage's total (the{" "}
standings-bracket-rule-link = bracket
standings-bracket-rule-after = {" "}says what each stage carries over), then everyone else by the total of the last stage they played. The qualifying total is shown beside it. Ties: total, best single game, fewer penalties, then the bracket's recorded draw.
standings-rule-table-points = Table points are the sum of each game's table points (4, 2, 1 and 0 by place, shared on ties) minus score penalties.
standings-rule-total = The total is the sum of final game scores minus score penalties.
standings-tie-best-game = Equal totals are ordered by the best single game, then by fewer penalty points; players still equal share the place.
standings-tie-game-points = Equal totals are ordered by total game points, then by fewer penalty points; players still equal share the place.
standings-csv = Standings CSV

# The referee's desk of score penalties.
desk-title = Penalties · { $tournament }
desk-heading = Referee's desk: score penalties
desk-deducted = Deducted from the player's tournament total, not from the game; nobody else gains.
desk-table-penalties = Revealed wall tiles, dropped tiles and a false win are table penalties in these rules, paid to the other players: record them with the hand on the score sheet, not here.
desk-player = Player
desk-kind = Kind
desk-points = Points deducted
desk-reason = Reason
desk-game-label = Game
desk-no-game = not tied to a game
desk-game = Round { $round } table { $table }
desk-give = Give the penalty
desk-given = Given so far
desk-none = None.
desk-round = round { $round }
desk-table = table { $table }
desk-remove-open = remove…
desk-remove = Remove this penalty of { $name }

# The penalty desk's kinds, with the amount the club's rules set.
desk-kind-dropped-tile = Dropped a tile ({ $amount } per tile)
desk-kind-discussion = Discussed the state of the game (up to { $amount })
desk-kind-revealing = Revealed hand or waits (up to { $amount })
desk-kind-looking-at-tiles = Looked at wall or ura dora after a hand ({ $amount } per tile)
desk-kind-late-or-early = Arrived late or left early (organizer's decision)
# What makes up a player's total (web::standings::breakdown).
standings-breakdown-carried = { $points } carried
standings-breakdown-carried-half = { $points } carried (half of { $stage ->
        [semi-finals] semi-finals
        [finals] finals
       *[qualifying] qualifying
    })
standings-breakdown-carried-from = { $points } carried from { $stage ->
        [semi-finals] semi-finals
        [finals] finals
       *[qualifying] qualifying
    }
standings-breakdown-games = { $points } in games
standings-breakdown-penalties = −{ $points } penalties
standings-breakdown-separator = {", "}

# A player's game in a bracket stage (web::standings).
standings-stage-game = { $stage ->
        [semi-finals] Semi-finals
        [finals] Finals
       *[qualifying] Qualifying
    } game { $number }
