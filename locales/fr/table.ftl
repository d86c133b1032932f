# table : les pages des téléphones de table (fr) : le code, « qui êtes-vous ? », le NIP, la
# feuille du téléphone (qui la tient, les mains en attente de confirmation) et leurs refus.

table-code-title = Le code de votre table
table-code-heading = Inscrire les mains de votre table
table-code-label = Le code sur la carte de votre table
table-code-open = Ouvrir la feuille de ma table
table-code-scan = Ou balayez le code QR de la carte.
table-back = Retour au tournoi
table-wrong-code = Aucune table de ce tournoi n'a le code « { $code } ». Les codes comptent { $length } lettres et chiffres imprimés sur la carte de votre table; une ronde tirée de nouveau a de nouveaux codes. Vérifiez la carte ou demandez à l'organisateur.
table-past-round = La ronde { $round } est terminée : ce code était celui de sa table { $table }. La ronde { $latest } se joue maintenant, avec de nouvelles cartes de table : tapez ou balayez le code de la carte de votre nouvelle table (votre table est sur la page de la ronde). Une main qui manque encore à la ronde { $round } est inscrite par l'organisateur ou un arbitre.
table-too-many-codes = Trop de codes de table erronés depuis cet appareil. Réessayez dans { $seconds } secondes, avec le code de la carte de votre table, ou demandez à l'organisateur ou à un arbitre.
table-form-expired = Ce formulaire a expiré ou ne vient pas de la page de cette table. Ouvrez de nouveau le code de la table et réessayez.
table-no-page-open = Ce téléphone n'a aucune page de cette table ouverte : balayez de nouveau le code de la table.
table-choose-hand-entry = Choisissez qui inscrit les mains : l'organisateur et les arbitres, ou chaque table.

table-round-table = Ronde { $round }, table { $table }
table-code-word = code de table
table-who-title = Qui êtes-vous? · ronde { $round } table { $table }
table-who = Qui êtes-vous?
table-elsewhere = Ce téléphone occupe déjà la place de { $name } ({ $wind }) à la table { $table } de cette ronde, et un téléphone tient une seule place par ronde.
table-elsewhere-back = Retour à la table { $table }
table-elsewhere-after = . Si c'est une erreur, demandez à l'organisateur ou à un arbitre de libérer cette place.
table-seat-how = Touchez votre nom, puis tapez une seule fois votre NIP (les chiffres sur votre carte de joueur) : ce téléphone inscrit ensuite les mains de cette table en votre nom et garde votre place d'une ronde à l'autre. Un autre joueur de la table confirme chaque main que vous inscrivez.
table-seat-tag-team = Relais : deux partenaires partagent chaque place et son téléphone. L'un ou l'autre la prend avec son propre NIP; le formulaire de main demande ensuite qui était assis à la fin de chaque main.
table-taken = prise par un autre téléphone
table-sits-at = ce téléphone est à la table { $table }
table-no-pin = aucun NIP requis sur ce téléphone
table-this-phone = ce téléphone
table-seat-belongs = Une place appartient au premier téléphone qui la prouve avec le NIP du joueur. Pour la changer, demandez à l'organisateur ou à un arbitre de la libérer.

table-pin-title = Votre NIP · ronde { $round } table { $table }
table-pin-heading = { $name } ({ $wind }) : votre NIP
table-pin-label = Les { $length } chiffres de votre carte de joueur
table-pin-take = Prendre ma place
table-pin-once = Demandé une seule fois : ce téléphone garde ensuite la place de { $name } à chaque ronde du tournoi. Carte perdue? L'organisateur a votre NIP.
table-pin-not-you = Vous n'êtes pas { $name }? Choisissez votre nom

table-you-are = vous êtes
table-not-you = pas vous?
table-waiting = En attente de confirmation
table-seated-when-ended = Assis à la fin de la main :
table-seated-partner = { $wind } : { $name } (partenaire { $partner })
table-entered-by = inscrite par { $name }
table-disputed = contestée
table-pending = en attente
table-confirm-hand = Confirmer la main nº { $number }
table-dispute-open = contester…
table-dispute-what = Qu'est-ce qui ne va pas?
table-dispute-example = p. ex. c'était 3 han, pas 2
table-dispute-hand = Contester la main nº { $number }
table-correct-it = la corriger
table-counts-once = Une main inscrite ici compte dès qu'un autre joueur de la table la confirme. Une main contestée va à l'organisateur.

table-new-hands-only = Une table inscrit seulement de nouvelles mains : contestez une main erronée et l'organisateur la corrige.
