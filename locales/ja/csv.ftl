# csv: the csv words (ja).
