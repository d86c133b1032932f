# printables: 主催者が印刷する卓カード、紙の点数表、個人スケジュール、選手カード (ja)。

printables-bets-first = 先に賭ける
printables-substitute = 主催者（代打ち）
printables-print-hint = ブラウザの印刷（Ctrl+P）で印刷してください。
printables-round-of = { $tournament } · 第{ $round }回戦

printables-cards-title = 卓カード · 第{ $round }回戦
printables-cards-heading = 卓カード（第{ $round }回戦）
printables-paper-sheets-link = 紙の点数表
printables-cards-unreachable = これらのカードが指す { $address } は、このパソコンでしか開けません。tenbou の起動時にネットワークが見つかりませんでした。パソコンを会場の Wi-Fi につなぎ、tenbou を再起動してからカードを印刷してください。
printables-cards-intro-before = 各カードの QR コードで、その卓の点数表がスマートフォンで開きます。カメラのない方は{" "}
printables-cards-intro-after = {" "}を開いてコードを入力してください。印刷は 1 ページに 1 枚です。
printables-cards-no-code-before = この大会では主催者と審判が和了を記録するため、カードに卓コードはありません。各卓で記録するには{" "}
printables-cards-no-code-link = 記録する人
printables-cards-no-code-after = を変更してください。
printables-table = 卓
printables-players = 選手
printables-code = コード
printables-sheet = 点数表
printables-card-table = { $table }卓
printables-card-code = 卓コード
printables-card-scan = 読み取ってこの卓の局を記録するか、{ $address } を開いてコードを入力してください。各局は同卓の別の選手が確認します。

printables-sheets-title = 紙の点数表 · 第{ $round }回戦
printables-sheets-heading = 紙の点数表（第{ $round }回戦）
printables-table-cards-link = 卓カード
printables-sheets-intro = 卓ごとに白紙の点数表 1 枚。選手と起家からの風つきです。印刷は 1 ページに 1 枚です。
printables-sheet-heading = { $tournament } · 第{ $round }回戦 · { $table }卓
printables-sheet-rules = { $ruleset } · 各自 { $points } 点持ち · 各局の支払いと持ち点を記入してください
printables-sheet-hand = 局
printables-sheet-what-happened = 内容
printables-sheet-start = 開始
printables-sheet-final = 終局
printables-sheet-place = 順位
printables-sheet-signed = 署名

printables-schedule-title = { $name } さんの予定
printables-schedules-title = 個人スケジュール
printables-everyones-schedules = 全員の予定
printables-schedules-intro = 各選手のこれまでに決まった回戦：卓、風、対戦相手。印刷は 1 人 1 ページです。
printables-no-player = まだ選手がいません。
printables-no-round = まだ回戦が決まっていません。
printables-round = 回戦
printables-wind = 風
printables-with = 対戦相手
printables-opponent = { $name }（{ $seat }）
printables-only = { $name } さんのみ
printables-sits-out = 抜け番
printables-did-not-qualify = { $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
       *[finals] 決勝
    }に進出できず
printables-not-in-bracket = トーナメント外

printables-player-cards-title = 選手カード
printables-player-cards-intro = 各カードには選手の席 PIN が記載されています。自卓で記録する卓では、スマートフォンが選手の席を取る前に一度だけこれを尋ね、以後は毎回戦その席を保ちます。受付で各選手に本人のカードを渡し、この用紙は卓から離して保管してください。印刷して点線に沿って切り離してください。
printables-seat-pin = 席 PIN
printables-seat-pin-how = 卓で卓カードを読み取り、自分の名前をタップして、この PIN を一度入力してください。他人には教えないでください。これでスマートフォンがあなたとして着席します。
