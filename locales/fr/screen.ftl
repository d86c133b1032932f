# screen : le grand écran qu'affiche un projecteur (fr).

screen-title = grand écran
screen-description = Le grand écran de { $name } : placement, classement et chrono de la ronde, à tour de rôle.
screen-round-seating = Placement de la ronde { $round }
screen-page-of = { $page } sur { $pages }
screen-table = Table { $table }
screen-organizer = organisateur
screen-sitting-out = Au repos : { $names }
screen-seating = Placement
screen-seating-soon = Le placement s'affiche ici au début de la ronde.
screen-over = Le tournoi est terminé
screen-final-standings = Classement final
screen-time = Temps
screen-no-clock = Le chrono de la ronde n'a pas été lancé.
screen-not-in-bracket = Hors du tableau final
screen-stage-continued = { $stage } (suite)
