# The list of players and a player's own page.

players-description = Everyone playing { $name }.
players-name = Name
players-club = Club

player-description = { $name } at { $tournament }: place, total and every game.
player-withdrawn = withdrawn
player-final-place = Final place
player-place = Place
player-stage-total = { $stage ->
        [semi-finals] Semi-finals
        [finals] Finals
       *[qualifying] Qualifying
    } total
player-total = total
player-game-points-note = (they order equal totals of table points)
player-qualifying-total = Qualifying total
player-all-games = all games
player-not-in-bracket = Not in the bracket
player-games = Games
player-no-game = No game yet.
player-game = Game
player-score = Score
player-table = table { $number }
player-playing = playing
player-no-hand = No hand recorded for { $name } yet: the statistics start with the first.
player-everyones-statistics = Everyone's statistics
player-penalties = Penalties
player-no-penalty = None.
player-penalty-round = round { $number }
