# terms: the terms words (fr).
