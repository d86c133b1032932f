standings-title = Classement
standings-description = Classement de { $name }, à jour après chaque main saisie.
standings-finished = { $finished } { $finished ->
        [one] partie terminée
       *[other] parties terminées
    } sur { $games }
standings-total-game-points = Le total d'un joueur est la somme de ses points de partie (chaque partie part de 0), moins les pénalités de pointage.
standings-teams = Équipes
standings-team = Équipe
standings-games = Parties
standings-won = Gagnées
standings-points = Points
standings-partners-and = {" "}et{" "}
standings-teams-rule = Les équipes sont classées par parties gagnées (une partie compte pour une équipe quand ses partenaires jouaient du même côté), puis par points : la somme des totaux des partenaires ci-dessous.
standings-teams-csv = Équipes (CSV)
standings-players = Joueurs
standings-player = Joueur
standings-qualifying = Qualification
standings-game-points = Points de partie
standings-table-points = Points de table
standings-total = Total
standings-bracket-rule-before = Classement selon le tableau final (règles du club) : d'abord ceux qui sont allés le plus loin, selon le total de cette étape (le{" "}
standings-bracket-rule-link = tableau
standings-bracket-rule-after = {" "}indique ce que chaque étape conserve), puis tous les autres selon le total de la dernière étape jouée. Le total de qualification figure à côté. Égalités : total, meilleure partie, moins de pénalités, puis le tirage enregistré du tableau.
standings-rule-table-points = Les points de table sont la somme des points de table de chaque partie (4, 2, 1 et 0 selon la place, partagés en cas d'égalité), moins les pénalités de pointage.
standings-rule-total = Le total est la somme des résultats finaux des parties, moins les pénalités de pointage.
standings-tie-best-game = À total égal, la meilleure partie départage, puis le moins de points de pénalité ; les joueurs encore à égalité partagent la place.
standings-tie-game-points = À total égal, le total des points de partie départage, puis le moins de points de pénalité ; les joueurs encore à égalité partagent la place.
standings-csv = Classement (CSV)

# Le bureau de l'arbitre : pénalités de points.
desk-title = Pénalités · { $tournament }
desk-heading = Bureau de l'arbitre : pénalités de points
desk-deducted = Retirées du total du joueur dans le tournoi, pas de la partie ; personne d'autre n'en profite.
desk-table-penalties = Dans ces règles, montrer des tuiles du mur, laisser tomber des tuiles et une fausse victoire sont des pénalités de table, payées aux autres joueurs : inscrivez-les avec la main sur la feuille de pointage, pas ici.
desk-player = Joueur
desk-kind = Type
desk-points = Points retirés
desk-reason = Raison
desk-game-label = Partie
desk-no-game = liée à aucune partie
desk-game = Ronde { $round } table { $table }
desk-give = Donner la pénalité
desk-given = Données jusqu'ici
desk-none = Aucune.
desk-round = ronde { $round }
desk-table = table { $table }
desk-remove-open = retirer…
desk-remove = Retirer cette pénalité de { $name }

# Les sortes de pénalités du bureau, avec le montant que fixent les règles du club.
desk-kind-dropped-tile = Tuile échappée ({ $amount } par tuile)
desk-kind-discussion = Discussion de l'état de la partie (jusqu'à { $amount })
desk-kind-revealing = Main ou attentes révélées (jusqu'à { $amount })
desk-kind-looking-at-tiles = Regard sur le mur ou les ura dora après une main ({ $amount } par tuile)
desk-kind-late-or-early = Arrivée en retard ou départ hâtif (décision de l'organisateur)
# What makes up a player's total (web::standings::breakdown).
standings-breakdown-carried = { $points } reportés
standings-breakdown-carried-half = { $points } reportés (moitié { $stage ->
        [semi-finals] des demi-finales
        [finals] des finales
       *[qualifying] de la qualification
    })
standings-breakdown-carried-from = { $points } reportés { $stage ->
        [semi-finals] des demi-finales
        [finals] des finales
       *[qualifying] de la qualification
    }
standings-breakdown-games = { $points } en parties
standings-breakdown-penalties = −{ $points } de pénalités
standings-breakdown-separator = {", "}

# Une partie d'un joueur dans une étape du tableau (web::standings).
standings-stage-game = Partie { $number } { $stage ->
        [semi-finals] de demi-finale
        [finals] de finale
       *[qualifying] de qualification
    }
