# report: the report words (en).
