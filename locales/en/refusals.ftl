# refusals: the refusals words (en).
