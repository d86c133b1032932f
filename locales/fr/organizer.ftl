# organizer: the organizer words (fr).
