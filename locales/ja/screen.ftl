# screen: the screen words (ja).
