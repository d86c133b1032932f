# organizer: the organizer words (fr).

# La page de l'organisateur pour un tournoi.
organizer-page-title = { $name } · organisation
organizer-rules = règles : { $rules }
organizer-archived = archivé
organizer-public-page = Page publique
organizer-edit-details = Modifier les détails
organizer-event-board = Tableau d'affichage
organizer-audit-log = Journal des modifications
organizer-penalties = Pénalités
organizer-bracket = Tableau final et finales
organizer-players-csv = Joueurs (CSV)
organizer-seating-csv = Placement (CSV)
organizer-games-csv = Parties (CSV)
organizer-hands-csv = Mains (CSV)
organizer-penalties-csv = Pénalités (CSV)
organizer-export = Exporter vers un autre portable
organizer-ema-title = Pour le classement { $ranking } de l'EMA
organizer-ema-results = Résultats EMA
organizer-restore = Sortir des archives
organizer-archive-open = Archiver…
organizer-archive-explained = L'archivage retire { $name } de la page d'accueil et bloque toute modification jusqu'à ce qu'il en soit sorti.
organizer-archive = Archiver ce tournoi
organizer-open-hands = Mains en attente de confirmation
organizer-open-hand-table = Ronde { $round }, table { $table } :
organizer-open-hand = main no { $number }
organizer-disputed = contestée
organizer-you-decide = — à vous de trancher : confirmez-la ou corrigez-la
organizer-pending = en attente
organizer-wrong-codes-title = Codes de table erronés
organizer-wrong-codes = { $count ->
        [one] code de table erroné
       *[other] codes de table erronés
    } dans les { $minutes } dernières minutes
organizer-held-devices = { $count ->
        [one] appareil retenu
       *[other] appareils retenus
    } pour trop d'essais
organizer-wrong-codes-advice = Quelques-uns sont des fautes de frappe. Beaucoup signifient que quelqu'un essaie peut-être de deviner les codes : une table qui tape son propre code entre quand même, et un appareil qui se trompe sans cesse est retenu. Demandez aux joueurs de garder leur carte de table pour eux; une ronde retirée avant le jeu reçoit de nouveaux codes.
organizer-who-records = Qui saisit les mains
organizer-staff-records = l'organisateur et les arbitres seulement
organizer-tables-record = chaque table saisit ses propres mains sur les téléphones des joueurs (un code de table et un code QR par table; un autre joueur de la table confirme chaque main)
organizer-save-who-records = Enregistrer qui saisit les mains
organizer-rounds = Rondes
organizer-mode-random = placement au hasard
organizer-mode-balanced = placement équilibré
organizer-mode-swiss = placement suisse
organizer-mode-round-robin = placement toutes-rondes
organizer-table-cards = cartes de table
organizer-table-cards-codes = cartes de table et codes
organizer-paper-sheets = feuilles de pointage papier
organizer-board-and-clock = tableau d'affichage et chrono de la ronde
organizer-seating-fixed = mains saisies : le placement est fixé
organizer-change-seating = Changer le placement de cette ronde
organizer-redraw = Retirer la ronde { $number }
organizer-swap = Échanger
organizer-swap-with = avec
organizer-swap-button = Échanger les deux joueurs
organizer-take-back = Annuler la ronde { $number } (seulement tant que rien n'est saisi)
organizer-by-bracket-before = Ce tournoi suit son tableau final : placez ses parties depuis{" "}
organizer-by-bracket-after = . Une ronde lancée ci-dessous est hors du tableau et n'y compte pas.
organizer-start-round = Lancer la ronde { $number }
organizer-start-for = pour les { $count } joueurs présents. Vous voyez la proposition et sa qualité avant de confirmer.
organizer-seating = Placement
organizer-mode-random-choice = Tirage au hasard (la règle du club pour les parties de qualification)
organizer-mode-balanced-choice = Équilibré : le moins de rencontres répétées, vents équilibrés
organizer-mode-swiss-choice = Suisse : voisins au classement, en évitant les répétitions
organizer-mode-round-robin-choice = Toutes-rondes : chacun rencontre tous les autres une fois (tables de Berger)
organizer-rounds-to-plan = Rondes à planifier maintenant
organizer-not-a-multiple = { $count } n'est pas un multiple de { $seats } :
organizer-substitute = tables de { $seats }, complétées par l'organisateur (hors classement)
organizer-substitutes = { $tables } tables de { $seats }, chacune complétée par son propre remplaçant : { $tables } remplaçants à chaque ronde, un par table (hors classement)
organizer-sit-out = des joueurs sautent leur tour à tour de rôle
organizer-fifth-seats = une cinquième place (le parieur) à certaines tables : { $tables } tables de quatre, dont { $left } avec une cinquième personne qui parie, à tour de rôle
organizer-fifth-seats-not = une cinquième place (le parieur) à certaines tables : impossible avec { $count } joueurs ({ $left } en trop, { $tables } tables)
organizer-tag-team = Équipes relais du Mangan
organizer-one-per-seat = une personne par place
organizer-tag-teams = équipes relais : { $tables } tables de huit, deux partenaires par place, tirées au hasard
organizer-tag-teams-not = équipes relais : huit par table, deux partenaires par place (impossible avec { $count } joueurs : faites l'enregistrement d'un multiple de huit)
organizer-propose = Proposer la ronde { $number }
organizer-print-schedule = Imprimer tout l'horaire
organizer-print-schedules = Imprimer l'horaire de chaque joueur
organizer-replan = Replanifier les rondes pas encore commencées (après une arrivée tardive ou un abandon)
organizer-checked-in-of = ({ $checked } présents sur { $players })
organizer-import-csv = Importer une liste CSV
organizer-player-cards = Imprimer les cartes des joueurs (NIP de place)
organizer-check-in-all = Enregistrer tout le monde
organizer-player-number = Numéro de joueur
organizer-ema-number = Numéro EMA
organizer-ema-number-hint = 8 chiffres, s'il y a lieu
organizer-country = Pays
organizer-country-hint = Code ISO 3166 : FRA, CAN…
organizer-present-now = présent maintenant (enregistrer)
organizer-add-player = Ajouter le joueur
organizer-present = présent
organizer-not-checked-in = pas enregistré
organizer-pin = NIP
organizer-undo-check-in = Annuler l'enregistrement
organizer-check-in = Enregistrer
organizer-reinstate = Réintégrer
organizer-withdraw = Retirer du tournoi

# Les tournois de l'organisateur et le formulaire d'un tournoi.
organizer-your-tournaments = Vos tournois
organizer-new-tournament = Nouveau tournoi
organizer-edit-tournament = Modifier le tournoi
organizer-backups-link = Sauvegardes et passage à un autre portable
organizer-referees = Arbitres
organizer-no-tournament = Aucun tournoi pour l'instant. Créez-en un pour inscrire des joueurs et les placer.
organizer-date = Date
organizer-venue = Lieu
organizer-ruleset = Règles
organizer-default-language = Langue par défaut
organizer-no-default-language = Aucune : le navigateur de chaque lecteur décide
organizer-save = Enregistrer
organizer-create = Créer

# Un placement proposé et les formulaires des rondes.
organizer-proposed-seating = Placement proposé
organizer-proposed-rounds = Placement proposé : { $count } rondes
organizer-quality = Qualité
organizer-so-far = jusqu'ici ({ $count } { $count ->
        [one] ronde
       *[other] rondes
    })
organizer-with-proposal = avec cette proposition
organizer-repeat-meetings = Rencontres répétées (chaque rencontre après la première)
organizer-repeat-pairs = Paires qui se sont rencontrées plus d'une fois
organizer-fewest-repeats = Le moins de rencontres répétées que tout placement de ces tables peut atteindre
organizer-wind-balance = Équilibre des vents : le plus grand écart entre le vent le plus joué et le moins joué d'un joueur (meilleur possible)
organizer-confirm-seating = Confirmer ce placement
organizer-propose-another = Proposer un autre
organizer-substitutes-label = Remplaçants :
organizer-error-table-rule = Choisissez quoi faire quand le nombre de joueurs n'est pas un multiple de quatre.
organizer-error-mode = Choisissez tirage au hasard, équilibré, suisse ou toutes-rondes.
organizer-error-round-count = Planifiez entre 1 et { $most } rondes.
organizer-error-swap-same = Choisissez deux joueurs différents à échanger.
organizer-error-swap-none = Choisissez les deux joueurs à échanger.

# Les équipes et les sauvegardes.
organizer-team-explained = Une équipe, ce sont deux partenaires assis Est–Nord ou Sud–Ouest à la même table, qui gagnent ou perdent ensemble.
organizer-team-name = Nom de l'équipe
organizer-team-players = Ses deux joueurs
organizer-team-everyone = Chaque joueur est dans une équipe.
organizer-team-form = Former l'équipe
organizer-team-none = { $name } se joue selon { $rules }, qui ne se joue pas en équipes.
organizer-teams-so-far = Équipes jusqu'ici ({ $count })
organizer-none-yet = Aucune pour l'instant.
organizer-dissolve-open = dissoudre…
organizer-dissolve = Dissoudre { $name }
organizer-backups = Sauvegardes
organizer-backups-title = Sauvegardes et déménagement
organizer-snapshots = Copies de la base de données
organizer-snapshots-kept = tenbou prend une copie au début de chaque ronde et toutes les dix minutes tant que les résultats changent, et garde les 20 plus récentes
organizer-snapshots-in = dans
organizer-snapshot-restore-before = Pour revenir à l'une d'elles, arrêtez tenbou et relancez-le avec{" "}
organizer-snapshot-restore-after = {" "}pointant vers le fichier de la copie.
organizer-take-snapshot = Prendre une copie maintenant
organizer-no-snapshot = Aucune copie pour l'instant.
organizer-kib = { $size } Kio
organizer-move = Déplacer un tournoi vers un autre portable
organizer-move-explained = Sur ce portable, la page de chaque tournoi offre « Exporter vers un autre portable » (un fichier JSON). Sur l'autre portable, importez ce fichier ici : joueurs, rondes, chaque main, pénalités et journal des modifications arrivent tels quels.
organizer-tournament-file = Fichier du tournoi (.json)
organizer-import-tournament = Importer le tournoi
organizer-snapshot-failed = La copie n'a pas pu être prise : { $error }

# Le formulaire d'un joueur et l'importation d'une liste.
organizer-edit-player = Modifier { $name }
organizer-eight-digits = 8 chiffres
organizer-ema-help = Pour le fichier de résultats EMA : le numéro tel que sur la liste des joueurs de l'EMA (8 chiffres) et le pays tel que l'écrivent les listes de l'EMA (ISO 3166 alpha-3 : FRA, DEU, CAN…). Les deux peuvent rester vides.
organizer-seat-pin = NIP de place
organizer-seat-pin-before = Un téléphone de table le demande une fois avant de prendre la place de { $name }, puis garde cette place de ronde en ronde. Il est imprimé sur les{" "}
organizer-seat-pin-cards = cartes des joueurs
organizer-seat-pin-after = . Un nouveau NIP rend l'ancien inutile : les téléphones qui ont prouvé être { $name } doivent taper le nouveau, et la place qu'ils tiennent est libérée.
organizer-new-pin = Donner un nouveau NIP à { $name }
organizer-import-players = Importer des joueurs
organizer-imported = { $count } { $count ->
        [one] joueur importé
       *[other] joueurs importés
    }.
organizer-back-to-players = Retour aux joueurs
organizer-import-one-per-line = Un fichier CSV avec un joueur par ligne :
organizer-import-name-required = . Seul le nom est obligatoire; une première ligne
organizer-import-skipped = est ignorée. Pour le fichier de résultats EMA, une première ligne peut nommer les colonnes
organizer-import-and = et
organizer-import-columns = aussi
organizer-import-ema-shape = {" "}: huit chiffres, et un code ISO 3166 de trois lettres comme FRA.
organizer-csv-file = Fichier CSV
organizer-paste-list = …ou collez la liste
organizer-preview = Aperçu
organizer-what-was-read = Ce qui a été lu
organizer-import-counts = {" "}: { $accepted } à importer, { $refused } { $refused ->
        [one] refusé
       *[other] refusés
    }
organizer-line = Ligne
organizer-result = Résultat
organizer-ema = EMA { $number }
organizer-ok = ok
organizer-import-button = Importer { $count } { $count ->
        [one] joueur
       *[other] joueurs
    }

# Le tableau d'affichage.
organizer-board-description = Le tableau d'affichage de { $name } : toutes les tables de la ronde d'un coup d'œil.
organizer-big-screen = grand écran
organizer-board-round = Tableau d'affichage : ronde { $number }
organizer-clock-restart = Relancer le chrono de la ronde à partir de maintenant : minutes
organizer-clock-start = Lancer le chrono de la ronde : minutes
organizer-restart = Relancer
organizer-start = Lancer
organizer-finished = terminée
organizer-hands = Mains
organizer-first = Premier
organizer-leading = En tête
organizer-to-confirm = À confirmer
organizer-disputes = Contestations
organizer-score-sheet = Feuille de pointage
organizer-five-minutes = +5 min
organizer-one-more-hand = Une main de plus
organizer-no-round-before = Aucune ronde n'a encore commencé. Lancez la ronde 1 depuis la{" "}
organizer-no-round-link = page du tournoi
organizer-no-round-after = .

# La feuille de pointage d'une partie pour l'organisateur, et son formulaire de main.
organizer-sheet-title = Feuille de pointage · ronde { $round } table { $table }
organizer-sheet-public = feuille publique
organizer-sheet-audit-log = journal des modifications
organizer-sheet-undo = Annuler
organizer-sheet-undo-what = Annuler : { $what }
organizer-sheet-phones = Téléphones à cette table
organizer-sheet-free-seat = Libérer cette place
organizer-sheet-seat-belongs = Une place appartient au premier téléphone qui l'a choisie. Libérez-la pour un joueur qui a changé de téléphone ou qui s'est trompé de place; le prochain téléphone qui la choisit la prend.
organizer-sheet-end-now = Terminer la partie maintenant
organizer-sheet-end-now-hint = la dernière main était celle en cours quand le temps s'est écoulé
organizer-sheet-correct-a-hand = Corriger une main
organizer-sheet-edit = modifier
organizer-sheet-delete-open = supprimer…
organizer-sheet-delete-question = Supprimer la main no { $number } pour de bon?
organizer-sheet-delete = Supprimer
organizer-sheet-every-change-before = Chaque modification est dans le{" "}
organizer-sheet-every-change-after = , où une main supprimée peut être restaurée.


# Les réglages des règles du formulaire du tournoi (ceux du Hong Kong Old Style), leur
# résumé, et le refus de ces réglages par le moteur.
organizer-hkos-only = Seulement pour le Hong Kong Old Style
organizer-hkos-only-note = Ces deux réglages ne s'appliquent que si les règles sont celles du Hong Kong Old Style ; les autres règles n'en tiennent pas compte.
organizer-hkos-winds = Tours de vent par partie
organizer-hkos-faan-table = Faan → points (faan : points ; la plus haute clé est la limite)
organizer-hkos-summary = { $winds ->
        [1] 1 tour de vent (Est)
        [2] 2 tours de vent (Est et Sud)
       *[other] 4 tours de vent (Est, Sud, Ouest et Nord)
    } par partie · faan → points { $table } (le dernier est la limite) · les pointages sont les points gagnés à partir de 0
organizer-settings-unreadable = Les réglages des règles enregistrés n'ont pu être lus : { $reason }.
organizer-settings-bad-winds = Une partie compte 1, 2 ou 4 tours de vent, pas « { $typed } ».
organizer-settings-bad-entry = L'entrée « { $entry } » de la table des faan n'est pas de la forme faan : points (p. ex. 3: 8).
organizer-settings-table-refused = La table des faan est refusée : { $reason }.
organizer-faan-table-empty = la table des faan est vide ; donnez des valeurs comme {"{"}"3": 8, "4": 16{"}"}
organizer-faan-table-bad-key = la clé { $key } de la table des faan n'est pas un nombre de faan de 0 à 13
organizer-faan-table-twice = la clé { $faan } de la table des faan est donnée deux fois
organizer-faan-table-bad-value = la valeur pour { $faan } faan doit être un nombre entier de points plus grand que 0
organizer-faan-table-no-minimum = la table des faan n'a pas de valeur pour { $least } faan : sa plus petite clé est { $lowest }
organizer-faan-table-decreasing = la table des faan paie moins pour { $more } faan ({ $more_value }) que pour { $fewer } faan ({ $fewer_value })
# L'horloge de la ronde, sur le tableau de bord, les feuilles de pointage et le grand écran.
clock-minutes-left = il reste { $minutes } min
clock-left-live = il reste { $time }
clock-time-up = Le temps est écoulé
clock-ends = fin à { $time }
clock-extra-minutes = (+{ $minutes } min accordées)
clock-extra-hands = { $count ->
        [one] { $count } main de plus accordée
       *[other] { $count } mains de plus accordées
    }
clock-when-up = Quand le temps est écoulé : { $rule }.
clock-rule-finish-hand = on termine la main en cours, puis la partie se termine avec ses pointages tels quels
clock-rule-play-to-end = ces règles n'ont pas de limite de temps : on joue la partie jusqu'au bout

# The backup page on a PostgreSQL server.
organizer-snapshots-server = Les données sont dans une base PostgreSQL, que tenbou ne copie pas lui-même. Sauvegardez-la avec l'outil de PostgreSQL, { $tool }, lancé sur le serveur par qui l'administre (chaque nuit d'un événement, par exemple, et avant la première ronde de chaque jour) ; une copie se restaure avec pg_restore ou psql.
