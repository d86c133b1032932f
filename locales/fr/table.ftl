# table: the table words (fr).
