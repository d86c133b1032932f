# accounts: the accounts words (en).
