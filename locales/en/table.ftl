# table: the table words (en).
