# audit: the audit words (en).
