# bracket: the bracket words (en).
