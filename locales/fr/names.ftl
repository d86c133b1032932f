# names: the names words (fr).
