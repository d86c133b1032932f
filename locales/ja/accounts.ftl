# accounts: the accounts words (ja).
