# engine: the engine words (en).
