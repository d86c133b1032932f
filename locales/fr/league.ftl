# league: the words of a league's server (fr): the public index of events, the administrator's
# page of organizers, and the refusals of ownership.

league-index-updated = Événements mis à jour
league-index-title = Événements
league-index-none = Aucun événement n'est encore ouvert.
league-index-organizer = Organisé par { $name }
league-index-event-page = Ce qui se passe maintenant
league-organizers = Organisateurs
league-organizers-explained = Chaque organisateur se connecte avec le nom et le premier mot de passe que vous lui donnez, mène ses propres événements et autorise ses propres arbitres ; il change son mot de passe sur sa page des arbitres. Un organisateur désactivé et les arbitres qu'il a autorisés sont déconnectés aussitôt et ne peuvent plus se connecter tant que vous n'avez pas réactivé l'organisateur.
league-create-organizer = Créer l'organisateur
league-no-organizer = Aucun organisateur pour l'instant.
league-events-owned = { $count ->
    [one] un événement
   *[other] { $count } événements
}
league-disabled = désactivé
league-disable = désactiver
league-enable = réactiver
league-link = Organisateurs de la ligue
league-name-taken = Ce nom est déjà celui d'un autre compte : choisissez-en un autre.
league-not-yours = Ce tournoi est celui d'un autre organisateur : seuls lui et l'administrateur de la ligue peuvent l'ouvrir.
league-administrator-only = Seul l'administrateur de la ligue peut faire cela.

# Les ligues : chacune additionne les résultats des événements qu'elle compte, selon sa règle.
leagues-title = Ligues
leagues-index-events = Tous les événements
leagues-explained = Une ligue additionne les résultats des événements que vous choisissez (de n'importe quel organisateur ; un événement peut compter dans plusieurs ligues) selon sa propre règle. Tout le monde lit son classement, en lien depuis la page d'accueil.
leagues-none = Aucune ligue pour l'instant.
leagues-create = Créer la ligue
leagues-name = Nom de la ligue
leagues-measure = Ce que chaque événement donne à un joueur
leagues-measure-places-explained = Points de place : 1000 × (N − place) / (N − 1) pour N joueurs, 1000 au vainqueur et 0 au dernier, les ex æquo se partageant la moyenne (le rang de base de l'EMA)
leagues-measure-scores-explained = Le score du tournoi : le total final du joueur dans l'événement
leagues-aggregate = Ce qui compte
leagues-aggregate-sum-explained = La somme de tous les événements
leagues-aggregate-best-explained = Les N meilleurs événements de chaque joueur seulement
leagues-best-of = N, pour les N meilleurs événements
leagues-measure-places = Points de place
leagues-measure-scores = Scores des tournois
leagues-aggregate-sum = la somme de tous les événements
leagues-aggregate-best = { $count ->
    [one] le meilleur événement seulement
   *[other] les { $count } meilleurs événements
}
leagues-rule = { $measure }, { $aggregate }
leagues-public-table = Le classement de la ligue
leagues-events = Événements comptés
leagues-no-events = Cette ligue ne compte encore aucun événement.
leagues-no-results = Aucune partie des événements de cette ligue n'est encore terminée : le classement se remplit à mesure que les parties se terminent.
leagues-remove-event = retirer
leagues-add-event = Événement à compter
leagues-add = Compter cet événement
leagues-rule-title = Nom et règle
leagues-rule-undo = Chaque changement est noté dans le journal ; pour en annuler un, revenez à la valeur d'avant.
leagues-save = Enregistrer
leagues-table-description = { $name } : le classement de la ligue sur ses événements.
leagues-events-counted = { $count ->
    [one] un événement compté
   *[other] { $count } événements comptés
}
leagues-events-played = Tournois
leagues-not-counted = (non compté)
leagues-rule-places = Chaque événement donne des points de place : 1000 × (N − place) / (N − 1) pour les N joueurs qui ont joué, les ex æquo se partageant la moyenne, comme le rang de base de l'EMA. Seules les parties terminées comptent, comme au classement de chaque événement.
leagues-rule-scores = Chaque événement donne le total final du joueur, tel que son classement le montre. Seules les parties terminées comptent.
leagues-rule-matching = Un joueur est le même dans deux événements quand les deux ont le même numéro EMA, ou sinon (quand l'un n'en a pas) le même nom, aux espaces et majuscules près.
leagues-csv = Télécharger le classement (CSV)
