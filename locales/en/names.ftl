# names: the names words (en).
