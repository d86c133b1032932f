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

games-stale-nothing-deleted = Cette feuille a changé entre-temps (quelqu'un d'autre a enregistré une main). Voici son état actuel : rien n'a été supprimé.
games-stale-nothing-undone = Cette feuille a changé entre-temps (quelqu'un d'autre a enregistré une main). Voici son état actuel : rien n'a été annulé.
games-stale-not-ended = Cette feuille a changé entre-temps (quelqu'un d'autre a enregistré une main). Voici son état actuel : la partie n'a pas été terminée.
games-stale-nothing-restored = Cette feuille a changé entre-temps (quelqu'un d'autre a enregistré une main). Voici son état actuel : rien n'a été rétabli.
games-stale-check-again = Cette feuille a changé entre-temps : voici son état actuel. Vérifiez la main de nouveau.
games-impossible-delete = Supprimer la main nº { $hand } rendrait la main nº { $other } ({ $round }) impossible : { $why }. Corrigez d'abord cette main.
games-impossible-undo = Annuler { $what } rendrait la main nº { $other } ({ $round }) impossible : { $why }. Corrigez d'abord cette main.
games-impossible-end-at-time = La partie ne peut pas prendre fin au temps : { $why }.
games-impossible-restore-itself = La main nº { $hand } ne peut pas être rétablie : { $why }.
games-impossible-restore = Rétablir la main nº { $hand } rendrait la main nº { $other } ({ $round }) impossible : { $why }. Corrigez d'abord cette main.
games-impossible-confirm = La main nº { $hand } ne peut pas être confirmée tant que la main nº { $other } ({ $round }) est impossible : { $why }. Corrigez d'abord cette main.
games-impossible-dispute = La main nº { $hand } ne peut pas être contestée tant que la main nº { $other } ({ $round }) est impossible : { $why }. Corrigez d'abord cette main.
