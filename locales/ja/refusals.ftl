# refusals: the refusals words (ja).
