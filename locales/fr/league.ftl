# league: the words of a league's server (fr): the public index of events, the administrator's
# page of organizers, and the refusals of ownership.

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
