# engine: the engine words (ja).
