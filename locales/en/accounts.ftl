# accounts: the accounts words (en).

# Sign-in, the first start's setup, referees and passwords.
accounts-sign-in = Sign in
accounts-sign-in-description = Sign in to run a tenbou tournament.
accounts-password = Password
accounts-too-many-sign-ins = Too many sign-ins at once: wait a few seconds and try again.
accounts-wrong-password = Wrong name or password.
accounts-set-up = Set up tenbou
accounts-welcome = Welcome to tenbou
accounts-choose-password = Choose the organizer password. Only you will sign in with it; players read the pages without an account.
accounts-password-again = Same password again
accounts-set-password = Set the password
accounts-referees-explained = A referee signs in with a name and password and can record hands on score sheets and give penalties in the tournaments you choose for them; everything else stays with you. Giving a referee a new password signs them out everywhere.
accounts-referees-at = Referees at
accounts-create-first = Create a tournament first.
accounts-authorise = Authorise the referee
accounts-role-referee = referee
accounts-role-organizer = organizer
accounts-revoked = access revoked
accounts-no-tournament = no tournament yet
accounts-revoke = revoke access
accounts-your-password = Your password
accounts-password-changed = Your password was changed; every other session of yours has ended.
accounts-current-password = Current password
accounts-new-password = New password
accounts-new-password-again = New password again
accounts-change-password = Change your password

# The rules of a new password, and an account whose wrong passwords came from many places.
accounts-password-is-name = Choose a password that is not the account's name: anyone would try it first.
accounts-password-too-common = This password is one of the first that guessers try: choose one of your own, a few words that belong together but not to a song or a saying.
accounts-account-held-back = This account has drawn many wrong passwords: wait { $seconds } seconds and try again, or sign in from a browser that signed in to it before.
