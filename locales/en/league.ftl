# league: the words of a league's server (en): the public index of events, the administrator's
# page of organizers, and the refusals of ownership.

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
