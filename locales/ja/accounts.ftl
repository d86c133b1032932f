# accounts: the accounts words (ja).

# ログイン、初回起動時の設定、審判、パスワード。
accounts-sign-in = ログイン
accounts-sign-in-description = ログインして tenbou の大会を運営します。
accounts-password = パスワード
accounts-too-many-sign-ins = 同時のログインが多すぎます：数秒待ってからもう一度お試しください。
accounts-wrong-password = 名前またはパスワードが違います。
accounts-set-up = tenbou の設定
accounts-welcome = tenbou へようこそ
accounts-choose-password = 主催者のパスワードを決めてください。ログインするのはあなただけです。参加者はアカウントなしでページを見られます。
accounts-password-again = もう一度同じパスワード
accounts-set-password = パスワードを設定
accounts-referees-explained = 審判は名前とパスワードでログインし、あなたが選んだ大会で点数表への局の入力とペナルティの付与ができます。それ以外はすべてあなたが行います。審判に新しいパスワードを与えると、その審判はすべての端末でログアウトされます。
accounts-referees-at = 担当する大会
accounts-create-first = まず大会を作成してください。
accounts-authorise = 審判を登録
accounts-role-referee = 審判
accounts-role-organizer = 主催者
accounts-revoked = 権限取り消し済み
accounts-no-tournament = 担当大会なし
accounts-revoke = 権限を取り消す
accounts-your-password = あなたのパスワード
accounts-password-changed = パスワードを変更しました。あなたの他のセッションはすべて終了しました。
accounts-current-password = 現在のパスワード
accounts-new-password = 新しいパスワード
accounts-new-password-again = もう一度新しいパスワード
accounts-change-password = パスワードを変更

# 新しいパスワードの決まりと、多くの場所から誤ったパスワードを受けたアカウント。
accounts-password-is-name = アカウント名と同じではないパスワードを選んでください。誰もが最初に試します。
accounts-password-too-common = このパスワードは推測する人が最初に試すものの一つです。歌や決まり文句ではない、自分だけの言葉の組み合わせを選んでください。
accounts-account-held-back = このアカウントには誤ったパスワードが多く入力されました。{ $seconds }秒待ってからもう一度お試しいただくか、以前にログインしたブラウザーからログインしてください。
