# report : le rapport final, en page et en fichier à publier (fr).

report-title = Rapport final
report-description = Le rapport final de { $name } : classement, champion, statistiques, règles et tirages.
report-download = Télécharger ce rapport
report-back = Retour au tournoi
report-champion = Champion :
report-not-over = Le tournoi n'est pas encore terminé : ce rapport le montre tel qu'il est.
report-no-game = Aucune partie n'est terminée.
report-no-hand = Aucune main n'a été saisie.
report-rules = Règles
report-decisions = Les décisions
report-draws = Tirages
report-no-round = Aucune ronde n'a été tirée.
report-seeds = Le placement de chaque ronde a été tiré à partir de sa graine : la même graine et les mêmes joueurs redonnent les mêmes tables.
report-round = Ronde
report-seating = Placement
report-seed = Graine
report-bracket = Le tableau final
report-bracket-seed-before = Les égalités qui subsistent après toutes les autres règles sont départagées par le tirage du tableau, graine{" "}
report-bracket-seed-after = . Les joueurs de chaque étape sont listés dans l'ordre où ils y sont entrés : son classement de départ.
report-made-by = Produit par tenbou.

# Les titres, axes et descriptions des graphiques.
report-chart-race-summary = Totaux cumulés de chaque partie et pénalité après chaque ronde. Après la ronde { $round } : { $leaders }.
report-chart-race-leading = Le graphique suit les { $shown } premiers sur { $count }.
report-chart-round = Ronde
report-chart-hand = Main
report-chart-start = départ
report-chart-round-label = R{ $round }
report-chart-points-title = Points main par main
report-chart-points-summary = Les points de chaque joueur du départ jusqu'à { $hands ->
        [one] la première main
       *[other] la main { $hands }
    } : { $last }.
report-chart-places-title = Rangs de { $name }
report-chart-places-summary = Le rang de { $name } partie par partie : { $places }.
report-chart-place-in-round = { $place } à la ronde { $round }

# Les décisions du règlement, telles que le rapport les liste.
report-rule-yes = Oui
report-rule-no = Non
report-rule-players = Joueurs par table
report-rule-wind-rounds = Tours de vent par partie
report-rule-multi-ron = Plusieurs ron sur une même défausse
report-rule-time = Quand le temps est écoulé
report-rule-table-penalties = Pénalités de table
report-rule-table-penalties-paid = Payées à la table par le fautif à chacun des autres joueurs
report-rule-head-bump = Atamahane : seul le gagnant le plus proche du défausseur dans l'ordre du jeu gagne
report-rule-each-winner = Chaque gagnant est payé en entier, chacun avec les honba
report-rule-nearest-takes = Chaque gagnant est payé ; le plus proche prend les honba et les dépôts de riichi
report-rule-starting-points = Points de départ
report-rule-return-points = Points de retour
report-rule-uma = Uma (du 1er au dernier)
report-rule-oka = Oka au premier
report-rule-ties = Joueurs à égalité
report-rule-red-fives = Cinq rouges
report-rule-open-tanyao = Tanyao ouvert
report-rule-kiriage = Kiriage mangan : 4 han 30 fu et 3 han 60 fu comptent comme un mangan
report-rule-kazoe = 13 han ou plus sans yakuman
report-rule-stack-yakuman = Plusieurs yakuman dans une main s'additionnent
report-rule-double-yakuman = Mains à double yakuman
report-rule-nagashi = Nagashi mangan (défausses toutes terminales ou honneurs)
report-rule-abortive = Parties nulles avortées
report-rule-triple-ron = Trois ron sur une même défausse
report-rule-pao-honba = Honba d'un ron partagé avec un joueur responsable (pao)
report-rule-bust = Un joueur sous zéro met fin à la partie
report-rule-agari-yame = Agari-yame (le donneur peut arrêter la partie)
report-rule-chombo = Chombo
report-rule-north = Tuiles du Nord
report-rule-nuki-dora = Mises de côté comme nuki dora
report-rule-chii = Chii
report-rule-not-allowed = Non permis
report-rule-tie-seat = La place de départ départage (l'Est d'abord)
report-rule-tie-share = Ils partagent l'uma et l'oka de leurs rangs
report-rule-kazoe-yakuman = Compté comme yakuman
report-rule-kazoe-sanbaiman = Plafonné au sanbaiman
report-rule-triple-ron-abortive = Une partie nulle avortée
report-rule-triple-ron-wins = Chaque gagnant gagne, selon la règle des ron multiples
report-rule-pao-discarder = Le défausseur les paie
report-rule-pao-liable = Le joueur responsable les paie
report-rule-agari-yame-yes = Le donneur seul en tête avec au moins { $points } peut mettre fin à la partie après avoir gagné la dernière main
report-rule-chombo-mangan = Mangan inversé payé à la table (un donneur paie 4000 à chaque joueur)
report-rule-chombo-deduction = { $points } retirés du pointage final de la partie du fautif, après l'uma

# Les décisions que le moteur donne en valeurs : la taille d'une table, la règle du temps, le
# placement d'une ronde.
report-rule-table-size = { $seats ->
        [2] Deux
        [3] Trois
        [4] Quatre
       *[other] Cinq
    }
report-rule-time-finish-hand = On termine la main en cours, puis la partie prend fin avec les pointages tels quels
report-rule-time-play-to-end = Ces règles n'ont pas de limite de temps : la partie se joue jusqu'à sa fin
report-seating-random = tirage au hasard
report-seating-balanced = équilibré
report-seating-swiss = suisse
report-seating-round-robin = toutes rondes
