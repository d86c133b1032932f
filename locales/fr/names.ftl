# names : les noms que le code compose (fr) : rangs, rondes, avancement d'une table, états.

names-ordinal = { $place ->
        [one] { $place }er
       *[other] { $place }e
    }

# Les noms des règles.
names-preset-msmc-2016 = MSMC 2016 (règles du club)
names-preset-ema-2016 = EMA Riichi 2016
names-preset-ema-2025 = EMA Riichi 2025
names-preset-wrc = Championnat du monde de riichi (WRC)
names-preset-tenhou = Tenhou
names-preset-mleague = M-League
names-preset-sanma-msmc = Sanma MSMC (trois joueurs)
names-preset-mangan = Mangan Mahjong (soirée du club)
names-preset-clear = Clear Mahjong (deux équipes de deux)
names-preset-hkos-msmc = Hong Kong Old Style MSMC
names-preset-mcr = MCR (règles officielles chinoises)
names-preset-zung-jung = Zung Jung
names-preset-wsom = World Series of Mahjong (Zung Jung)
names-preset-chinese-classical = Chinois classique (limite 500)
names-preset-chinese-classical-no-limit = Chinois classique (sans limite)
names-preset-chinese-classical-east-double = Chinois classique (limite 500, Est double)
names-preset-american = Américain (NMJL)
names-preset-vietnamese = Vietnamien
names-preset-tenpai-race = Course au tenpai (deux joueurs)
names-preset-minefield = Minefield Mahjong, 17 pas (deux joueurs)

# La manche d'une partie, l'avancement d'une table, la ronde d'un tournoi.
names-game-round = { $wind } { $number }
names-progress-not-started = pas commencée
names-progress-finished = terminée
names-progress-playing = en cours : { $round }
names-progress-playing-repeat = en cours : { $round }, { $honba } honba
names-round = Ronde { $number }

# Comment les joueurs d'une ronde remplissent les tables (la ligne sous le placement).
names-rule-sit-outs = les exemptions tournent
names-rule-fifth-seats = une cinquième place (celle qui parie) à certaines tables
names-rule-tag-teams = équipes en relais : huit par table, deux partenaires par place
names-rule-every-table-full = toutes les tables sont complètes
names-rule-one-short = Il manque un joueur à la table { $table } : l'organisateur occupe la place libre (sans classement).
names-rule-several-short = Il manque un joueur à chacune des tables { $tables } et { $last } : cette ronde demande { $count } remplaçants, un à chacune de ces tables, puisqu'une personne ne peut occuper deux places à la fois (les remplaçants ne sont pas classés).
names-rule-fours = tables de { $seats ->
        [2] deux
        [3] trois
        [4] quatre
       *[other] cinq
    } seulement
names-organizer-fills = organisateur (occupe la place, sans classement)
names-substitute = remplaçant { $position } sur { $count } (occupe la place, sans classement)
