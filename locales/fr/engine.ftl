# engine: the engine words (fr).
