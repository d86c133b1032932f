# printables: the printables words (fr).
