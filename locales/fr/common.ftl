# La mise en page commune : l'en-tête, le choix de la langue, les onglets du tournoi, et les
# mots de plusieurs pages (vents, dates).

site-description = tenbou gère un tournoi de mahjong depuis un portable : placement des joueurs, feuilles de pointage et classement en direct sur chaque téléphone.
nav-site = Site
nav-calculator = Calculatrice
nav-organizer = Organisation
nav-sign-out = Se déconnecter
nav-sign-in = Connexion de l'organisateur
nav-languages = Langue

tabs-label = Tournoi
tab-now = En cours
tab-seat = Trouver ma place
tab-standings = Classement
tab-bracket = Tableau final
tab-players = Joueurs
tab-calculator = Calculatrice
tab-statistics = Statistiques
live-updated = Classement mis à jour

tournament-over = Tournoi terminé — championne ou champion :
full-stop = .

wind-east = Est
wind-south = Sud
wind-west = Ouest
wind-north = Nord
wind-fifth-seat = cinquième place

date = { $day ->
        [1] 1er
       *[other] { $day }
    } { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    } { $year }
