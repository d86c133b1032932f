# screen: the big screen a projector shows (en).

screen-title = big screen
screen-description = The big screen of { $name }: seating, standings and the round clock in turn.
screen-round-seating = Round { $round } seating
screen-page-of = { $page } of { $pages }
screen-table = Table { $table }
screen-organizer = organizer
screen-sitting-out = Sitting out: { $names }
screen-seating = Seating
screen-seating-soon = The seating appears here when the round starts.
screen-over = The tournament is over
screen-final-standings = Final standings
screen-time = Time
screen-no-clock = The round clock has not been started.
screen-not-in-bracket = Not in the bracket
screen-stage-continued = { $stage } (continued)
