index-title = 大会一覧
index-none = 開催中の大会はまだありません。
index-set-up = 主催者が tenbou を動かすノートパソコンで設定を行います（そのパソコンで http://localhost:8080 を開いてください）。

home-description = { $name }：対局中の回戦、各自の席、各卓の状況。
home-manage = この大会を管理する
home-final-standings = 最終順位
home-leader-before = これまでの対局はすべて終了しました。
home-leader-link = 順位表
home-leader-after = の首位：
seat-placeholder = 名前の一部
seat-find = 検索
home-last-round = 最終回戦：第{ $number }回戦
home-now-round = 現在：第{ $number }回戦
home-registration = 受付：参加者 { $players } 人、うち受付済み { $checked } 人。第1回戦が始まると席順がここに表示されます。
home-earlier-rounds = これまでの回戦
round-link = 第{ $number }回戦
round-description = { $name } の第{ $number }回戦：全卓とその席。

table-title = { $number }卓
seating-score-sheet = 点数表
seating-record = 記録
seating-bets-first = 最初に賭ける
seating-sitting-out = 抜け番：
seating-seed = シード { $seed }
seating-mode-balanced = 均等な席決め
seating-mode-swiss = スイス式の席決め
seating-mode-random = 抽選
seating-mode-round-robin = 総当たり

# 席の検索と、各回戦の席順表（印刷用）。
seat-title = 自分の席を探す · { $tournament }
seat-description = { $tournament } の卓と席を名前で探せます。
seat-heading = 自分の席を探す
seat-your-name = お名前
seat-not-drawn = 席順はまだ決まっていません。第1回戦の開始時にもう一度ご確認ください。
seat-no-match = 「{ $query }」に一致する選手はいません。文字数を減らしてお試しください。
seat-round = 第{ $round }回戦：
seat-table = { $table }卓
seat-sitting-out = 抜け番
seat-not-in-round = 第{ $round }回戦には不参加
schedule-title = 席順表 · { $tournament }
schedule-heading = 席順表
schedule-one-page = 印刷すると1回戦につき1ページ
schedule-none = まだ席順の決まった回戦はありません。
schedule-round = 第{ $round }回戦
