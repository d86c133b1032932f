# hands: the hands words (fr).
