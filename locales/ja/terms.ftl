# terms: the terms words (ja).
