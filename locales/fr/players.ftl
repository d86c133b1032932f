players-description = Tous les joueurs de { $name }.
players-name = Nom
players-club = Club

player-description = { $name } à { $tournament } : place, total et chaque partie.
player-withdrawn = retiré
player-final-place = Place finale
player-place = Place
player-stage-total = Total { $stage ->
        [semi-finals] des demi-finales
        [finals] des finales
       *[qualifying] de la qualification
    }
player-total = total
player-game-points-note = (ils départagent les totaux égaux de points de table)
player-qualifying-total = Total de qualification
player-all-games = toutes les parties
player-not-in-bracket = Hors du tableau final
player-games = Parties
player-no-game = Aucune partie pour l'instant.
player-game = Partie
player-score = Résultat
player-table = table { $number }
player-playing = en cours
player-no-hand = Aucune main saisie pour { $name } pour l'instant : les statistiques commencent avec la première.
player-everyones-statistics = Les statistiques de tout le monde
player-penalties = Pénalités
player-no-penalty = Aucune.
player-penalty-round = ronde { $number }
