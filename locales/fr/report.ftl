# report: the report words (fr).
