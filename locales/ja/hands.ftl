# hands: the hands words (ja).
