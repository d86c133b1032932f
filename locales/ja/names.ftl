# names: the names words (ja).
