# terms: the terms words (en).
