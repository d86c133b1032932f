players-description = { $name } の全参加者。
players-name = 名前
players-club = 所属

player-description = { $tournament } の { $name }：順位、合計、全対局。
player-withdrawn = 棄権
player-final-place = 最終順位
player-place = 順位
player-stage-total = { $stage ->
        [semi-finals] 準決勝
        [finals] 決勝
       *[qualifying] 予選
    }合計
player-total = 合計
player-game-points-note = （順位点の合計が同じときの順位を決めます）
player-qualifying-total = 予選合計
player-all-games = 全対局
player-not-in-bracket = 決勝トーナメント外
player-games = 対局
player-no-game = まだ対局がありません。
player-game = 対局
player-score = スコア
player-table = { $number }卓
player-playing = 対局中
player-no-hand = { $name } の記録はまだありません：最初の局から成績が始まります。
player-everyones-statistics = 全員の成績
player-penalties = ペナルティ
player-no-penalty = なし。
player-penalty-round = 第{ $number }回戦
