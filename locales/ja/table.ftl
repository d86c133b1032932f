# table: the table words (ja).
