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
