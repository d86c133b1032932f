# The layout every page shares: the header, the language switch, the tournament's tabs, and
# the words several pages use (winds, dates).

site-description = tenbou runs a mahjong tournament from a laptop: seating, score sheets and live standings on every phone.
nav-site = Site
nav-calculator = Calculator
nav-organizer = Organizer
nav-sign-out = Sign out
nav-sign-in = Organizer sign-in
nav-languages = Language

tabs-label = Tournament
tab-now = Now
tab-seat = Find my seat
tab-standings = Standings
tab-bracket = Bracket
tab-players = Players
tab-calculator = Calculator
tab-statistics = Statistics
live-updated = Standings updated

tournament-over = Tournament over — champion:
full-stop = .

# The seats' winds, as the seating and score sheets show them.
wind-east = East
wind-south = South
wind-west = West
wind-north = North
wind-fifth-seat = fifth seat

# A date as pages show it; $iso is the stored form (2026-04-09), $year, $month and $day its parts.
date = { $iso }
