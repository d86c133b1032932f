# csv: the csv words (fr).
