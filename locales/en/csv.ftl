# csv: the csv words (en).
