# audit: the audit words (fr).

audit-title = Journal des modifications
audit-intro = Chaque modification, la plus récente d'abord, à l'heure de ce portable. Une main supprimée peut être rétablie ici.
audit-since-undone = (annulée depuis)
audit-restore = Rétablir
audit-someone = quelqu'un

audit-hand-recorded = { $who } a inscrit { $subject }.
audit-hand-edited = { $who } a corrigé { $subject }.
audit-hand-deleted = { $who } a supprimé { $subject }.
audit-hand-restored = { $who } a rétabli { $subject }.
audit-hand-undone = { $who } a annulé { $subject }.
audit-hand-confirmed = { $who } a confirmé { $subject }.
audit-hand-disputed = { $who } a contesté { $subject }.

audit-round-started = { $who } : ronde commencée — ronde { $round } (placement : { $mode ->
        [random] tirage au sort
        [balanced] équilibré
        [swiss] suisse
        [round-robin] toutes rondes
       *[other] { $mode }
    }, graine { $seed }, { $tables } { $tables ->
        [one] table
       *[other] tables
    })
audit-round-re-planned = { $who } : ronde replanifiée — ronde { $round } : placement { $mode ->
        [random] tirage au sort
        [balanced] équilibré
        [swiss] suisse
        [round-robin] toutes rondes
       *[other] { $mode }
    }, graine { $seed }, { $players } joueurs
audit-round-redrawn = { $who } : ronde tirée de nouveau — ronde { $round }, graine { $was } → { $seed }
audit-players-swapped = { $who } : joueurs échangés — ronde { $round } : no { $first } ↔ no { $second }
audit-round-taken-back = { $who } : ronde retirée — ronde { $round }
audit-clock-started = { $who } : chrono lancé — ronde { $round } : { $minutes } minutes
audit-time-given = { $who } : temps accordé — ronde { $round }, table { $table } : { $hands ->
        [0] { $minutes } minutes de plus
       *[other] { $minutes ->
            [0] { $hands } { $hands ->
                [one] main
               *[other] mains
            } de plus
           *[other] { $minutes } minutes et { $hands } { $hands ->
                [one] main
               *[other] mains
            } de plus
        }
    }

audit-player-added = { $who } : joueur ajouté — { $name } ({ $details })
audit-player-edited = { $who } : joueur modifié — { $name } ({ $details })
audit-player-checked-in = { $who } : présence confirmée — { $name }
audit-player-check-in-undone = { $who } : présence annulée — { $name }
audit-player-withdrawn = { $who } : joueur retiré — { $name }
audit-player-reinstated = { $who } : joueur réintégré — { $name }
audit-all-players-checked-in = { $who } : présence de tous confirmée — { $count } joueurs
audit-players-imported = { $who } : joueurs importés — { $count } joueurs{ $count ->
        [0] {""}
       *[other] {" "}({ $names })
    }
audit-seat-pin-reset = { $who } : NIP de place renouvelé — { $name }{ $freed ->
        [0] {""}
        [1] {" "}(la place de son téléphone libérée)
       *[other] {" "}({ $freed } places libérées)
    }

audit-tournament-created = { $who } : tournoi créé — { $name } ({ $details })
audit-tournament-edited = { $who } : tournoi modifié — { $name } ({ $details })
audit-tournament-archived = { $who } : tournoi archivé — { $name }
audit-tournament-restored = { $who } : tournoi rétabli — { $name }

audit-penalty-given = { $who } : pénalité donnée — { $player } ({ $player } −{ $amount } ({ $kind ->
        [dropped_tile] tuile échappée
        [discussion] discussion de la partie
        [revealing] main ou attentes révélées
        [looking_at_tiles] regard sur les tuiles
        [late_or_early] retard ou avance
       *[other] { $kindname }
    }) : { $reason })
audit-penalty-removed = { $who } : pénalité retirée — { $player }
audit-team-formed = { $who } : équipe formée — { $team } ({ $first } et { $second })
audit-team-dissolved = { $who } : équipe dissoute — { $team }

audit-seat-taken = { $player } à la table (téléphone { $phone }) : place prise — { $wind ->
        [east] { wind-east }
        [south] { wind-south }
        [west] { wind-west }
        [north] { wind-north }
        [fifth] { wind-fifth-seat }
       *[other] {""}
    } à la table { $table } (ronde { $round }), { $proof ->
        [pin] avec le NIP du joueur
       *[known] par un téléphone qui a déjà prouvé le joueur
    }
audit-seat-freed = { $who } : place libérée — { $wind ->
        [east] { wind-east }
        [south] { wind-south }
        [west] { wind-west }
        [north] { wind-north }
        [fifth] { wind-fifth-seat }
       *[other] {""}
    } ({ $player }) à la table { $table } (ronde { $round }), tenue par le téléphone { $phone }
audit-hand-entry-changed = { $who } : saisie des mains changée — { $name } ({ $entry ->
        [table] les tables inscrivent leurs propres mains
       *[staff] l'organisateur et les arbitres inscrivent les mains
    })

audit-organizer-password-set = { $who } : mot de passe de l'organisateur choisi
audit-organizer-password-changed = { $who } : mot de passe de l'organisateur changé
audit-referee-authorised = { $who } : arbitre autorisé — { $name }
audit-referee-access-revoked = { $who } : accès d'arbitre retiré — compte { $account }
audit-tournament-imported = { $who } : tournoi importé — { $name } (comme tournoi { $tournament })

audit-hand-place = la main nº { $hand } à la table { $table } (ronde { $round })
audit-hand-subject = { $place } : { $note }
audit-hand-subject-edited = { $place } : était « { $before } », maintenant « { $note } »
audit-hand-subject-time-up = { $place } : la partie prend fin après elle (le temps est écoulé)
audit-hand-subject-entered-by = { $subject } (inscrite par { $name })
audit-hand-subject-reason = { $subject } — « { $reason } »
audit-undo-recording = l'inscription de { $subject }
audit-undo-correction = la correction de { $subject }
audit-undo-deletion = la suppression de { $subject }
audit-undo-restoring = le rétablissement de { $subject }
audit-undo-end-at-time = la fin au temps de { $subject }
audit-undo-change = la modification de { $subject }

audit-bracket-set-up = { $who } : tableau éliminatoire créé — { $entrants } inscrits : { $plan } ({ $names } ; graine du tirage des égalités { $seed }{ $earlier })
audit-bracket-earlier-count = ; { $rounds } comptent comme parties de qualification 1 à { $count }
audit-bracket-earlier-left-out = ; { $rounds } restent hors du tableau
audit-bracket-game-seated = { $who } : partie du tableau placée — { $stage }, partie { $game } (ronde { $round }) (placement : { $mode ->
        [random] tirage au sort
        [balanced] équilibré
        [swiss] suisse
        [round-robin] toutes rondes
       *[other] { $mode }
    }, graine { $seed } : { $tables })
audit-bracket-cut-made = { $who } : coupure faite — { $from } → { $to } ({ $advancers })
audit-bracket-cut-re-run = { $who } : coupure refaite — { $from } → { $to } après une correction ({ $advancers })
audit-bracket-cut-re-run-hand = { $who } : coupure refaite — { $from } → { $to } après une correction de { $place } ({ $advancers })
audit-bracket-reasons-updated = { $who } : raisons du tableau mises à jour — { $from } → { $to } après une correction de { $place } ({ $advancers })
audit-bracket-finalist-replaced = { $who } : finaliste remplacé — { $stage } : { $out } s'est retiré, { $into } prend sa place ({ $advancers })
audit-bracket-advancer = { $name } — { $reason }
