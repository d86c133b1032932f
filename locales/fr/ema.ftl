# ema : la page des résultats EMA de l'organisateur et sa vérification avant l'envoi (fr). Le
# fichier lui-même garde les colonnes anglaises de l'EMA dans toutes les langues.

ema-title = Résultats EMA
ema-intro = Pour le classement { $ranking } de l'EMA (MERS) : une ligne par joueur ayant joué, avec les colonnes que l'EMA demande. Le calcul de chaque chiffre est décrit dans docs/ema.md du projet.
ema-check = Avant l'envoi
ema-check-clear = Chaque joueur a un numéro EMA, et chaque table est terminée et balance.
ema-without-number = { $count } { $count ->
        [one] joueur
       *[other] joueurs
    } sur { $players } sans numéro EMA : { $names }.
ema-guest-before = L'EMA inscrit un joueur sans numéro comme invité. Ajoutez les numéros depuis les{" "}
ema-guest-link = joueurs
ema-guest-after = {" "}(bouton Modifier de chaque joueur), ou exportez quand même.
ema-not-counted = Ronde { $round }, table { $table } : la partie n'est pas terminée ou une main attend d'être confirmée ; elle ne compte encore dans aucun total.
ema-unbalanced = Ronde { $round }, table { $table } : { $sums }
ema-sums = les points finaux totalisent { $sum }, et non les { $expected } du départ.
ema-download = Télécharger le fichier des résultats EMA
ema-export-anyway = Exporter quand même
ema-results = Résultats et rangs de base MERS
ema-no-game = Personne n'a encore terminé de partie.
ema-place = Rang
ema-player = Joueur
ema-player-columns = (nom, prénom ; numéro EMA · pays)
ema-table-points = Points de table
ema-score = Pointage
ema-base-rank = Rang de base
ema-no-number = aucun numéro EMA
ema-base-rank-rule = Rang de base : 1000 × (N − rang) / (N − 1) pour N = { $players } joueurs ; des joueurs à égalité partagent la moyenne des rangs qu'ils occupent.
ema-weight-heading = Poids MERS estimé : { $weight }
ema-days = Jours de jeu
ema-substitutes = Remplaçants ayant joué
ema-qualification-asked = Les joueurs devaient se qualifier pour participer
ema-estimate = Estimer
ema-duration = Durée : { $days } { $days ->
        [one] jour
       *[other] jours
    }
ema-players = Joueurs : { $count }
ema-countries = Pays : { $count }
ema-qualification-yes = Qualification : oui
ema-qualification-no = Qualification : non
ema-weight = Poids
ema-weight-note = Une estimation selon la table publiée par l'EMA (« Basics for ranking system », mahjong-europe.org) : c'est l'EMA qui homologue le tournoi et fixe son poids. Les joueurs sans pays ne comptent pour aucun pays.
ema-not-ranked = L'EMA classe les tournois joués selon ses règles riichi (EMA 2016 ou 2025), les règles riichi du club (MSMC 2016) ou le MCR. { $name } se joue selon { $ruleset } : il n'a donc pas de fichier de résultats EMA.
