index-title = Tournois
index-none = Aucun tournoi en cours pour l'instant.
index-set-up = L'organisateur configure tenbou sur le portable qui le fait tourner (ouvrez http://localhost:8080 sur celui-ci).

home-description = { $name } : la ronde en cours, la place de chacun et l'état des tables.
home-manage = Gérer ce tournoi
home-final-standings = Classement final
home-leader-before = Toutes les parties jouées jusqu'ici sont terminées. En tête du{" "}
home-leader-link = classement
home-leader-after = {" "}:{" "}
seat-placeholder = Une partie de votre nom
seat-find = Chercher
home-last-round = Dernière ronde : ronde { $number }
home-now-round = En cours : ronde { $number }
home-registration = Inscriptions : { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }, { $checked } { $checked ->
        [one] présent
       *[other] présents
    }. Le placement s'affiche ici au début de la ronde 1.
home-earlier-rounds = Rondes précédentes
round-link = Ronde { $number }
round-description = Ronde { $number } de { $name } : chaque table et ses places.

table-title = Table { $number }
seating-score-sheet = feuille de pointage
seating-record = saisir
seating-bets-first = mise en premier
seating-sitting-out = Au repos :
seating-seed = graine { $seed }
seating-mode-balanced = Placement équilibré
seating-mode-swiss = Placement suisse
seating-mode-random = Tirage au sort
seating-mode-round-robin = Toutes rondes

# Trouver ma place, et l'horaire imprimé de chaque ronde.
seat-title = Trouver ma place · { $tournament }
seat-description = Trouvez votre table et votre place à { $tournament } par votre nom.
seat-heading = Trouver ma place
seat-your-name = Votre nom
seat-not-drawn = Le placement n'est pas encore tiré : revenez au début de la ronde 1.
seat-no-match = Aucun joueur ne correspond à « { $query } ». Essayez avec moins de lettres.
seat-round = Ronde { $round } :
seat-table = table { $table }
seat-sitting-out = au repos
seat-not-in-round = Pas dans la ronde { $round }
schedule-title = Horaire · { $tournament }
schedule-heading = Horaire
schedule-one-page = une page par ronde à l'impression
schedule-none = Aucune ronde n'est encore placée.
schedule-round = ronde { $round }
