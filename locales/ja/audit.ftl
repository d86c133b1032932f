# audit: the audit words (ja).
