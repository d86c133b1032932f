# audit: the audit words (fr).
