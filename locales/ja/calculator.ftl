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

calculator-hkos-flowers-and-seasons = 花牌
calculator-hkos-flower-owners = 花牌の1は東、2は南、3は西、4は北のものです。
calculator-hkos-last-tile = 最後の牌（山の最後、またはその最後の捨て牌）
calculator-hkos-replacement-tile = 嶺上牌（槓のあと）
calculator-hkos-kong-on-kong = 槓上槓
calculator-hkos-robbing-kong = 槍槓
calculator-hkos-heaven = 天和（親の最初のツモ）
calculator-hkos-earth = 地和（最初のツモ）
calculator-hkos-man = 人和（最初の捨て牌）
calculator-hkos-dealer-keeps = 連荘（この局の前に続けた親の回数）
calculator-hkos-base-points = 基本点：
calculator-hkos-winner-receives = 和了者の受け取り：{ $total }
calculator-hkos-faan-table-tournament = { $name }の番数表で支払い（番：点）：{ $rows }。
calculator-hkos-faan-table-club = クラブの番数表で支払い（番：点）：{ $rows }。
calculator-typed-chinese-classical = 中国古典麻雀の手はここでは牌から計算しません。各自が点数と倍数を数え、スコアシートに記入してください。
calculator-typed-vietnamese = ベトナム麻雀の手は牌から計算しません。スコアシートに点数を入力し、ボーナスにチェックを入れてください。
calculator-typed-american = アメリカン麻雀の手は牌から計算しません。手の価値はその年のカードに印刷された値です。その値をスコアシートに入力してください。
calculator-typed-tenpai-race = テンパイレースの手は牌から計算せず入力します。守備側が見つけた待ちは攻撃側の手を守備側の行に書いて支払うため、牌の評価では読み取れません。翻と符（または満貫などの上限）をスコアシートに入力してください。
calculator-typed-none = このスタイルは牌から手を計算しません
calculator-mangan-payments = 満貫麻雀：満貫未満は支払いなし。満貫以上は放銃者・他家が表示の点を支払い、和了者は何も受け取りません（点はゲームから出ていきます）。本場も供託もリーチ棒もありません。
