# 全ページ共通のレイアウト：ヘッダー、言語の切り替え、大会のタブ、複数のページで使う言葉（風、日付）。

site-description = tenbou はノートパソコン一台で麻雀大会を運営します：席決め、点数表、各自のスマートフォンに届く最新の順位表。
nav-site = サイト
nav-calculator = 点数計算
nav-organizer = 主催者
nav-sign-out = ログアウト
nav-sign-in = 主催者ログイン
nav-languages = 言語

tabs-label = 大会
tab-now = 現在
tab-seat = 自分の席
tab-standings = 順位表
tab-bracket = 決勝トーナメント
tab-players = 参加者
tab-calculator = 点数計算
tab-statistics = 成績
live-updated = 順位表を更新しました

tournament-over = 大会終了 — 優勝：
full-stop = 。

wind-east = 東
wind-south = 南
wind-west = 西
wind-north = 北
wind-fifth-seat = 五人目の席

date = { $year }年{ $month }月{ $day }日
