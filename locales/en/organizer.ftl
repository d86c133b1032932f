# organizer: the organizer words (en).
