# audit: the audit words (en).
# The audit log's page, and each kind of change worded from the facts its entry keeps. An
# entry's English reads as the log always wrote it: who, the change, what it was done to.

audit-title = Audit log
audit-intro = Every change, newest first, in this laptop's time. A deleted hand can be restored here.
audit-since-undone = (since undone)
audit-restore = Restore
audit-someone = someone

# A change of a game's hands, with the hand as the entry names it.
audit-hand-recorded = { $who } recorded { $subject }.
audit-hand-edited = { $who } corrected { $subject }.
audit-hand-deleted = { $who } deleted { $subject }.
audit-hand-restored = { $who } restored { $subject }.
audit-hand-undone = { $who } undid { $subject }.
audit-hand-confirmed = { $who } confirmed { $subject }.
audit-hand-disputed = { $who } disputed { $subject }.

# Rounds.
audit-round-started = { $who }: round started — round { $round } ({ $mode } seating, seed { $seed }, { $tables } tables)
audit-round-re-planned = { $who }: round re-planned — round { $round }: { $mode } seating, seed { $seed }, { $players } players
audit-round-redrawn = { $who }: round redrawn — round { $round }, seed { $was } → { $seed }
audit-players-swapped = { $who }: players swapped — round { $round }: #{ $first } ↔ #{ $second }
audit-round-taken-back = { $who }: round taken back — round { $round }
audit-clock-started = { $who }: clock started — round { $round }: { $minutes } minutes
audit-time-given = { $who }: time given — round { $round }, table { $table }: { $hands ->
        [0] { $minutes } more minutes
       *[other] { $minutes ->
            [0] { $hands } more hand(s)
           *[other] { $minutes } more minutes and { $hands } more hand(s)
        }
    }

# Players.
audit-player-added = { $who }: player added — { $name } ({ $details })
audit-player-edited = { $who }: player edited — { $name } ({ $details })
audit-player-checked-in = { $who }: player checked in — { $name }
audit-player-check-in-undone = { $who }: player check-in undone — { $name }
audit-player-withdrawn = { $who }: player withdrawn — { $name }
audit-player-reinstated = { $who }: player reinstated — { $name }
audit-all-players-checked-in = { $who }: all players checked in — { $count } players
audit-players-imported = { $who }: players imported — { $count } players{ $count ->
        [0] {""}
       *[other] {" "}({ $names })
    }
audit-seat-pin-reset = { $who }: seat pin reset — { $name }{ $freed ->
        [0] {""}
        [1] {" "}(their phone's seat freed)
       *[other] {" "}({ $freed } seats freed)
    }

# The tournament.
audit-tournament-created = { $who }: tournament created — { $name } ({ $details })
audit-tournament-edited = { $who }: tournament edited — { $name } ({ $details })
audit-tournament-archived = { $who }: tournament archived — { $name }
audit-tournament-restored = { $who }: tournament restored — { $name }

# Penalties and teams.
audit-penalty-given = { $who }: penalty given — { $player } ({ $player } −{ $amount } ({ $kindname }): { $reason })
audit-penalty-removed = { $who }: penalty removed — { $player }
audit-team-formed = { $who }: team formed — { $team } ({ $first } and { $second })
audit-team-dissolved = { $who }: team dissolved — { $team }

# A table's phones and who records hands.
audit-seat-taken = { $player } at the table (phone { $phone }): seat taken — { $wind ->
        [east] { wind-east }
        [south] { wind-south }
        [west] { wind-west }
        [north] { wind-north }
        [fifth] { wind-fifth-seat }
       *[other] {""}
    } at table { $table } (round { $round }), { $proof ->
        [pin] with the player's PIN
       *[known] by a phone that proved the player earlier
    }
audit-seat-freed = { $who }: seat freed — { $wind ->
        [east] { wind-east }
        [south] { wind-south }
        [west] { wind-west }
        [north] { wind-north }
        [fifth] { wind-fifth-seat }
       *[other] {""}
    } ({ $player }) at table { $table } (round { $round }), held by phone { $phone }
audit-hand-entry-changed = { $who }: hand entry changed — { $name } ({ $entry ->
        [table] tables record their own hands
       *[staff] the organizer and referees record hands
    })

# Accounts, and a tournament imported from a file.
audit-organizer-password-set = { $who }: organizer password set
audit-organizer-password-changed = { $who }: organizer password changed
audit-referee-authorised = { $who }: referee authorised — { $name }
audit-referee-access-revoked = { $who }: referee access revoked — account { $account }
audit-tournament-imported = { $who }: tournament imported — { $name } (as tournament { $tournament })

# A game's hands, from the entry's facts: where the hand is, its note, what undo reverts.
audit-hand-place = hand #{ $hand } at table { $table } (round { $round })
audit-hand-subject = { $place }: { $note }
audit-hand-subject-edited = { $place }: was “{ $before }”, now “{ $note }”
audit-hand-subject-time-up = { $place }: the game ends after it (time is up)
audit-hand-subject-entered-by = { $subject } (entered by { $name })
audit-hand-subject-reason = { $subject } — “{ $reason }”
audit-undo-recording = the recording of { $subject }
audit-undo-correction = the correction of { $subject }
audit-undo-deletion = the deletion of { $subject }
audit-undo-restoring = the restoring of { $subject }
audit-undo-end-at-time = the end at time of { $subject }
audit-undo-change = the change of { $subject }

# The bracket and its cuts, from the entry's facts: stages, the cut's list, a game's tables.
audit-bracket-set-up = { $who }: bracket set up — { $entrants } entrants: { $plan } ({ $names }; tie draw seed { $seed }{ $earlier })
audit-bracket-earlier-count = ; { $rounds } count as qualifying games 1–{ $count }
audit-bracket-earlier-left-out = ; { $rounds } left outside the bracket
audit-bracket-game-seated = { $who }: bracket game seated — { $stage } game { $game } (round { $round }) ({ $mode } seating, seed { $seed }: { $tables })
audit-bracket-cut-made = { $who }: bracket cut made — { $from } → { $to } ({ $advancers })
audit-bracket-cut-re-run = { $who }: bracket cut re-run — { $from } → { $to } after a correction ({ $advancers })
audit-bracket-cut-re-run-hand = { $who }: bracket cut re-run — { $from } → { $to } after a correction to { $place } ({ $advancers })
audit-bracket-reasons-updated = { $who }: bracket reasons updated — { $from } → { $to } after a correction to { $place } ({ $advancers })
audit-bracket-finalist-replaced = { $who }: bracket finalist replaced — { $stage }: { $out } withdrew, { $into } takes the place ({ $advancers })
audit-bracket-advancer = { $name } — { $reason }
