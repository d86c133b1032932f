game-title = Ronde { $round }, table { $table }
game-description = La feuille de pointage de la ronde { $round }, table { $table }, à { $tournament }, main par main.
game-heading = Ronde { $round }, table { $table }
game-record-hands = Saisir les mains
game-points-chart = Les points main par main

sheet-hand = Main
sheet-start = départ
sheet-entered-by = saisie par { $name }
sheet-deposits-before = { $count } sur la table avant
sheet-final-points = points finaux
sheet-place = place
sheet-score = résultat
sheet-unconfirmed = Les mains en attente ou contestées attendent une confirmation : la partie compte au classement une fois chaque main confirmée.
sheet-game-over = Partie terminée.
sheet-next = Prochaine main : { $round }
sheet-dealer-keeps = , le donneur (oya) a gardé la donne { $count } { $count ->
        [one] fois
       *[other] fois
    } de suite
sheet-counters = , { $count } { $count ->
        [one] compteur (honba)
       *[other] compteurs (honba)
    }
sheet-deposits = , { $count } { $count ->
        [one] dépôt de riichi
       *[other] dépôts de riichi
    } sur la table
