# refusals: the refusals words (fr).
