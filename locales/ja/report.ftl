# report: the report words (ja).
