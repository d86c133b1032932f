# bracket: the bracket words (ja).

# 決勝トーナメント（公開ページと主催者ページ）。
bracket-description = { $name } の各ステージ、カット、決勝。
bracket-not-set-up = 主催者はまだステージを設定していません。
bracket-champion = 優勝：
bracket-now = （進行中）
bracket-awaiting = 終了、確認待ちの局あり：まだ集計されていません
bracket-in-play = 対局中
bracket-not-reached = まだ始まっていません。
bracket-final-ranking = 最終順位
bracket-ranking-rule = 決勝進出者は決勝の合計順、それ以外は最後に出場したステージの点数順。同点の場合：合計、最高の一局、ペナルティの少なさ、最後に記録済みの抽選（シード { $seed }）。
bracket-would-qualify = 進出するのは：
bracket-instead-of = 、次の代わりに：
bracket-delete-and-recut = 削除してカットをやり直す
bracket-save-and-recut = 保存してカットをやり直す
bracket-public = 公開トーナメント表
bracket-entrants = 受付済みの参加者 { $count }人。
bracket-entrants-hint = ステージはこの人数で決まります。先に全員を受付してください。
bracket-table-seats = 各卓 { $count }人。
bracket-qualifying-rounds = 予選の回戦数
bracket-cut = 上位カット
bracket-semi-games = 準決勝の対局数
bracket-semi-carry = 準決勝の持ち点
bracket-final-games = 決勝の対局数
bracket-final-carry = 決勝の持ち点
bracket-too-few = 受付済みの参加者が少なくとも { $count }人必要です。
bracket-earlier = すでに{ $count }回戦を行いました（{ $rounds }）
bracket-count-earlier = 予選の最初の{ $count }局として数える
bracket-count-earlier-why = ：その点数は予選合計とカットに入り、トーナメントは残りの予選回戦だけを配席します（上で予選を{ $count }回戦以上にしてください）。
bracket-leave-earlier = トーナメントの外に置く
bracket-leave-earlier-why = ：全員 0 からトーナメントを始め、これらの回戦はステージにも順位にも数えません（対局は参加者ページと対局 CSV に残ります）。
bracket-set-up = トーナメントを設定
bracket-recut-title = { $stage }へのカットが結果と合わなくなりました
bracket-recut-explained = カットの後に対局が訂正されました。前：{ $before }。後：{ $after }。
bracket-out = 外れる：
bracket-in = 入る：
bracket-recut = カットをやり直す
bracket-changes = 変更

# ステージの内容とトーナメントの進行（形式の値から）。
bracket-stage-qualifying = 予選
bracket-stage-semi-finals = 準決勝
bracket-stage-finals = 決勝
bracket-carry-reset = 持ち点は 0 に戻す
bracket-carry-keep = 持ち点を持ち越す
bracket-carry-half = 持ち点の半分を持ち越す
bracket-carry-after = 、{ $carry }
bracket-games = { $count }局
bracket-games-each = 各{ $games }{ $carry }
bracket-seats-four = 4
bracket-seats-three = 3
bracket-rounds-one = 第{ $first }回戦
bracket-rounds-two = 第{ $first }回戦と第{ $last }回戦
bracket-rounds-range = 第{ $first }〜{ $last }回戦
bracket-rounds-list = 第{ $init }、{ $last }回戦
bracket-seated-random = 抽選で
bracket-seated-balanced = 同卓の重複を避け、風を均等にして
bracket-seated-swiss = 順位に沿って、同卓の重複を避けて
bracket-seated-round-robin = 総当たりで（全員と一度ずつ）
bracket-seated-once = { $how }配席
bracket-seated-each = 各回戦を{ $how }配席
bracket-seated-rounds = { $rounds }は{ $how }配席
bracket-organizer-completes-two = （2人の卓は主催者が補充）
bracket-organizer-completes-three = （3人の卓は主催者が補充）
bracket-fives = 。{ $rounds }には5人卓があり、5人目が最初に賭けました
bracket-rounds-at-tables = { $seats }人打ちで{ $count }回戦
bracket-summary-qualifying = { $played }、{ $how }。合計点の上位{ $top }人が進出します。
bracket-seeded = カットの順位から組んだ{ $seats }人卓（第1卓は{ $snake }）、{ $each }
bracket-best-of = { $count ->
        [1] 1位
       *[other] 上位{ $count }人
    }
bracket-summary-club-five-six = 2局。第1局は抽選で選んだ4人が打ち、上位{ $first }人が進出します。第2局はまだ進出していない4人を抽選で配席し、上位{ $second }人が進出します。
bracket-summary-finals = 決勝進出者{ $seats }人で{ $games }{ $carry }。合計点の最も高い人が優勝です。
bracket-summary-semi = { $seeded }。各卓の{ $best }が決勝卓へ進みます。
bracket-summary-semi-and-best = { $seeded }。各卓の{ $best }と、残りから合計点の上位{ $rest }人が決勝卓へ進みます。
bracket-summary-two-tables = 抽選で2卓、同じ4人で各{ $games }{ $organizer }。各卓の合計点の上位{ $count }人が進出します。
bracket-two-tables-organizer = 。3人の卓は主催者が補充し、主催者は進出しません
bracket-outside = { $rounds }はトーナメントの外で行われ、トーナメントでは数えません（対局は参加者ページと対局 CSV に残ります）。
bracket-progress-replace = { $name }はステージ開始前に棄権しました。代わりの人が必要です。
bracket-progress-seat = { $stage }：次は第{ $game }局です。
bracket-progress-playing = { $stage }：対局中。
bracket-progress-cut = { $stage }は終了しました。次は{ $next }へのカットです。
bracket-progress-finished = 大会は終了しました。
bracket-seat-mode-balanced = 同卓の重複を避ける
bracket-seat-mode-random = 抽選
bracket-seat-mode-swiss = 順位の近い人同士
bracket-seat-mode-round-robin = 総当たり
bracket-action-replace = { $name }を次の進出者と入れ替える
bracket-action-seat = { $stage }の第{ $game }局を配席（{ $how }）
bracket-action-cut = { $stage }へのカットを行う
bracket-game-label = 第{ $game }局 · 第{ $table }卓
bracket-cut-help-four = 上位4人：そのまま決勝卓へ。上位8人：準決勝2卓、各卓2人が進出。上位16人：4卓、各卓1位が進出
bracket-cut-help-three = 上位3人：そのまま3人の決勝卓へ。上位6人：3人の準決勝2卓、各卓1位と2位の最上位1人が進出。上位9人：3卓、各卓1位が進出

# 選手がステージに進んだ理由（web::bracket::reasons）。
bracket-reason-straight-to-finals = 参加者{ $entrants }人全員：そのまま決勝へ
# A stage's entrant with why they entered, in the report's list of draws.
bracket-entrant-with-reason = { $name }（{ $reason }）
bracket-reason-game-place = 予選第{ $game }局で{ $place }（{ $score }）
bracket-reason-overall = 予選{ $rounds }回戦を終えて{ $field }人中{ $place }、{ $total }
bracket-reason-at-table = { $semi ->
        [yes] 準決勝第{ $table }卓
       *[no] 第{ $table }卓
    }で{ $place }、{ $games }で{ $total }
bracket-reason-games = { $count }局
bracket-reason-carried = （持ち越し { $points } を含む）
bracket-reason-best-of-rest = 残りの中で最上位：{ $placing }
bracket-reason-tie-best-game = ；次の選手と{ $total }で同点、最高得点の一局で上位（{ $above }対{ $below }）
bracket-reason-tie-fewer-penalties = ；次の選手と{ $total }で同点かつ最高の一局も同じ、ペナルティが少なく上位（{ $above }対{ $below }）
bracket-reason-tie-draw = ；次の選手とすべての基準で同点、記録済みの抽選で上位（シード { $seed }）
bracket-reason-replacement = { $by ->
        [best-of-rest] 残りの中で最上位
        [next-at-table] 第{ $table }卓の次点
       *[next-qualified] 次の通過候補
    }（{ $total }）、棄権した{ $who }の代わり
bracket-reason-a-finalist = 決勝進出者
# 締め切ったステージの対局の修正（web::stage_guard）。
stage-guard-decided = この対局は{ $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
        [finals] 決勝
       *[other] 次のステージ
    }へのカットを決めました
stage-guard-same-players = 通過する選手は変わりません。保存すると、トーナメント表に表示される理由も更新され、変更履歴には両方が残ります。
stage-guard-would-change = この変更で{ $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
        [finals] 決勝
       *[other] 次のステージ
    }に進む選手が変わります
stage-guard-rerun = まだ何も保存されていません。保存すると{ $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
        [finals] 決勝
       *[other] 次のステージ
    }へのカットをやり直します。すでに配席された{ $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
        [finals] 決勝
       *[other] 次のステージ
    }の対局（和了の記録なし）は取り消され、新しい通過者で配席し直されます。変更履歴にはカットの前後が残ります。
stage-guard-must-stay-finished = 保存されていません：この対局は{ $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
        [finals] 決勝
       *[other] 次のステージ
    }へのカットを決めたため、終了したままでなければなりません。削除せずに、その場で和了を修正（編集）してください。
stage-guard-next-recorded = 保存されていません：この変更で{ $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
        [finals] 決勝
       *[other] 次のステージ
    }に進む選手が変わりますが、そのステージの和了かペナルティがすでに記録されているため、カットはもう変えられません。
