# names: コードが組み立てる名前 (ja): 順位、回戦、卓の進行、状態。

names-ordinal = { $place }位

# ルールの名前。
names-preset-msmc-2016 = MSMC 2016（クラブルール）
names-preset-ema-2016 = EMAリーチ麻雀 2016
names-preset-ema-2025 = EMAリーチ麻雀 2025
names-preset-wrc = 世界リーチ麻雀選手権（WRC）
names-preset-tenhou = 天鳳
names-preset-mleague = Mリーグ
names-preset-sanma-msmc = MSMC三人麻雀
names-preset-mangan = 満貫麻雀（クラブの夜）
names-preset-clear = クリア麻雀（2人1組の2チーム）
names-preset-hkos-msmc = MSMC香港旧式麻雀
names-preset-mcr = MCR（中国公式ルール・国標麻将）
names-preset-zung-jung = 中庸麻雀（Zung Jung）
names-preset-wsom = ワールドシリーズ・オブ・マージャン（中庸麻雀）
names-preset-chinese-classical = 中国古典麻雀（上限500）
names-preset-chinese-classical-no-limit = 中国古典麻雀（上限なし）
names-preset-chinese-classical-east-double = 中国古典麻雀（上限500・東家倍払い）
names-preset-american = アメリカン麻雀（NMJL）
names-preset-vietnamese = ベトナム麻雀
names-preset-tenpai-race = テンパイレース（二人）
names-preset-minefield = 地雷麻雀・十七歩（二人）

# 局、卓の進行、回戦。
names-game-round = { $wind }{ $number }局
names-progress-not-started = 未開始
names-progress-finished = 終了
names-progress-playing = { $round } 対局中
names-progress-playing-repeat = { $round } { $honba }本場 対局中
names-round = 第{ $number }回戦

# 回戦の参加者が卓をどう埋めるか（席順の下の一行）。
names-rule-sit-outs = 抜け番は順番に回ります
names-rule-fifth-seats = 一部の卓に5人目（賭ける人）の席があります
names-rule-tag-teams = タッグ戦：1卓8人、1席に2人のパートナー
names-rule-every-table-full = すべての卓が満席です
names-rule-one-short = { $table }卓は1人足りません：空席には主催者が入ります（順位には入りません）。
names-rule-several-short = { $tables }卓と{ $last }卓はそれぞれ1人足りません：1人が同時に2席に座ることはできないため、この回戦には代走者が{ $count }人必要です（代走者は順位に入りません）。
names-rule-fours = { $seats }人卓のみ
names-organizer-fills = 主催者（代わりに座ります。順位には入りません）
names-substitute = 代走者 { $position }/{ $count }（代わりに座ります。順位には入りません）
