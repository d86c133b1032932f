# calculator: 点数計算機 (ja): フォーム、牌の選択、点数の結果。

calculator-title = 点数計算
calculator-description = 牌から麻雀の和了点を計算します。
calculator-description-under = { $name }のルールで、牌から麻雀の和了点を計算します。
calculator-tournaments = 大会一覧
calculator-rules = ルール
calculator-use-rules = このルールを使う
calculator-tiles-as-text = 牌を文字で入力
calculator-concealed-tiles = 手牌（和了牌を含む）
calculator-winning-tile = 和了牌
calculator-melds = 副露
calculator-mpsz-help = mpsz表記：数字のあとに種類 — m 萬子、p 筒子、s 索子、z 字牌（1〜4 東南西北、5 白、6 發、7 中）。0 は赤五。副露：chi（チー）、pon（ポン）、kan（明槓）、ankan（暗槓）、shouminkan（加槓）のあとに牌を書きます。
calculator-won-by = 和了の方法
calculator-situation = 状況
calculator-seat-wind = 自風
calculator-dealer = （親）
calculator-round-wind = 場風
calculator-score-hand = この手を計算する
calculator-start-again = やり直す
calculator-no-bonus-tiles = 花牌は香港旧式（Hong Kong Old Style）だけのもので、{ $rules }にはありません。チェックを外すか、そのルールを選んでください。

# 牌の選択。
calculator-your-hand = 手牌
calculator-picker-help = 下の牌を押すと追加、ここで押すと取り消します。最後に追加した牌が和了牌です。
calculator-tapping-adds = 押すと追加
calculator-mode-tile = 牌
calculator-mode-pon = ポン
calculator-mode-kan = 明槓
calculator-mode-closed-kan = 暗槓
calculator-mode-added-kan-title = ポンに4枚目を加えた槓（加槓）
calculator-mode-added-kan = 加槓
calculator-undo = 一つ戻す
calculator-clear = 全部消す
calculator-row-characters = 萬子
calculator-row-dots = 筒子
calculator-row-bamboo = 索子
calculator-row-honours = 字牌
calculator-row-red-fives = 赤五

# リーチ麻雀の入力。
calculator-mode-dora = ドラ表示牌
calculator-mode-ura = 裏ドラ表示牌
calculator-dora-indicators = ドラ表示牌
calculator-ura-indicators = 裏ドラ表示牌
calculator-after-riichi = リーチ後
calculator-nuki = 抜いた北（抜きドラ）
calculator-nuki-help = 0〜4枚。上の牌には含めません。1枚ごとに抜きドラ1。
calculator-check-riichi = リーチ
calculator-check-double-riichi = ダブルリーチ
calculator-check-ippatsu = 一発
calculator-check-last-tile = 最後の牌（海底・河底）
calculator-check-rinshan = 槓のあと（嶺上）
calculator-check-chankan = 槍槓
calculator-honba = 本場
calculator-sticks = 供託のリーチ棒

# 点数の結果。
calculator-fu = { $fu }符
calculator-fu-rounded = { $sum }符、切り上げて{ $fu }符
calculator-fu-summary = 符：{ $note }
calculator-winner-receives = 和了者の収入 { $points }点
calculator-with-counters = { $counters }本場を含む
calculator-with-sticks = 供託{ $sticks }本を含む
calculator-with-counters-and-sticks = { $counters }本場と供託{ $sticks }本を含む
calculator-discarder-pays = 放銃者が{ $points }点を支払う
calculator-discarder-pays-with-counters = 放銃者が{ $points }点＋本場{ $counters }点を支払う
calculator-each-pays-all = { $points }点オール
calculator-dealer-pays = 親が{ $points }点を支払う
calculator-other-non-dealer-pays = もう一人の子が{ $points }点を支払う
calculator-each-other-pays = ほかの子がそれぞれ{ $points }点を支払う
calculator-each-pays = 各自が{ $points }点を支払う
calculator-each-pays-self-pick = 各自が{ $points }点を支払う（自摸）

# 香港旧式麻雀の点数。
calculator-hkos-limit-hand = 満貫役（{ $faan }番）
calculator-hkos-counted-limit = { $faan }番（満貫として計算）
calculator-hkos-faan = { $faan }番

# 選択のチー、牌の名前、手牌の表示。
calculator-mode-chi = チー
calculator-mode-chow = チー
calculator-won-by-discard = ロン
calculator-tile-man = { $number ->
        [1] 一
        [2] 二
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
       *[other] { $number }
    }萬
calculator-tile-pin = { $number ->
        [1] 一
        [2] 二
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
       *[other] { $number }
    }筒
calculator-tile-sou = { $number ->
        [1] 一
        [2] 二
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
       *[other] { $number }
    }索
calculator-tile-red-man = 赤五萬
calculator-tile-red-pin = 赤五筒
calculator-tile-red-sou = 赤五索
calculator-tile-east = 東
calculator-tile-south = 南
calculator-tile-west = 西
calculator-tile-north = 北
calculator-tile-white = 白
calculator-tile-green = 發
calculator-tile-red = 中
calculator-meld-chi = チー
calculator-meld-pon = ポン
calculator-meld-kan = 明槓
calculator-meld-ankan = 暗槓
calculator-meld-shouminkan = 加槓
calculator-tile-winning = 和了牌
calculator-tile-winning-alt = 和了牌：{ $tile }
calculator-tile-in-meld = { $meld }：{ $tile }
calculator-tile-dora-title = ドラ表示牌
calculator-tile-dora = ドラ
calculator-tile-dora-alt = ドラ表示牌：{ $tile }
calculator-picker-remove = 取り消す
calculator-picker-remove-win = 和了牌、取り消す
calculator-picker-remove-meld = { $meld }、取り消す
calculator-picker-remove-dora = ドラ表示牌、取り消す
calculator-picker-remove-ura = 裏ドラ表示牌、取り消す
calculator-picker-ura = 裏
calculator-picker-count = （{ $count }枚）
calculator-picker-empty = （なし）
calculator-tile-flower = 花{ $number }（{ $number ->
        [1] 梅
        [2] 蘭
        [3] 菊
       *[other] 竹
    }）
calculator-tile-season = 季節{ $number }（{ $number ->
        [1] 春
        [2] 夏
        [3] 秋
       *[other] 冬
    }）
