# bracket: the bracket words (ja).
