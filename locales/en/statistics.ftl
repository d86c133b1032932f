# The statistics page and the counts it shares with a player's page.

statistics-description = How the players of { $name } played: places, wins, deal-ins, riichi and the score race.
statistics-no-hand = No hand has been recorded yet: the statistics start with the first.
statistics-score-race = Score race
statistics-no-race = No game has finished yet: the race starts with the first finished game.
statistics-event = The event
statistics-counting = Places count the games that count in the standings (over, every hand confirmed); the hands count every recorded hand. An average win is the points the winner gained in the hand.
statistics-final-report = Final report

tally-average-place = Average place
tally-places = Places
tally-hands = Hands
tally-wins = Wins
tally-of-hands = ({ $rate } of hands)
tally-self-picks = Self-picks
tally-deal-ins = Deal-ins
tally-draws = Draws
tally-average-win = Average win
tally-points = points
tally-riichi = Riichi
tally-chombo = Chombo
tally-table-penalties = Penalties at the table
tally-from-tiles = Scored from the tiles
tally-pattern = Yaku, fan or pattern
tally-times = Times
stats-avg-place = Avg place
stats-avg-win = Avg win
chart-numbers = The numbers
