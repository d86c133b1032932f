# bracket: the bracket words (fr).

# Le tableau final, public et celui de l'organisateur.
bracket-description = Les étapes, les coupes et les finales de { $name }.
bracket-not-set-up = L'organisateur n'a pas encore établi les étapes.
bracket-champion = Champion :
bracket-now = (en cours)
bracket-awaiting = terminée, une main attend confirmation : pas encore comptée
bracket-in-play = en jeu
bracket-not-reached = Pas encore atteinte.
bracket-final-ranking = Classement final
bracket-ranking-rule = Les finalistes d'abord selon leur total en finale, puis tous les autres selon le pointage de la dernière étape jouée. Égalités : total, meilleure partie, moins de pénalités, puis le tirage enregistré (graine { $seed }).
bracket-would-qualify = Se qualifieraient :
bracket-instead-of = , au lieu de
bracket-delete-and-recut = Supprimer et refaire la coupe
bracket-save-and-recut = Enregistrer et refaire la coupe
bracket-public = Tableau public
bracket-entrants = { $count } participants enregistrés.
bracket-entrants-hint = Les étapes sont choisies selon ce nombre; enregistrez tout le monde d'abord.
bracket-table-seats = Chaque table compte { $count } places.
bracket-qualifying-rounds = Rondes de qualification
bracket-cut = Coupe aux meilleurs
bracket-semi-games = Parties de demi-finale
bracket-semi-carry = Pointages de demi-finale
bracket-final-games = Parties de finale
bracket-final-carry = Pointages de finale
bracket-too-few = Il faut au moins { $count } participants enregistrés.
bracket-earlier = { $count } { $count ->
        [one] ronde déjà jouée
       *[other] rondes déjà jouées
    } ({ $rounds })
bracket-count-earlier = Les compter comme { $count ->
        [one] la première partie
       *[other] les { $count } premières parties
    } de qualification
bracket-count-earlier-why = {" "}: leurs pointages entrent dans les totaux de qualification et la coupe, et le tableau ne place que les rondes de qualification qui restent à jouer (choisissez au moins { $count } rondes de qualification ci-dessus).
bracket-leave-earlier = Les laisser hors du tableau
bracket-leave-earlier-why = {" "}: chaque participant commence le tableau à 0 et ces rondes ne comptent pour rien dans ses étapes ni son classement (leurs parties restent sur les pages des joueurs et dans le CSV des parties).
bracket-set-up = Établir le tableau
bracket-recut-title = La coupe vers l'étape « { $stage } » ne correspond plus aux résultats
bracket-recut-explained = Une partie a été corrigée depuis la coupe. Avant : { $before }. Après : { $after }.
bracket-out = Sortent :
bracket-in = Entrent :
bracket-recut = Refaire la coupe
bracket-changes = Modifications

# Ce que fait une étape et où en est le tableau, formulés à partir des valeurs du format.
bracket-stage-qualifying = Qualification
bracket-stage-semi-finals = Demi-finales
bracket-stage-finals = Finales
bracket-carry-reset = pointages remis à 0
bracket-carry-keep = pointages reportés
bracket-carry-half = moitié du pointage reportée
bracket-carry-after = , { $carry }
bracket-games = { $count ->
        [1] 1 partie
       *[other] { $count } parties
    }
bracket-games-each = { $games } chacune{ $carry }
bracket-seats-four = quatre
bracket-seats-three = trois
bracket-rounds-one = la ronde { $first }
bracket-rounds-two = les rondes { $first } et { $last }
bracket-rounds-range = les rondes { $first } à { $last }
bracket-rounds-list = les rondes { $init } et { $last }
bracket-seated-random = par tirage au sort
bracket-seated-balanced = de façon à éviter les rencontres répétées, vents équilibrés
bracket-seated-swiss = selon le classement, en évitant les rencontres répétées
bracket-seated-round-robin = en toutes rondes, chacun rencontrant chacun une fois
bracket-seated-once = placée { $how }
bracket-seated-each = chacune placée { $how }
bracket-seated-rounds = { $rounds } placées { $how }
bracket-organizer-completes-two = {" "}(tables de deux complétées par l'organisateur)
bracket-organizer-completes-three = {" "}(tables de trois complétées par l'organisateur)
bracket-fives = ; { $rounds } avaient une table de cinq, sa cinquième personne misant en premier
bracket-rounds-at-tables = { $count ->
        [1] 1 ronde
       *[other] { $count } rondes
    } à des tables de { $seats }
bracket-summary-qualifying = { $played }, { $how }; les { $top } meilleurs au pointage total passent.
bracket-seeded = Tables de { $seats } formées selon la coupe ({ $snake } à la table 1), { $each }
bracket-best-of = { $count ->
        [1] le gagnant
       *[other] les { $count } meilleurs
    }
bracket-summary-club-five-six = Deux parties. La partie 1 place quatre participants tirés au sort : { $first ->
        [1] son premier passe
       *[other] ses { $first } premiers passent
    }. La partie 2 place, par tirage au sort, les quatre qui ne sont pas encore qualifiés : ses { $second } premiers passent.
bracket-summary-finals = { $games } entre les { $seats } finalistes{ $carry }; le plus haut total gagne.
bracket-summary-semi = { $seeded }; { $best } de chaque table { $count ->
        [1] passe
       *[other] passent
    } à la table finale.
bracket-summary-semi-and-best = { $seeded }; { $best } de chaque table et { $rest ->
        [1] le meilleur
       *[other] les { $rest } meilleurs
    } des autres au total passent à la table finale.
bracket-summary-two-tables = Deux tables par tirage au sort, { $games } chacune avec les quatre mêmes joueurs{ $organizer }. Les { $count } meilleurs pointages cumulés de chaque table passent.
bracket-two-tables-organizer = ; une table de trois est complétée par l'organisateur, qui ne passe jamais
bracket-outside = { $rounds } { $count ->
        [1] a été jouée hors du tableau : elle ne compte pour
       *[other] ont été jouées hors du tableau : elles ne comptent pour
    } rien dans celui-ci (les parties restent sur les pages des joueurs et dans le CSV des parties).
bracket-progress-replace = { $name } s'est retiré avant le début de l'étape et doit être remplacé.
bracket-progress-seat = { $stage } : la partie { $game } est la prochaine.
bracket-progress-playing = { $stage } : parties en cours.
bracket-progress-cut = { $stage } : terminé; la coupe vers l'étape « { $next } » est la prochaine.
bracket-progress-finished = Le tournoi est terminé.
bracket-seat-mode-balanced = en évitant les rencontres répétées
bracket-seat-mode-random = tirage au sort
bracket-seat-mode-swiss = voisins au classement
bracket-seat-mode-round-robin = toutes rondes
bracket-action-replace = Remplacer { $name } par le prochain joueur qualifié
bracket-action-seat = Placer la partie { $game } de l'étape « { $stage } » ({ $how })
bracket-action-cut = Faire la coupe vers l'étape « { $stage } »
bracket-game-label = Partie { $game } · table { $table }
bracket-cut-help-four = 4 meilleurs : directement à la table finale; 8 meilleurs : deux tables de demi-finale, deux de chacune passent; 16 meilleurs : quatre tables, le gagnant de chacune passe
bracket-cut-help-three = 3 meilleurs : directement à la table finale de trois; 6 meilleurs : deux tables de demi-finale de trois, le gagnant de chacune et le meilleur deuxième passent; 9 meilleurs : trois tables, le gagnant de chacune passe

# Pourquoi un joueur est entré dans une étape (web::bracket::reasons).
bracket-reason-straight-to-finals = l'un des { $entrants } participants : directement en finale
# A stage's entrant with why they entered, in the report's list of draws.
bracket-entrant-with-reason = { $name } ({ $reason })
bracket-reason-game-place = { $place } à la partie de qualification { $game } ({ $score })
bracket-reason-overall = { $place } sur { $field } après { $rounds } { $rounds ->
        [one] ronde
       *[other] rondes
    } de qualification, { $total }
bracket-reason-at-table = { $place } à la { $semi ->
        [yes] table de demi-finale
       *[no] table
    } { $table }, { $total } en { $games }
bracket-reason-games = { $count ->
        [1] une partie
        [2] deux parties
        [3] trois parties
       *[other] { $count } parties
    }
bracket-reason-carried = {" "}(avec { $points } reportés)
bracket-reason-best-of-rest = meilleur des autres : { $placing }
bracket-reason-tie-best-game = ; à égalité à { $total } avec le joueur suivant, devant par la meilleure partie ({ $above } contre { $below })
bracket-reason-tie-fewer-penalties = ; à égalité à { $total } avec le joueur suivant et sur la meilleure partie, devant par moins de pénalités ({ $above } contre { $below })
bracket-reason-tie-draw = ; à égalité à { $total } avec le joueur suivant sur chaque règle, devant par le tirage enregistré (graine { $seed })
bracket-reason-replacement = { $by ->
        [best-of-rest] meilleur des autres
        [next-at-table] suivant à la table { $table }
       *[next-qualified] prochain qualifié
    } ({ $total }), à la place de { $who }, qui s'est retiré
bracket-reason-a-finalist = un finaliste
# Une modification d'une partie d'une étape close (web::stage_guard).
stage-guard-decided = Cette partie a décidé de la coupe { $stage ->
        [qualifying] vers la qualification
        [semi-finals] vers les demi-finales
        [finals] vers les finales
       *[other] vers l'étape suivante
    }
stage-guard-same-players = Les mêmes joueurs restent qualifiés. L'enregistrement met aussi à jour les raisons qu'affiche le tableau, et le journal des modifications garde les deux.
stage-guard-would-change = Cette modification changerait qui s'est qualifié { $stage ->
        [qualifying] pour la qualification
        [semi-finals] pour les demi-finales
        [finals] pour les finales
       *[other] pour l'étape suivante
    }
stage-guard-rerun = Rien n'est encore enregistré. L'enregistrement refait la coupe { $stage ->
        [qualifying] vers la qualification
        [semi-finals] vers les demi-finales
        [finals] vers les finales
       *[other] vers l'étape suivante
    } : les parties { $stage ->
        [qualifying] de la qualification
        [semi-finals] des demi-finales
        [finals] des finales
       *[other] de l'étape suivante
    } déjà placées (sans main enregistrée) sont retirées et placées de nouveau à partir des nouveaux qualifiés. Le journal des modifications garde la coupe avant et après.
stage-guard-must-stay-finished = Non enregistré : cette partie a décidé de la coupe { $stage ->
        [qualifying] vers la qualification
        [semi-finals] vers les demi-finales
        [finals] vers les finales
       *[other] vers l'étape suivante
    }, elle doit donc rester terminée. Corrigez la main sur place (modifier) au lieu de la supprimer.
stage-guard-next-recorded = Non enregistré : cette modification changerait qui s'est qualifié { $stage ->
        [qualifying] pour la qualification
        [semi-finals] pour les demi-finales
        [finals] pour les finales
       *[other] pour l'étape suivante
    }, dont des mains ou des pénalités sont déjà enregistrées; cette coupe ne peut donc plus changer.
