# screen: the screen words (fr).
