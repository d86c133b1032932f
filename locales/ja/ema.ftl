# ema: 主催者用の EMA 結果ページと提出前の確認 (ja)。ファイル自体はどの言語でも EMA の英語の列名のままです。

ema-title = EMA 結果
ema-intro = EMA の { $ranking } ランキング（MERS）用：対局した選手 1 人につき 1 行、EMA が受け付ける列です。各数値の求め方はプロジェクトの docs/ema.md にあります。
ema-check = 提出前の確認
ema-check-clear = 全選手に EMA 番号があり、全卓が終了して点数の合計も合っています。
ema-without-number = { $players } 人中 { $count } 人に EMA 番号がありません：{ $names }。
ema-guest-before = EMA は番号のない選手をゲストとして扱います。番号は{" "}
ema-guest-link = 選手一覧
ema-guest-after = {" "}（各選手の「編集」）から追加するか、このまま出力してください。
ema-not-counted = 第{ $round }回戦 { $table }卓は終了していないか、確認待ちの局があります。この対局はまだどの合計にも入っていません。
ema-unbalanced = 第{ $round }回戦 { $table }卓：{ $sums }
ema-sums = 終局時の持ち点の合計が { $sum } で、開始時の { $expected } と合いません。
ema-download = EMA 結果ファイルをダウンロード
ema-export-anyway = このまま出力
ema-results = 結果と MERS 基本順位点
ema-no-game = まだ誰も対局を終えていません。
ema-place = 順位
ema-player = 選手
ema-player-columns = （姓、名；EMA 番号 · 国）
ema-table-points = 卓点
ema-score = 得点
ema-base-rank = 基本順位点
ema-no-number = EMA 番号なし
ema-base-rank-rule = 基本順位点：N = { $players } 人のとき 1000 × (N − 順位) / (N − 1)。同順位の選手は、占める順位の平均を分け合います。
ema-weight-heading = 推定 MERS 重み：{ $weight }
ema-days = 開催日数
ema-substitutes = 出場した代打ち
ema-qualification-asked = 参加には予選通過が必要だった
ema-estimate = 推定する
ema-duration = 期間：{ $days } 日
ema-players = 選手数：{ $count }
ema-countries = 国数：{ $count }
ema-qualification-yes = 予選：あり
ema-qualification-no = 予選：なし
ema-weight = 重み
ema-weight-note = EMA が公表している表（「Basics for ranking system」、mahjong-europe.org）による推定です。大会の認定と重みの決定は EMA が行います。国のない選手はどの国にも数えません。
ema-not-ranked = EMA がランキング対象とするのは、EMA の立直ルール（EMA 2016 または 2025）、クラブの立直ルール（MSMC 2016）、MCR で行われた大会です。{ $name } は { $ruleset } で行われるため、EMA 結果ファイルはありません。
