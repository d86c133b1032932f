# refusals: the refusals words (fr).
# Ce que la personne doit corriger quand l'application refuse un changement.

refusals-player-empty-name = Le nom est vide : chaque joueur doit avoir un nom.
refusals-player-name-too-long = Le nom est trop long : au plus { $max } caractères.
refusals-player-club-too-long = Le club est trop long : au plus { $max } caractères.
refusals-player-number-too-long = Le numéro de joueur est trop long : au plus { $max } caractères.
refusals-player-duplicate-name = Il y a déjà un joueur appelé « { $name } » dans ce tournoi (les noms ne tiennent compte ni des majuscules ni des espaces).
refusals-player-check-in-withdrawn = { $name } s'est retiré : réintégrez ce joueur avant de confirmer sa présence.
refusals-ema-bad-number = Le numéro EMA doit compter 8 chiffres, comme l'écrit la liste des joueurs de l'EMA (par exemple 04010001) : « { $given } » n'en est pas un.
refusals-ema-bad-country = Le pays doit être un code ISO 3166 de trois lettres, comme dans les listes de l'EMA (par exemple FRA, DEU ou CAN) : « { $given } » n'en est pas un.

refusals-import-not-utf8 = Le fichier n'est pas du texte UTF-8. Enregistrez-le en « CSV UTF-8 » et réessayez.
refusals-import-empty = Le fichier est vide.
refusals-import-too-long = Le fichier compte plus de { $max } lignes : importez-le en plusieurs parties.
refusals-line-not-csv = Cette ligne ne se lit pas comme du CSV : { $problem }
refusals-line-too-many-fields = { $count } champs : au plus { $expected } attendus ({ $columns }).
refusals-line-earlier-in-file = « { $name } » figure déjà plus haut dans ce fichier.

refusals-account-organizer-exists = Le mot de passe de l'organisateur est déjà choisi : connectez-vous plutôt.
refusals-account-password-too-short = Choisissez un mot de passe d'au moins { $min } caractères.
refusals-account-passwords-differ = Les deux mots de passe diffèrent : tapez deux fois le même.
refusals-account-referee-name = Donnez à l'arbitre un nom de 1 à { $max } caractères; il s'en sert pour se connecter.
refusals-account-no-tournament = Choisissez les tournois où cet arbitre travaille.
refusals-account-unknown-tournament = Un des tournois choisis n'existe pas : rechargez la page.
refusals-account-name-is-organizer = Ce nom est celui de l'organisateur : choisissez-en un autre.
refusals-account-wrong-password = Le mot de passe actuel n'est pas le bon.

refusals-clock-not-current-round = La ronde { $asked } n'est pas celle qui se joue : c'est la ronde { $current }. Rien n'a changé; le tableau de l'événement (/admin/t/{ $tournament }/board) affiche le chrono de la ronde { $current }.
refusals-clock-not-started = Lancez d'abord le chrono de la ronde; ensuite, une table peut recevoir du temps de plus.

refusals-penalty-no-player = Choisissez le joueur.
refusals-penalty-no-such-game = Choisissez la partie dans la liste.
refusals-penalty-unknown-kind = Choisissez le type de pénalité.
refusals-penalty-not-a-number = Le montant doit être un nombre entier de points, comme 2.
refusals-penalty-out-of-range = { $amount } est hors des limites pour « { $kind } ».
refusals-penalty-no-reason = Écrivez la raison (ce qui s'est passé), pour que le joueur et les autres arbitres puissent la lire.
refusals-penalty-reason-too-long = La raison est trop longue : moins de 200 caractères, s'il vous plaît.
refusals-penalty-not-offered = « { $kind } » n'est pas une pénalité de pointage selon les règles de ce tournoi : c'est une pénalité de table, inscrite avec la main sur la feuille de pointage.

refusals-round-nothing-to-replan = Chaque ronde a des mains inscrites : il n'y a rien à replanifier.
refusals-round-seating-fixed = Des mains de la ronde { $number } sont déjà inscrites : son placement ne peut plus changer.
refusals-round-not-in-round = Les deux joueurs doivent être dans la ronde { $number } pour être échangés.
refusals-round-not-last = Seule la dernière ronde peut être retirée.
refusals-round-stays = La ronde { $number } a des résultats, des pénalités ou une étape du tableau : elle reste.
refusals-round-without-team = Ce tournoi se joue en équipes : { $players } { $count ->
        [one] est présent
       *[other] sont présents
    } mais sans équipe. Formez leur équipe à la page Équipes, ou retirez leur présence.
refusals-round-partner-absent = Ce tournoi se joue en équipes : le partenaire de { $players } n'est pas présent. Confirmez la présence du partenaire, ou retirez celle { $count ->
        [one] de ce joueur
       *[other] de ces joueurs
    }.
refusals-round-odd-teams = Deux équipes jouent à chaque table : { $teams } { $teams ->
        [one] équipe présente ne peut
       *[other] équipes présentes ne peuvent
    } pas toutes être placées. Confirmez un nombre pair d'équipes.

refusals-table-size = { $size ->
        [2] deux
        [3] trois
        [4] quatre
       *[other] cinq
    }
refusals-seating-too-few-players = seulement { $players } joueurs sont disponibles; il en faut au moins { $needed } pour remplir une table
refusals-seating-not-multiple-of-four = { $players } joueurs ne peuvent pas tous s'asseoir à des tables de quatre; choisissez des tables de trois avec un remplaçant ou des joueurs au repos, ou confirmez un multiple de quatre joueurs
refusals-seating-not-multiple-of-three = { $players } joueurs ne peuvent pas tous s'asseoir à des tables de trois; choisissez des tables de deux avec un remplaçant ou des joueurs au repos, ou confirmez un multiple de trois joueurs
refusals-seating-not-multiple-of = { $players } joueurs ne peuvent pas tous s'asseoir à des tables de { $table }; choisissez des joueurs au repos, ou confirmez un multiple de { $count } joueurs
refusals-seating-too-few-tables-for-fifths = { $players } joueurs en laissent { $left } après les tables de quatre, plus que les { $tables } qu'une cinquième place peut accueillir (une par table); choisissez des tables de trois avec un remplaçant ou des joueurs au repos, ou confirmez un nombre de joueurs qui n'en laisse pas plus qu'il n'y a de tables
refusals-seating-no-fifth-seat-at-three = une table de trois n'a pas de cinquième place; choisissez des tables de deux avec un remplaçant ou des joueurs au repos
refusals-seating-no-fifth-seat-at = une table de { $table } n'a pas de cinquième place; choisissez des joueurs au repos
refusals-seating-no-substitute-at-two = { $players } joueurs en laissent un aux tables de deux, et une partie à deux ne se complète pas avec un remplaçant; choisissez des joueurs au repos (un joueur se repose à chaque ronde, à tour de rôle)
refusals-seating-round-robin-tables-of-two = un tournoi toutes rondes place des tables de deux, pas de { $table } : que chacun rencontre chacun une fois à de plus grandes tables demande un plan que peu de nombres de joueurs permettent; choisissez « équilibré », qui en utilise un quand il existe
refusals-seating-round-robin-too-long = un tournoi toutes rondes de { $players } joueurs demande { $rounds } rondes, plus que les { $max } qu'un tournoi peut planifier; choisissez « équilibré »
refusals-seating-no-fifth-seat-in-style = { $style } n'a pas de cinquième place : le parieur est propre au mahjong américain; choisissez des tables de trois avec un remplaçant ou des joueurs au repos
refusals-seating-no-tag-team-in-style = { $style } ne se joue pas en relais : huit à une table, deux partenaires par place, c'est le Mangan Mahjong; choisissez une autre règle de table
refusals-seating-not-multiple-of-eight = { $players } joueurs ne peuvent pas tous s'asseoir à des tables de relais de huit (deux partenaires par place); confirmez un multiple de huit joueurs, ou placez la ronde une personne par place
refusals-seating-tag-teams-drawn-only = les tables de relais ne se placent que par tirage au sort (le tirage fait les partenaires); choisissez le tirage au sort
refusals-seating-duplicate-player = le joueur { $player } figure plus d'une fois parmi les joueurs disponibles
refusals-seating-player-twice-in-history = la ronde { $round } des rondes jouées compte le joueur { $player } plus d'une fois; corrigez d'abord cette ronde
refusals-seating-too-many-players = { $players } joueurs, c'est plus que les { $max } pour lesquels un placement peut se planifier
refusals-seating-too-many-rounds = { $rounds } rondes, c'est plus que les { $max } qui peuvent se planifier d'un coup

refusals-team-not-a-team-style = Les règles de ce tournoi ne se jouent pas en équipes.
refusals-team-no-such-player = Choisissez les joueurs dans la liste.
refusals-team-already-in-team = { $player } fait déjà partie de l'équipe { $team } : un joueur n'est que dans une équipe.
refusals-team-duplicate-name = Une autre équipe s'appelle déjà { $name } : choisissez un autre nom.
refusals-team-blank-name = Donnez un nom à l'équipe.
refusals-team-name-too-long = Un nom d'équipe compte au plus { $max } caractères.
refusals-team-not-two = Une équipe, c'est deux joueurs : { $chosen } { $chosen ->
        [one] choisi
       *[other] choisis
    }. Cochez-en exactement deux.

refusals-tournament-ruleset-fixed = Les règles ne peuvent plus changer une fois une ronde commencée : les résultats gardent les règles sous lesquelles ils ont été joués.
refusals-tournament-settings-fixed = Les tours de vent et la table des faan ne peuvent plus changer une fois une ronde commencée : les résultats gardent les règles sous lesquelles ils ont été joués.
refusals-details-empty-name = Donnez un nom au tournoi.
refusals-details-name-too-long = Le nom est trop long : moins de { $max } caractères, s'il vous plaît.
refusals-details-venue-too-long = Le lieu est trop long : moins de { $max } caractères, s'il vous plaît.
refusals-details-bad-date = La date doit s'écrire comme 2026-04-09 (année-mois-jour).
refusals-details-unknown-ruleset = Règles inconnues « { $ruleset } » : choisissez-en dans la liste.
refusals-details-ruleset-not-offered = Les règles « { $ruleset } » ne peuvent pas encore servir à un tournoi : leur feuille de pointage ne sait pas inscrire leurs mains. Choisissez-en dans la liste.
refusals-details-unknown-language = Langue inconnue « { $language } » : choisissez l'anglais, le français ou le japonais, ou aucune.

refusals-phone-staff-record-hands = Dans ce tournoi, l'organisateur et les arbitres inscrivent les mains : appelez-les à votre table.
refusals-phone-archived = Ce tournoi est terminé et archivé : ses feuilles ne changent plus.
refusals-phone-no-such-seat = Choisissez votre nom à cette table.
refusals-phone-seat-held = Un autre téléphone occupe déjà la place de { $name } ({ $wind }). Si c'est votre place, demandez à l'organisateur ou à un arbitre de la libérer, puis choisissez-la de nouveau ici.
refusals-phone-sits-here = Ce téléphone occupe déjà la place de { $name } ({ $wind }) à cette table, et un téléphone n'occupe qu'une place. Si c'est une erreur, demandez à l'organisateur ou à un arbitre de la libérer.
refusals-phone-sits-elsewhere = Ce téléphone occupe déjà une place à une autre table de cette ronde, et un téléphone n'occupe qu'une place. Si c'est une erreur, demandez à l'organisateur ou à un arbitre de la libérer.
refusals-phone-pins-held-back = Trop de NIP erronés viennent d'être essayés pour la place de { $name }, ou depuis le réseau de ce téléphone. Réessayez dans { $minutes } minutes, ou demandez à l'organisateur : il voit le NIP de { $name } à l'accueil, ou peut lui en donner un nouveau.
refusals-phone-wrong-pin = Ce n'est pas le NIP de { $name }. C'est le code de { $digits } chiffres sur la carte de joueur de { $name }; l'organisateur peut vous le dire à l'accueil. Si vous n'êtes pas { $name }, revenez en arrière et choisissez votre propre nom.

refusals-hand-impossible = Avec ce changement, la main no { $hand } ne peut pas avoir lieu : { $problem }.
refusals-hand-stale = Cette feuille a changé entre-temps (quelqu'un d'autre a enregistré une main). Voici son nouvel état.
refusals-hand-conflict = Cette feuille a changé pendant votre enregistrement. Voici son nouvel état : vérifiez-le, puis inscrivez votre main de nouveau.
refusals-hand-already-saved = La main no { $hand } était déjà enregistrée; rien n'a été enregistré deux fois.
refusals-hand-entered-meanwhile = { $by } vient d'inscrire la main no { $hand } : confirmez-la plutôt que de l'inscrire de nouveau.
refusals-hand-stage = Cette partie a décidé une coupe déjà faite : le changement attend l'organisateur.
refusals-hand-already-confirmed = La main no { $hand } est déjà confirmée.
refusals-hand-disputed = La main no { $hand } est contestée : l'organisateur la tranche maintenant.
refusals-hand-own-entry = La main no { $hand } a été inscrite depuis votre place ou votre téléphone : un autre joueur de la table la confirme.
refusals-hand-already-disputed = La main no { $hand } est déjà contestée : l'organisateur la tranche maintenant.
refusals-hand-nothing-to-undo = Il n'y a rien à annuler sur cette feuille.
refusals-hand-changed-since = La main no { $hand } a changé depuis { $action ->
        [recorded] son inscription
        [deleted] sa suppression
        [restored] son rétablissement
       *[other] sa correction
    }; elle ne peut donc pas être annulée : corrigez plutôt la main.
refusals-hand-already-restored = Cette main a déjà été rétablie (par une annulation ou un rétablissement précédent).
refusals-hand-too-few-hands = La main no { $hand } ne peut pas être rétablie : la feuille ne compte plus que { $hands } mains. Rétablissez d'abord les mains qui la précèdent.
refusals-hand-already-over = La partie est déjà terminée.
refusals-hand-no-hand-yet = Aucune main n'a encore été jouée : inscrivez la main en cours avec « le temps s'est écoulé pendant cette main ».

refusals-rounds-one = La ronde { $first }
refusals-rounds-two = Les rondes { $first } et { $last }
refusals-rounds-range = Les rondes { $first } à { $last }
refusals-rounds-list = Les rondes { $init } et { $last }
refusals-bracket-already-set-up = Le tableau de ce tournoi est déjà en place.
refusals-bracket-not-set-up = Mettez d'abord le tableau en place.
refusals-bracket-missing-number = Entrez le nombre de { $what }.
refusals-bracket-earlier-undecided = { $rounds } { $count ->
        [one] est déjà jouée : choisissez si elle compte
       *[other] sont déjà jouées : choisissez si elles comptent
    } comme parties de qualification ou restent hors du tableau.
refusals-bracket-earlier-too-many = { $rounds } déjà jouées compteraient comme rondes de qualification, plus que les { $qualifying } choisies : choisissez au moins { $count } rondes de qualification, ou laissez-les hors du tableau.
refusals-bracket-nothing-to-seat = Aucune partie ne peut être placée maintenant.
refusals-bracket-straight-to-finals = Avec { $entrants } participants, le tableau passe directement à la finale, qui part de 0 : les rondes jouées avant ne peuvent pas y compter.
refusals-bracket-club-format = La formule du club pour { $entrants } participants place ses propres parties de qualification : les rondes jouées avant ne peuvent donc pas compter comme parties de qualification.
refusals-bracket-too-few = { $entrants } participants présents, c'est trop peu : un tableau en demande au moins 4
refusals-bracket-needs-large-field = { $entrants } participants, c'est plus que les tableaux du club ne couvrent : choisissez des rondes de qualification et une coupe
refusals-bracket-bad-cut = choisissez une coupe aux 4, 8 ou 16 premiers (pas { $cut })
refusals-bracket-too-few-for-three = { $entrants } participants présents, c'est trop peu : un tableau de sanma en demande au moins 3
refusals-bracket-bad-cut-for-three = aux tables de trois, choisissez une coupe aux 3, 6 ou 9 premiers (pas { $cut })
refusals-bracket-no-bracket-at = les tableaux du club se jouent à des tables de trois ou de quatre; une table de { $table } n'en a pas : classez l'événement selon son classement
refusals-bracket-played-in-teams = un jeu en équipes de deux n'a pas de tableau : une coupe classe les joueurs un par un et séparerait les partenaires; classez l'événement selon son classement
refusals-bracket-cut-too-large = une coupe aux { $cut } premiers demande plus de { $cut } participants (il y en a { $entrants })
refusals-bracket-bad-game-count = chaque étape demande de 1 à { $max } parties
refusals-bracket-stage-not-over = l'étape n'est pas terminée : chaque partie doit d'abord être placée et terminée
refusals-bracket-no-next-stage = la dernière étape n'a pas de coupe
refusals-bracket-no-such-stage = la formule n'a pas d'étape { $stage }
refusals-bracket-seating = placement : { $problem }
refusals-cut-stage-not-over = L'étape n'est pas encore terminée.
refusals-cut-already-matches = La coupe correspond déjà aux résultats : rien à refaire.
refusals-cut-next-stage-recorded = Des mains ou des pénalités { $stage ->
        [qualifying] de la qualification
        [semi-finals] des demi-finales
       *[finals] des finales
    } sont déjà inscrites : la coupe ne peut plus changer.
refusals-cut-nobody-to-replace = Personne n'est à remplacer.
refusals-cut-no-replacement-left = Il ne reste aucun joueur qualifié pour les remplacer.

refusals-transfer-not-a-document = Ce n'est pas un fichier de tournoi tenbou : { $problem }
refusals-transfer-too-new = Ce fichier a été écrit par un tenbou plus récent (version de format { $version }); mettez d'abord tenbou à jour sur ce portable.
refusals-transfer-unknown-player = Le fichier mentionne le joueur { $player }, qui n'est pas dans sa liste de joueurs.
refusals-transfer-hand-at = Ronde { $round }, table { $table } : la main { $hand }
refusals-transfer-bad-hand = { $at } ne se lit pas : { $problem }
refusals-transfer-impossible-hand = { $at } n'a pas pu avoir lieu : { $problem }
refusals-transfer-unknown-game = La pénalité du fichier mentionne la ronde { $round }, table { $table }, qui n'est pas dans le fichier.
refusals-transfer-storage = La base de données a refusé l'importation : { $problem }

refusals-title-not-found = Page introuvable
refusals-title-not-allowed = Non permis
refusals-title-check-input = Vérifiez ce que vous avez saisi
refusals-title-changed-meanwhile = Modifié entre-temps
refusals-title-too-large = Trop volumineux
refusals-title-too-many-tries = Trop d'essais
refusals-title-went-wrong = Une erreur est survenue
refusals-page-description = { $title } : tenbou n'a pas pu afficher cette page.
refusals-page-not-found = Cette page n'existe pas.
refusals-server-failed = Le serveur n'a pas pu terminer cette demande. Rien n'a été changé; réessayez.
refusals-back-before = Utilisez le bouton Précédent de votre navigateur pour revenir au formulaire, ou retournez à{" "}
refusals-back-home = l'accueil
refusals-back-after = .
refusals-staff-only = Seuls l'organisateur ou un arbitre peuvent faire ceci.
refusals-sign-in-first = Connectez-vous d'abord comme organisateur.
refusals-sign-in-to-change = Connectez-vous comme organisateur pour changer quoi que ce soit.
refusals-referee-limits = Les arbitres inscrivent les mains et les pénalités dans leurs propres tournois; demandez tout le reste à l'organisateur.
refusals-archived = Ce tournoi est archivé : rien n'y peut changer. Rétablissez-le d'abord sur sa page.
refusals-form-expired = Ce formulaire a expiré : rechargez la page et réessayez.
refusals-form-not-from-tenbou = Ce formulaire a expiré ou ne vient pas de tenbou. Revenez en arrière, rechargez la page et réessayez.
refusals-form-too-large = Le formulaire est trop volumineux : envoyez moins de 1 Mio.
refusals-setup-on-the-laptop = Le mot de passe de l'organisateur ne peut être choisi que sur l'ordinateur où tourne tenbou : ouvrez http://localhost sur celui-ci.
refusals-clock-length = Donnez la durée de la ronde en minutes entières, de 1 à { $most }.
refusals-clock-extra = « { $name } » doit être un nombre entier de 0 à { $most }.
refusals-clock-nothing-given = Donnez à la table des minutes de plus ou une main de plus.
refusals-backups-off = Les sauvegardes sont désactivées pour cette base de données.
refusals-seed-not-a-number = La graine de la proposition n'est pas un nombre : proposez de nouveau.
refusals-too-many-connections = Cet appareil a trop de connexions ouvertes : fermez quelques onglets et réessayez dans quelques secondes.
refusals-live-full = Trop de pages en direct sont ouvertes en ce moment. La page fonctionne toujours : rechargez-la pour voir l'état le plus récent.
refusals-live-address-full = Cet appareil a trop de pages en direct ouvertes : fermez quelques onglets. La page fonctionne toujours : rechargez-la pour voir l'état le plus récent.

refusals-upload-unreadable = Le fichier envoyé n'a pas pu être lu : choisissez-le de nouveau, ou collez son texte, puis envoyez-le encore une fois.

refusals-file-at = { $place } : { $problem }
refusals-file-too-many-players = le fichier compte plus de { $max } joueurs.
refusals-file-too-many-rounds = le fichier compte plus de { $max } rondes.
refusals-file-too-many-penalties = le fichier compte plus de { $max } pénalités.
refusals-file-place-tournament = tournoi
refusals-file-place-player = joueur { $n }
refusals-file-place-bracket = tableau éliminatoire
refusals-file-place-stage = étape { $n } du tableau
refusals-file-place-round = ronde { $n }
refusals-file-place-table = ronde { $round }, table { $table }
refusals-file-place-mark = ronde { $round }, table { $table }, main { $hand }
refusals-file-place-penalty = pénalité { $n }
refusals-file-place-audit-entry = entrée { $n } du journal
refusals-file-place-team = équipe { $n }
refusals-file-text-date = date
refusals-file-text-reason = raison
refusals-file-text-seed = graine
refusals-file-text-phone = téléphone
refusals-file-text-name = nom
refusals-file-text-dispute = contestation
refusals-file-text-time = heure
refusals-file-text-action = action
refusals-file-text-subject = sujet
refusals-file-text-old-value = ancienne valeur
refusals-file-text-new-value = nouvelle valeur
refusals-file-text-form-key = clé du formulaire
refusals-file-text = le champ « { $what } » est trop long ou contient un caractère NUL.
refusals-file-table-rule = { $error }.
refusals-file-fifth-seat = une cinquième place, mais { $error }.
refusals-file-partners = des partenaires d'équipe, mais { $error }.
refusals-file-other-style = ses règles « { $ruleset } » sont du { $style }, mais le tournoi se joue en { $plays } (« { $preset } ») : une partie d'un autre style ne peut pas y être comptée.
refusals-file-other-table = ses règles « { $ruleset } » placent { $seats } joueurs, mais les tables du tournoi en placent { $table }.
refusals-file-hand-entry = l'inscription des mains est « { $found } »; elle doit être « staff » ou « table ».
refusals-file-unknown-player = le joueur { $player } n'est pas dans la liste de joueurs du fichier.
refusals-file-id-twice = l'identifiant { $id } sert deux fois.
refusals-file-name-twice = « { $name } » paraît deux fois (les noms ignorent la casse et les espaces).
refusals-file-unreadable-plan = son plan ne se lit pas : { $problem }
refusals-file-more-stages = { $stages } étapes, mais son plan en a { $planned }.
refusals-file-stage-order = les étapes doivent être numérotées 0, 1, 2, … dans l'ordre ({ $found } trouvé).
refusals-file-entered-twice = le joueur { $player } est inscrit deux fois.
refusals-file-unknown-seating = placement inconnu « { $code } ».
refusals-file-unknown-table-rule = règle de table inconnue « { $code } ».
refusals-file-too-many-tables = plus de { $max } tables.
refusals-file-sits-out-twice = le joueur { $player } est au repos deux fois.
refusals-file-no-such-stage = elle appartient à l'étape { $stage } du tableau, qui n'est pas dans le fichier.
refusals-file-stage-full = l'étape { $stage } du tableau n'a que { $allowed } parties.
refusals-file-clock = l'horloge de la ronde ({ $minutes } minutes) est hors limites.
refusals-file-extra-time = le temps supplémentaire de la table { $table } est hors limites.
refusals-file-unknown-ruleset = règles inconnues « { $ruleset } ».
refusals-file-version = la version { $version } est hors limites.
refusals-file-too-many-hands = plus de { $max } mains.
refusals-file-seat-beyond-table = un joueur occupe une place qu'une table de { $seats } n'a pas.
refusals-file-seated-twice = le joueur { $player } est placé plus d'une fois dans cette ronde.
refusals-file-too-few-players = une table demande au moins { $least } joueurs.
refusals-file-unknown-status = statut inconnu « { $status } ».
refusals-file-unknown-action = action inconnue « { $action } ».
refusals-file-in-two-teams = le joueur { $player } est dans deux équipes.
refusals-file-team-name-twice = « { $name } » nomme deux équipes (les noms ignorent la casse et les espaces).
refusals-file-seed-not-a-number = sa graine n'est pas un nombre.
refusals-file-nobody-entered = personne n'y est inscrit.
refusals-file-round-below-one = les numéros de ronde commencent à 1.
refusals-file-round-twice = la ronde paraît deux fois.
refusals-file-table-below-one = les numéros de table commencent à 1.
refusals-file-tables-order = les tables doivent être numérotées 1, 2, 3, … dans l'ordre.
refusals-file-more-marks = plus de marques de mains que de mains.
refusals-file-entering-seat = la place qui l'a inscrite est hors limites.
refusals-file-game-not-in-file = sa partie n'est pas dans le fichier.
refusals-file-hand-out-of-range = sa main est hors limites.
refusals-file-undone-by-earlier = elle est annulée par une entrée qui ne la suit pas.
refusals-file-no-teams = le style du tournoi ne se joue pas en équipes.
refusals-file-fifth-and-partners = à la fois une cinquième personne et des partenaires d'équipe; une table a l'un ou l'autre.

# Une ligue non créée ou non modifiée.
refusals-league-name = Une ligue a besoin d'un nom d'au plus { $max } caractères.
refusals-league-best-of = Pour les N meilleurs événements, N doit être un nombre entier d'au moins 1.
refusals-league-no-such-event = Cet événement n'existe pas (ou plus) : choisissez-en un autre.
