# audit: the audit words (ja).

audit-title = 変更履歴
audit-intro = すべての変更を新しい順に、このパソコンの時刻で表示します。削除した局はここから復元できます。
audit-since-undone = (取り消し済み)
audit-restore = 復元
audit-someone = 不明な人

audit-hand-recorded = { $who }が{ $subject }を記録しました。
audit-hand-edited = { $who }が{ $subject }を修正しました。
audit-hand-deleted = { $who }が{ $subject }を削除しました。
audit-hand-restored = { $who }が{ $subject }を復元しました。
audit-hand-undone = { $who }が{ $subject }を取り消しました。
audit-hand-confirmed = { $who }が{ $subject }を確認しました。
audit-hand-disputed = { $who }が{ $subject }に異議を出しました。

audit-round-started = { $who }:回戦開始 — 第{ $round }回戦(席順:{ $mode ->
        [random] ランダム抽選
        [balanced] バランス
        [swiss] スイス式
        [round-robin] 総当たり
       *[other] { $mode }
    }、シード { $seed }、{ $tables }卓)
audit-round-re-planned = { $who }:回戦の組み直し — 第{ $round }回戦:席順 { $mode ->
        [random] ランダム抽選
        [balanced] バランス
        [swiss] スイス式
        [round-robin] 総当たり
       *[other] { $mode }
    }、シード { $seed }、{ $players }人
audit-round-redrawn = { $who }:回戦の再抽選 — 第{ $round }回戦、シード { $was } → { $seed }
audit-players-swapped = { $who }:選手の入れ替え — 第{ $round }回戦:#{ $first } ↔ #{ $second }
audit-round-taken-back = { $who }:回戦の取り消し — 第{ $round }回戦
audit-clock-started = { $who }:タイマー開始 — 第{ $round }回戦:{ $minutes }分
audit-time-given = { $who }:延長 — 第{ $round }回戦 { $table }卓:{ $hands ->
        [0] { $minutes }分延長
       *[other] { $minutes ->
            [0] { $hands }局追加
           *[other] { $minutes }分延長と{ $hands }局追加
        }
    }

audit-player-added = { $who }:選手追加 — { $name }({ $details })
audit-player-edited = { $who }:選手情報の変更 — { $name }({ $details })
audit-player-checked-in = { $who }:受付 — { $name }
audit-player-check-in-undone = { $who }:受付の取り消し — { $name }
audit-player-withdrawn = { $who }:棄権 — { $name }
audit-player-reinstated = { $who }:復帰 — { $name }
audit-all-players-checked-in = { $who }:全員受付 — { $count }人
audit-players-imported = { $who }:選手の取り込み — { $count }人{ $count ->
        [0] {""}
       *[other] ({ $names })
    }
audit-seat-pin-reset = { $who }:席PINの再発行 — { $name }{ $freed ->
        [0] {""}
        [1] (端末の席を解放)
       *[other] ({ $freed }席を解放)
    }

audit-tournament-created = { $who }:大会作成 — { $name }({ $details })
audit-tournament-edited = { $who }:大会情報の変更 — { $name }({ $details })
audit-tournament-archived = { $who }:大会の保管 — { $name }
audit-tournament-restored = { $who }:大会の復元 — { $name }

audit-penalty-given = { $who }:ペナルティ — { $player }({ $player } −{ $amount }({ $kind ->
        [dropped_tile] 牌の落下
        [discussion] 対局中の会話
        [revealing] 手牌・待ちの公開
        [looking_at_tiles] 牌を見る行為
        [late_or_early] 遅刻・早すぎる行為
       *[other] { $kindname }
    }):{ $reason })
audit-penalty-removed = { $who }:ペナルティの取り消し — { $player }
audit-team-formed = { $who }:チーム結成 — { $team }({ $first }と{ $second })
audit-team-dissolved = { $who }:チーム解散 — { $team }

audit-seat-taken = { $player }(卓の端末 { $phone }):着席 — { $table }卓 { $wind ->
        [east] { wind-east }
        [south] { wind-south }
        [west] { wind-west }
        [north] { wind-north }
        [fifth] { wind-fifth-seat }
       *[other] {""}
    }(第{ $round }回戦)、{ $proof ->
        [pin] 本人のPINで確認
       *[known] 以前に本人確認済みの端末
    }
audit-seat-freed = { $who }:席の解放 — { $table }卓 { $wind ->
        [east] { wind-east }
        [south] { wind-south }
        [west] { wind-west }
        [north] { wind-north }
        [fifth] { wind-fifth-seat }
       *[other] {""}
    }({ $player }、第{ $round }回戦)、端末 { $phone } が使用中だった席
audit-hand-entry-changed = { $who }:局の記録者の変更 — { $name }({ $entry ->
        [table] 各卓が自分の局を記録
       *[staff] 主催者と審判が局を記録
    })

audit-organizer-password-set = { $who }:主催者パスワードの設定
audit-organizer-password-changed = { $who }:主催者パスワードの変更
audit-referee-authorised = { $who }:審判の承認 — { $name }
audit-referee-access-revoked = { $who }:審判権限の取り消し — アカウント { $account }
audit-tournament-imported = { $who }:大会の取り込み — { $name }(大会 { $tournament } として)

audit-hand-place = 第{ $round }回戦 { $table }卓 第{ $hand }局
audit-hand-subject = { $place }:{ $note }
audit-hand-subject-edited = { $place }:「{ $before }」から「{ $note }」に修正
audit-hand-subject-time-up = { $place }:この局で対局終了(時間切れ)
audit-hand-subject-entered-by = { $subject }(記録者:{ $name })
audit-hand-subject-reason = { $subject } — 「{ $reason }」
audit-undo-recording = { $subject }の記録
audit-undo-correction = { $subject }の修正
audit-undo-deletion = { $subject }の削除
audit-undo-restoring = { $subject }の復元
audit-undo-end-at-time = { $subject }の時間切れ終了
audit-undo-change = { $subject }の変更

audit-bracket-set-up = { $who }:トーナメント表の作成 — 参加者{ $entrants }名:{ $plan }({ $names }、同点抽選シード { $seed }{ $earlier })
audit-bracket-earlier-count = 、{ $rounds }を予選第1〜{ $count }戦として算入
audit-bracket-earlier-left-out = 、{ $rounds }はトーナメント表の対象外
audit-bracket-game-seated = { $who }:トーナメントの対局の席決め — { $stage } 第{ $game }戦(第{ $round }回戦)(席順:{ $mode ->
        [random] ランダム抽選
        [balanced] バランス
        [swiss] スイス式
        [round-robin] 総当たり
       *[other] { $mode }
    }、シード { $seed }:{ $tables })
audit-bracket-cut-made = { $who }:カットの実施 — { $from } → { $to }({ $advancers })
audit-bracket-cut-re-run = { $who }:カットのやり直し — { $from } → { $to }、修正による({ $advancers })
audit-bracket-cut-re-run-hand = { $who }:カットのやり直し — { $from } → { $to }、{ $place }の修正による({ $advancers })
audit-bracket-reasons-updated = { $who }:通過理由の更新 — { $from } → { $to }、{ $place }の修正による({ $advancers })
audit-bracket-finalist-replaced = { $who }:決勝進出者の交代 — { $stage }:{ $out }が辞退し、{ $into }が繰り上がり({ $advancers })
audit-bracket-advancer = { $name } — { $reason }
