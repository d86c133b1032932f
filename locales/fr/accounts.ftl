# accounts: the accounts words (fr).
