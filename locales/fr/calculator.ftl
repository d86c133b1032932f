# calculator : la calculatrice de mains (fr) : son formulaire, le sélecteur de tuiles et la carte du pointage.

calculator-title = Calculatrice de mains
calculator-description = Comptez une main de mahjong à partir de ses tuiles.
calculator-description-under = Comptez une main de mahjong à partir de ses tuiles selon les règles de { $name }.
calculator-tournaments = tournois
calculator-rules = Règles
calculator-use-rules = Utiliser ces règles
calculator-tiles-as-text = Tuiles en texte
calculator-concealed-tiles = Tuiles cachées, tuile gagnante comprise
calculator-winning-tile = Tuile gagnante
calculator-melds = Combinaisons exposées
calculator-mpsz-help = mpsz : les chiffres puis leur famille — m caractères, p cercles, s bambous, z honneurs (1–4 Est Sud Ouest Nord, 5 blanc, 6 vert, 7 rouge); 0 est un cinq rouge. Combinaisons : chi, pon, kan (ouvert), ankan (fermé), shouminkan (un pon complété par sa quatrième tuile), chacune suivie de ses tuiles.
calculator-won-by = Gagnée par
calculator-situation = Situation
calculator-seat-wind = Vent de la place
calculator-dealer = {" "}(donneur)
calculator-round-wind = Vent dominant
calculator-score-hand = Compter cette main
calculator-start-again = recommencer
calculator-no-bonus-tiles = Les fleurs et les saisons n'existent qu'au Hong Kong Old Style, pas en { $rules } : décochez-les ou choisissez ces règles.

# Le sélecteur de tuiles.
calculator-your-hand = Votre main
calculator-picker-help = Touchez une tuile ci-dessous pour l'ajouter; touchez-la ici pour la retirer. La dernière tuile ajoutée est la tuile gagnante.
calculator-tapping-adds = Toucher ajoute
calculator-mode-tile = Tuile
calculator-mode-pon = Pon
calculator-mode-kan = Kan
calculator-mode-closed-kan = Kan fermé
calculator-mode-added-kan-title = un pon complété en kan par sa quatrième tuile (shouminkan)
calculator-mode-added-kan = Kan ajouté
calculator-undo = Annuler
calculator-clear = Effacer
calculator-row-characters = Caractères (man)
calculator-row-dots = Cercles (pin)
calculator-row-bamboo = Bambous (sou)
calculator-row-honours = Vents et dragons
calculator-row-red-fives = Cinq rouges

# Les champs du riichi.
calculator-mode-dora = Ind. dora
calculator-mode-ura = Ind. ura
calculator-dora-indicators = Indicateurs de dora
calculator-ura-indicators = Indicateurs d'ura dora
calculator-after-riichi = après riichi
calculator-nuki = Tuiles Nord mises de côté (nuki)
calculator-nuki-help = 0 à 4, pas parmi les tuiles ci-dessus; chacune est un nuki dora.
calculator-check-riichi = riichi
calculator-check-double-riichi = double riichi
calculator-check-ippatsu = ippatsu
calculator-check-last-tile = dernière tuile (haitei / houtei)
calculator-check-rinshan = après un kan (rinshan)
calculator-check-chankan = vol d'un kan (chankan)
calculator-honba = Compteurs (honba)
calculator-sticks = Bâtons de riichi sur la table

# La carte du pointage.
calculator-fu = { $fu } fu
calculator-fu-rounded = { $sum } fu, arrondis à { $fu } fu
calculator-fu-summary = Fu : { $note }
calculator-winner-receives = Le gagnant reçoit { $points }
calculator-with-counters = avec { $counters ->
        [one] 1 compteur
       *[other] { $counters } compteurs
    }
calculator-with-sticks = avec { $sticks ->
        [one] 1 bâton de riichi
       *[other] { $sticks } bâtons de riichi
    }
calculator-with-counters-and-sticks = avec { $counters ->
        [one] 1 compteur
       *[other] { $counters } compteurs
    } et { $sticks ->
        [one] 1 bâton de riichi
       *[other] { $sticks } bâtons de riichi
    }
calculator-discarder-pays = Le joueur qui a rejeté paie { $points }
calculator-discarder-pays-with-counters = Le joueur qui a rejeté paie { $points } + { $counters } pour les compteurs
calculator-each-pays-all = Chaque joueur paie { $points } ({ $points } chacun)
calculator-dealer-pays = Le donneur paie { $points }
calculator-other-non-dealer-pays = L'autre non-donneur paie { $points }
calculator-each-other-pays = Chacun des autres joueurs paie { $points }
calculator-each-pays = Chaque joueur paie { $points }
calculator-each-pays-self-pick = Chaque joueur paie { $points } (tsumo)

# La valeur au Hong Kong Old Style.
calculator-hkos-limit-hand = Main limite ({ $faan } faan)
calculator-hkos-counted-limit = { $faan } faan (comptés comme la limite)
calculator-hkos-faan = { $faan } faan

# Le mode chi du sélecteur, le nom des tuiles et la main dessinée.
calculator-mode-chi = Chi
calculator-mode-chow = Chow
calculator-won-by-discard = Sur un rejet
calculator-tile-man = { $number } { $number ->
        [one] caractère
       *[other] caractères
    }
calculator-tile-pin = { $number } { $number ->
        [one] cercle
       *[other] cercles
    }
calculator-tile-sou = { $number } { $number ->
        [one] bambou
       *[other] bambous
    }
calculator-tile-red-man = cinq rouge (caractères)
calculator-tile-red-pin = cinq rouge (cercles)
calculator-tile-red-sou = cinq rouge (bambous)
calculator-tile-east = vent d'Est
calculator-tile-south = vent du Sud
calculator-tile-west = vent d'Ouest
calculator-tile-north = vent du Nord
calculator-tile-white = dragon blanc
calculator-tile-green = dragon vert
calculator-tile-red = dragon rouge
calculator-meld-chi = chi
calculator-meld-pon = pon
calculator-meld-kan = kan
calculator-meld-ankan = ankan
calculator-meld-shouminkan = shouminkan
calculator-tile-winning = tuile gagnante
calculator-tile-winning-alt = tuile gagnante : { $tile }
calculator-tile-in-meld = { $meld } : { $tile }
calculator-tile-dora-title = indicateurs de dora
calculator-tile-dora = dora
calculator-tile-dora-alt = indicateur de dora : { $tile }
calculator-picker-remove = retirer
calculator-picker-remove-win = tuile gagnante, retirer
calculator-picker-remove-meld = { $meld }, retirer
calculator-picker-remove-dora = indicateur de dora, retirer
calculator-picker-remove-ura = indicateur d'ura, retirer
calculator-picker-ura = ura
calculator-picker-count = ({ $count } tuiles)
calculator-picker-empty = (vide)
calculator-tile-flower = fleur { $number } ({ $number ->
        [1] prunier
        [2] orchidée
        [3] chrysanthème
       *[other] bambou
    })
calculator-tile-season = saison { $number } ({ $number ->
        [1] printemps
        [2] été
        [3] automne
       *[other] hiver
    })

calculator-hkos-flowers-and-seasons = Fleurs et saisons
calculator-hkos-flower-owners = La fleur ou la saison 1 appartient à Est, 2 à Sud, 3 à Ouest, 4 à Nord.
calculator-hkos-last-tile = dernière tuile (du mur, ou sa dernière défausse)
calculator-hkos-replacement-tile = tuile de remplacement (après un kong)
calculator-hkos-kong-on-kong = kong sur kong
calculator-hkos-robbing-kong = vol d'un kong
calculator-hkos-heaven = don du ciel (première pioche du donneur)
calculator-hkos-earth = don de la terre (première pioche)
calculator-hkos-man = don de l'homme (première défausse)
calculator-hkos-dealer-keeps = Donnes gardées (donnes de suite avant celle-ci)
calculator-hkos-base-points = Points de base :
calculator-hkos-winner-receives = Le gagnant reçoit { $total }
calculator-hkos-faan-table-tournament = Paie selon la table de faan de { $name } (faan : points) : { $rows }.
calculator-hkos-faan-table-club = Paie selon la table de faan du club (faan : points) : { $rows }.
calculator-typed-chinese-classical = Les mains du Chinese Classical ne se calculent pas ici à partir des tuiles : chaque joueur compte ses points et ses doubles sur la feuille de pointage.
calculator-typed-vietnamese = Les mains vietnamiennes ne se calculent pas à partir des tuiles : inscrivez la valeur et cochez les bonus sur la feuille de pointage.
calculator-typed-american = Les mains américaines ne se calculent pas à partir des tuiles : une main vaut la valeur imprimée à côté d'elle sur la carte de l'année. Inscrivez cette valeur sur la feuille de pointage.
calculator-typed-tenpai-race = Les mains du Tenpai Race sont inscrites, pas calculées à partir des tuiles : une attente trouvée par le défenseur se paie avec la main de l'attaquant inscrite sur la ligne du défenseur, ce que l'évaluateur de tuiles ne peut pas lire. Inscrivez les han et les fu (ou la limite) sur la feuille de pointage.
calculator-typed-none = ce style ne calcule aucune main à partir de ses tuiles
calculator-mangan-payments = Mangan Mahjong : sous le mangan, rien n'est payé; à partir du mangan, les perdants paient ce qui est indiqué et le gagnant ne reçoit rien (les points quittent la partie). Pas de compteurs, pas de mise de riichi.
