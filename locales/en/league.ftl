# league: the words of a league's server (en): the public index of events, the administrator's
# page of organizers, and the refusals of ownership.

league-index-updated = Events updated
league-index-title = Events
league-index-none = No event is open yet.
league-index-organizer = Organized by { $name }
league-index-event-page = What is happening now
league-organizers = Organizers
league-organizers-explained = Each organizer signs in with the name and first password you give them, runs their own events and authorises their own referees; they change their password on their page of referees. A disabled organizer and the referees they authorised are signed out at once and cannot sign in until you enable the organizer again.
league-create-organizer = Create the organizer
league-no-organizer = No organizer yet.
league-events-owned = { $count ->
    [one] one event
   *[other] { $count } events
}
league-disabled = disabled
league-disable = disable
league-enable = enable
league-link = Organizers of the league
league-name-taken = That name is already another account's: choose another.
league-not-yours = This tournament is another organizer's: only they and the league's administrator can open it.
league-administrator-only = Only the league's administrator can do this.

# The leagues: each adds up the results of the events it counts, under its own rule.
leagues-title = Leagues
leagues-index-events = Every event
leagues-explained = A league adds up the results of the events you choose (from any organizer, and an event may count in several leagues) under its own rule. Anyone reads its table, linked from the home page.
leagues-none = No league yet.
leagues-create = Create the league
leagues-name = Name of the league
leagues-measure = What each event gives a player
leagues-measure-places-explained = Place points: 1000 × (N − place) / (N − 1) for N players, 1000 to the winner and 0 to the last, tied players sharing the average (the EMA's base rank)
leagues-measure-scores-explained = The tournament score: the player's final total in the event
leagues-aggregate = What counts
leagues-aggregate-sum-explained = The sum over every event
leagues-aggregate-best-explained = Each player's best N events only
leagues-best-of = N, for the best N events
leagues-measure-places = Place points
leagues-measure-scores = Tournament scores
leagues-aggregate-sum = the sum over every event
leagues-aggregate-best = { $count ->
    [one] the best event only
   *[other] the best { $count } events
}
leagues-rule = { $measure }, { $aggregate }
leagues-public-table = The league table
leagues-events = Events counted
leagues-no-events = This league counts no event yet.
leagues-no-results = No game of this league's events is finished yet: the table fills in as games end.
leagues-remove-event = leave out
leagues-add-event = Event to count
leagues-add = Count this event
leagues-rule-title = Name and rule
leagues-rule-undo = Every change is noted in the audit log; to undo one, edit it back.
leagues-save = Save
leagues-table-description = { $name }: the league table across its events.
leagues-events-counted = { $count ->
    [one] one event counted
   *[other] { $count } events counted
}
leagues-events-played = Events
leagues-not-counted = (not counted)
leagues-rule-places = Each event gives place points: 1000 × (N − place) / (N − 1) for the N players who played, tied players sharing the average, as the EMA's base rank. Only finished games count, as on each event's standings.
leagues-rule-scores = Each event gives the player's final total, as its standings show it. Only finished games count.
leagues-rule-matching = A player is the same in two events when both have the same EMA number, or else (when one has none) the same name, spaces and capitals aside.
leagues-csv = Download the table (CSV)
