# league: the words of a league's server (ja): the public index of events, the administrator's
# page of organizers, and the refusals of ownership.

league-index-updated = 大会一覧を更新しました
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

# リーグ: 数える大会の成績を、リーグごとの規則で合計する。
leagues-title = リーグ
leagues-index-events = すべての大会
leagues-explained = リーグは、選んだ大会(どの主催者の大会でも可。ひとつの大会を複数のリーグで数えられます)の成績を、リーグごとの規則で合計します。順位表は誰でも見られ、トップページからリンクされます。
leagues-none = リーグはまだありません。
leagues-create = リーグを作成
leagues-name = リーグ名
leagues-measure = 各大会で選手が得るもの
leagues-measure-places-explained = 順位点: N人中の順位に 1000 × (N − 順位) / (N − 1)。優勝 1000、最下位 0、同順位は平均を分け合う(EMA の基本順位点)
leagues-measure-scores-explained = 大会スコア: その大会での選手の最終合計
leagues-aggregate = 数えるもの
leagues-aggregate-sum-explained = すべての大会の合計
leagues-aggregate-best-explained = 各選手の上位 N 大会のみ
leagues-best-of = N(上位 N 大会)
leagues-measure-places = 順位点
leagues-measure-scores = 大会スコア
leagues-aggregate-sum = 全大会の合計
leagues-aggregate-best = 上位 { $count } 大会
leagues-rule = { $measure }、{ $aggregate }
leagues-public-table = リーグ順位表
leagues-events = 数える大会
leagues-no-events = このリーグが数える大会はまだありません。
leagues-no-results = このリーグの大会で終わった対局はまだありません。対局が終わるにつれて順位表が埋まります。
leagues-remove-event = 外す
leagues-add-event = 数える大会
leagues-add = この大会を数える
leagues-rule-title = 名前と規則
leagues-rule-undo = 変更はすべて監査ログに記録されます。取り消すには元の値に戻してください。
leagues-save = 保存
leagues-table-description = { $name }: 各大会にわたるリーグ順位表。
leagues-events-counted = 数える大会 { $count } 件
leagues-events-played = 大会数
leagues-not-counted = (不算入)
leagues-rule-places = 各大会は順位点を与えます: 対局したN人中の順位に 1000 × (N − 順位) / (N − 1)。同順位は平均を分け合います(EMA の基本順位点)。各大会の順位表と同じく、終わった対局だけを数えます。
leagues-rule-scores = 各大会は、その順位表どおりの選手の最終合計を与えます。終わった対局だけを数えます。
leagues-rule-matching = 二つの大会の選手は、両方に同じ EMA 番号があれば同一人物、なければ(片方に番号がない場合)同じ名前(空白と大文字小文字は区別しない)で同一人物とみなします。
leagues-csv = 順位表をダウンロード(CSV)
