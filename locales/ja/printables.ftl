# printables: the printables words (ja).
