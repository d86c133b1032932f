# league: the words of a league's server (ja): the public index of events, the administrator's
# page of organizers, and the refusals of ownership.

league-index-title = 大会一覧
league-index-none = 公開中の大会はまだありません。
league-index-organizer = 主催:{ $name }
league-index-event-page = 現在の状況
league-organizers = 主催者
league-organizers-explained = 各主催者は、あなたが渡す名前と最初のパスワードでログインし、自分の大会を運営し、自分の審判を承認します。パスワードは審判のページで変更できます。無効にした主催者とその主催者が承認した審判はすぐにログアウトされ、主催者を再び有効にするまでログインできません。
league-create-organizer = 主催者を作成
league-no-organizer = 主催者はまだいません。
league-events-owned = 大会 { $count } 件
league-disabled = 無効
league-disable = 無効にする
league-enable = 有効にする
league-link = リーグの主催者
league-name-taken = その名前は既に別のアカウントが使っています。別の名前を選んでください。
league-not-yours = この大会は別の主催者のものです。開けるのはその主催者とリーグの管理者だけです。
league-administrator-only = これはリーグの管理者だけが行えます。
