# screen: the screen words (en).
