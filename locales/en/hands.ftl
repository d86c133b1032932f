# hands: the hands words (en).
