# printables: the printables words (en).
