# printables : les cartes de table, feuilles de pointage papier, horaires personnels et cartes
# de joueur que l'organisateur imprime (fr).

printables-bets-first = mise en premier
printables-substitute = Organisateur (remplaçant)
printables-print-hint = Imprimez avec la commande Imprimer du navigateur (Ctrl+P).
printables-round-of = { $tournament } · ronde { $round }

printables-cards-title = Cartes de table · ronde { $round }
printables-cards-heading = Cartes de table, ronde { $round }
printables-paper-sheets-link = feuilles de pointage papier
printables-cards-unreachable = Ces cartes mènent à { $address }, que seul cet ordinateur peut ouvrir : aucun réseau n'a été trouvé au démarrage de tenbou. Branchez l'ordinateur au Wi-Fi de la salle, redémarrez tenbou, puis imprimez les cartes.
printables-cards-intro-before = Le code QR de chaque carte ouvre la feuille de pointage de la table sur un téléphone ; sans caméra, ouvrez{" "}
printables-cards-intro-after = {" "}et tapez le code. Impression : une carte par page.
printables-cards-no-code-before = Dans ce tournoi, l'organisateur et les arbitres saisissent les mains : les cartes n'ont donc pas de code de table. Pour que chaque table saisisse ses propres mains, changez{" "}
printables-cards-no-code-link = qui saisit les mains
printables-cards-no-code-after = .
printables-table = Table
printables-players = Joueurs
printables-code = Code
printables-sheet = feuille
printables-card-table = Table { $table }
printables-card-code = Code de la table
printables-card-scan = Balayez le code pour saisir les mains de cette table, ou ouvrez { $address } et tapez le code. Un autre joueur de la table confirme chaque main.

printables-sheets-title = Feuilles de pointage papier · ronde { $round }
printables-sheets-heading = Feuilles de pointage papier, ronde { $round }
printables-table-cards-link = cartes de table
printables-sheets-intro = Une feuille vierge par table, avec ses joueurs et leurs vents de départ. Impression : une feuille par page.
printables-sheet-heading = { $tournament } · ronde { $round } · table { $table }
printables-sheet-rules = { $ruleset } · départ à { $points } chacun · inscrivez les paiements de chaque main et le pointage cumulé
printables-sheet-hand = Main
printables-sheet-what-happened = Ce qui s'est passé
printables-sheet-start = départ
printables-sheet-final = fin
printables-sheet-place = rang
printables-sheet-signed = signature

printables-schedule-title = Horaire de { $name }
printables-schedules-title = Horaires personnels
printables-everyones-schedules = horaires de tous
printables-schedules-intro = Les rondes prévues de chaque joueur : table, vent et adversaires. Impression : un joueur par page.
printables-no-player = Aucun joueur pour l'instant.
printables-no-round = Aucune ronde n'est encore prévue.
printables-round = Ronde
printables-wind = Vent
printables-with = Avec
printables-opponent = { $name } ({ $seat })
printables-only = seulement { $name }
printables-sits-out = au repos
printables-did-not-qualify = non qualifié { $stage ->
        [qualifying] pour la qualification
        [semi-finals] pour les demi-finales
       *[finals] pour les finales
    }
printables-not-in-bracket = hors du tableau final

printables-player-cards-title = Cartes de joueur
printables-player-cards-intro = Chaque carte porte le NIP de place du joueur : à une table qui saisit ses propres mains, le téléphone le demande une fois avant de prendre la place du joueur, puis garde cette place à chaque ronde. Remettez à chaque joueur sa propre carte à l'accueil ; gardez la feuille loin des tables. Imprimez, puis découpez le long des tirets.
printables-seat-pin = NIP de place
printables-seat-pin-how = À votre table, balayez la carte de table, touchez votre nom et tapez ce NIP une fois. Gardez-le pour vous : c'est ce qui permet à un téléphone de jouer en votre nom.
