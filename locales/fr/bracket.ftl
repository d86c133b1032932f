# bracket: the bracket words (fr).
