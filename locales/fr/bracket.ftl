# bracket: the bracket words (fr).

# Le tableau final, public et celui de l'organisateur.
bracket-description = Les étapes, les coupes et les finales de { $name }.
bracket-not-set-up = L'organisateur n'a pas encore établi les étapes.
bracket-champion = Champion :
bracket-now = (en cours)
bracket-awaiting = terminée, une main attend confirmation : pas encore comptée
bracket-in-play = en jeu
bracket-not-reached = Pas encore atteinte.
bracket-final-ranking = Classement final
bracket-ranking-rule = Les finalistes d'abord selon leur total en finale, puis tous les autres selon le pointage de la dernière étape jouée. Égalités : total, meilleure partie, moins de pénalités, puis le tirage enregistré (graine { $seed }).
bracket-would-qualify = Se qualifieraient :
bracket-instead-of = , au lieu de
bracket-delete-and-recut = Supprimer et refaire la coupe
bracket-save-and-recut = Enregistrer et refaire la coupe
bracket-public = Tableau public
bracket-entrants = { $count } participants enregistrés.
bracket-entrants-hint = Les étapes sont choisies selon ce nombre; enregistrez tout le monde d'abord.
bracket-table-seats = Chaque table compte { $count } places.
bracket-qualifying-rounds = Rondes de qualification
bracket-cut = Coupe aux meilleurs
bracket-semi-games = Parties de demi-finale
bracket-semi-carry = Pointages de demi-finale
bracket-final-games = Parties de finale
bracket-final-carry = Pointages de finale
bracket-too-few = Il faut au moins { $count } participants enregistrés.
bracket-earlier = { $count } { $count ->
        [one] ronde déjà jouée
       *[other] rondes déjà jouées
    } ({ $rounds })
bracket-count-earlier = Les compter comme { $count ->
        [one] la première partie
       *[other] les { $count } premières parties
    } de qualification
bracket-count-earlier-why = {" "}: leurs pointages entrent dans les totaux de qualification et la coupe, et le tableau ne place que les rondes de qualification qui restent à jouer (choisissez au moins { $count } rondes de qualification ci-dessus).
bracket-leave-earlier = Les laisser hors du tableau
bracket-leave-earlier-why = {" "}: chaque participant commence le tableau à 0 et ces rondes ne comptent pour rien dans ses étapes ni son classement (leurs parties restent sur les pages des joueurs et dans le CSV des parties).
bracket-set-up = Établir le tableau
bracket-recut-title = La coupe vers l'étape « { $stage } » ne correspond plus aux résultats
bracket-recut-explained = Une partie a été corrigée depuis la coupe. Avant : { $before }. Après : { $after }.
bracket-out = Sortent :
bracket-in = Entrent :
bracket-recut = Refaire la coupe
bracket-changes = Modifications
bracket-before-after = avant / après
