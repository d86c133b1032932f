# The list of tournaments, a tournament's public page and its rounds' seating.

index-title = Tournaments
index-none = No tournament is running yet.
index-set-up = The organizer sets tenbou up on the laptop that runs it (open http://localhost:8080 there).

home-description = { $name }: the round now playing, where everyone sits and how the tables stand.
home-manage = Manage this tournament
home-final-standings = Final standings
home-leader-before = Every game so far is finished. Leading the{" "}
home-leader-link = standings
home-leader-after = :{" "}
seat-placeholder = Part of your name
seat-find = Find
home-last-round = Last round: round { $number }
home-now-round = Now: round { $number }
home-registration = Registration: { $players } players, { $checked } checked in. The seating appears here when round 1 starts.
home-earlier-rounds = Earlier rounds
round-link = Round { $number }
round-description = Round { $number } of { $name }: every table and its seats.

table-title = Table { $number }
seating-score-sheet = score sheet
seating-record = record
seating-bets-first = bets first
seating-sitting-out = Sitting out:
seating-seed = seed { $seed }
seating-mode-balanced = Balanced seating
seating-mode-swiss = Swiss seating
seating-mode-random = Random draw
seating-mode-round-robin = Round robin

# Find my seat, and the printed schedule of every round.
seat-title = Find my seat · { $tournament }
seat-description = Find your table and seat at { $tournament } by your name.
seat-heading = Find my seat
seat-your-name = Your name
seat-not-drawn = The seating is not drawn yet: come back when round 1 starts.
seat-no-match = No player matches “{ $query }”. Try fewer letters.
seat-round = Round { $round }:
seat-table = table { $table }
seat-sitting-out = sitting out
seat-not-in-round = Not in round { $round }
schedule-title = Schedule · { $tournament }
schedule-heading = Schedule
schedule-one-page = one page per round when printed
schedule-none = No round is seated yet.
schedule-round = round { $round }
