# accounts: the accounts words (fr).

# La connexion, la configuration au premier démarrage, les arbitres et les mots de passe.
accounts-sign-in = Se connecter
accounts-sign-in-description = Connectez-vous pour gérer un tournoi tenbou.
accounts-password = Mot de passe
accounts-too-many-sign-ins = Trop de connexions à la fois : attendez quelques secondes et réessayez.
accounts-wrong-password = Nom ou mot de passe erroné.
accounts-set-up = Configurer tenbou
accounts-welcome = Bienvenue dans tenbou
accounts-choose-password = Choisissez le mot de passe de l'organisateur. Vous seul vous connecterez avec; les joueurs lisent les pages sans compte.
accounts-password-again = Le même mot de passe, encore
accounts-set-password = Définir le mot de passe
accounts-referees-explained = Un arbitre se connecte avec un nom et un mot de passe; il peut saisir des mains sur les feuilles de pointage et donner des pénalités dans les tournois que vous choisissez pour lui. Tout le reste vous revient. Donner un nouveau mot de passe à un arbitre le déconnecte partout.
accounts-referees-at = Arbitre pour
accounts-create-first = Créez d'abord un tournoi.
accounts-authorise = Autoriser l'arbitre
accounts-role-referee = arbitre
accounts-role-organizer = organisateur
accounts-revoked = accès retiré
accounts-no-tournament = aucun tournoi pour l'instant
accounts-revoke = retirer l'accès
accounts-your-password = Votre mot de passe
accounts-password-changed = Votre mot de passe a été changé; toutes vos autres sessions sont terminées.
accounts-current-password = Mot de passe actuel
accounts-new-password = Nouveau mot de passe
accounts-new-password-again = Le nouveau mot de passe, encore
accounts-change-password = Changer votre mot de passe

# Les règles d'un nouveau mot de passe, et un compte deviné depuis de nombreux endroits.
accounts-password-is-name = Choisissez un mot de passe qui n'est pas le nom du compte : c'est le premier que chacun essaierait.
accounts-password-too-common = Ce mot de passe est l'un des premiers qu'on essaie pour deviner : choisissez-en un à vous, quelques mots qui vont ensemble sans venir d'une chanson ni d'un dicton.
accounts-account-held-back = Ce compte a reçu beaucoup de mots de passe erronés : attendez { $seconds } secondes et réessayez, ou connectez-vous depuis un navigateur qui s'y est déjà connecté.
