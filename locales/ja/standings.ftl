standings-title = 順位表
standings-description = { $name } の順位表。記録された和了ごとに更新されます。
standings-finished = { $games } 半荘中 { $finished } 半荘終了
standings-total-game-points = 各参加者の合計は素点の合計（各対局は 0 から）からペナルティを引いたものです。
standings-teams = チーム
standings-team = チーム
standings-games = 対局数
standings-won = 勝ち
standings-points = 得点
standings-partners-and = ・
standings-teams-rule = チームは勝った対局数（パートナーが同じ側に座った対局がチームの対局です）、次に得点（下のパートナーの合計の和）で順位が決まります。
standings-teams-csv = チーム (CSV)
standings-players = 個人
standings-player = 参加者
standings-qualifying = 予選
standings-game-points = 素点
standings-table-points = 順位点
standings-total = 合計
standings-bracket-rule-before = 決勝トーナメント（クラブのルール）による順位：最も先の段階に進んだ人から、その段階の合計順（各段階で持ち越すものは
standings-bracket-rule-link = 決勝トーナメント
standings-bracket-rule-after = を参照）、それ以外の人は最後に参加した段階の合計順です。予選の合計を横に示します。同点の場合：合計、最高の一半荘、少ないペナルティ、そして記録された抽選。
standings-rule-table-points = 順位点は各対局の順位点（順位により 4・2・1・0、同着は分け合い）の合計からペナルティを引いたものです。
standings-rule-total = 合計は各対局の最終スコアの和からペナルティを引いたものです。
standings-tie-best-game = 合計が同じ場合は最高の一半荘、次にペナルティの少ない順。それでも同じ参加者は同順位です。
standings-tie-game-points = 合計が同じ場合は素点の合計、次にペナルティの少ない順。それでも同じ参加者は同順位です。
standings-csv = 順位表 (CSV)

# 審判席：点数ペナルティ。
desk-title = ペナルティ · { $tournament }
desk-heading = 審判席：点数ペナルティ
desk-deducted = 対局ではなく、選手の大会合計から差し引かれます。他の選手には加算されません。
desk-table-penalties = このルールでは、山の牌を見せる・牌を落とす・誤ロンは卓内の罰符として他の選手に支払われます。ここではなく、得点表にその局と一緒に記録してください。
desk-player = 選手
desk-kind = 種類
desk-points = 減点
desk-reason = 理由
desk-game-label = 対局
desk-no-game = 対局に結び付けない
desk-game = 第{ $round }回戦 { $table }卓
desk-give = ペナルティを科す
desk-given = これまでのペナルティ
desk-none = なし。
desk-round = 第{ $round }回戦
desk-table = { $table }卓
desk-remove-open = 取り消す…
desk-remove = { $name } のこのペナルティを取り消す

# ペナルティ受付の種類（クラブのルールが定める点数つき）。
desk-kind-dropped-tile = 牌を落とした（1枚につき{ $amount }点）
desk-kind-discussion = 局面について話した（最大{ $amount }点）
desk-kind-revealing = 手牌や待ちを見せた（最大{ $amount }点）
desk-kind-looking-at-tiles = 局の後に山や裏ドラを見た（1枚につき{ $amount }点）
desk-kind-late-or-early = 遅刻または早退（主催者の判断）
# What makes up a player's total (web::standings::breakdown).
standings-breakdown-carried = 持ち越し { $points }
standings-breakdown-carried-half = 持ち越し { $points }（{ $stage ->
        [semi-finals] 準決勝
        [finals] 決勝
       *[qualifying] 予選
    }の半分）
standings-breakdown-carried-from = { $stage ->
        [semi-finals] 準決勝
        [finals] 決勝
       *[qualifying] 予選
    }から持ち越し { $points }
standings-breakdown-games = 対局 { $points }
standings-breakdown-penalties = ペナルティ −{ $points }
standings-breakdown-separator = 、

# 選手のステージ内の対局（web::standings）。
standings-stage-game = { $stage ->
        [semi-finals] 準決勝
        [finals] 決勝
       *[qualifying] 予選
    }第{ $number }局
