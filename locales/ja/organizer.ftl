# organizer: the organizer words (ja).
