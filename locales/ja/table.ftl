# table: 卓の携帯の画面（ja）。卓コード、「どなたですか」、暗証番号、携帯の記録表
# （持ち主、確認待ちの局）と、その断り。

table-code-title = 卓コード
table-code-heading = 卓の局を記録する
table-code-label = 卓カードに書かれたコード
table-code-open = 自分の卓の記録表を開く
table-code-scan = カードのQRコードを読み取ることもできます。
table-back = 大会に戻る
table-wrong-code = この大会に「{ $code }」というコードの卓はありません。コードは卓カードに印刷された英数字{ $length }文字です。組み直した回戦には新しいコードがあります。カードを確認するか、主催者にお尋ねください。
table-past-round = 第{ $round }回戦は終了しました。このコードはその{ $table }卓のものでした。現在は第{ $latest }回戦が新しい卓カードで行われています。新しい卓のカードのコードを入力するか読み取ってください（自分の卓は回戦のページにあります）。第{ $round }回戦でまだ記録されていない局は、主催者か審判が記録します。
table-too-many-codes = この端末から誤った卓コードが多すぎます。{ $seconds }秒後に卓カードのコードでもう一度お試しいただくか、主催者か審判にお尋ねください。
table-form-expired = このフォームは期限切れか、この卓のページから送られたものではありません。卓コードを開き直してもう一度お試しください。
table-no-page-open = この携帯ではこの卓のページが開かれていません。卓コードをもう一度読み取ってください。
table-choose-hand-entry = 局を記録する人を選んでください：主催者と審判、または各卓。

table-round-table = 第{ $round }回戦 { $table }卓
table-code-word = 卓コード
table-who-title = どなたですか · 第{ $round }回戦 { $table }卓
table-who = どなたですか？
table-elsewhere = この携帯はすでにこの回戦の{ $table }卓で{ $name }（{ $wind }）として着席しています。携帯1台で持てる席は1回戦に1つです。
table-elsewhere-back = { $table }卓に戻る
table-elsewhere-after = 。間違いであれば、主催者か審判にその席を空けてもらってください。
table-seat-how = 自分の名前をタップし、暗証番号（プレイヤーカードの数字）を一度だけ入力してください。以後この携帯があなたとしてこの卓の局を記録し、回戦をまたいで席を保ちます。あなたが入力した局は、同じ卓の別のプレイヤーが確認します。
table-seat-tag-team = タッグ戦：二人のパートナーが各席とその携帯1台を共有します。どちらも自分の暗証番号で席に着けます。局の入力では、各局の終了時に座っていた人を尋ねます。
table-taken = 別の携帯が使用中
table-sits-at = この携帯は{ $table }卓に着席中
table-no-pin = この携帯では暗証番号不要
table-this-phone = この携帯
table-seat-belongs = 席は、プレイヤーの暗証番号で最初に確認した携帯のものになります。変更するには主催者か審判に席を空けてもらってください。

table-pin-title = 暗証番号 · 第{ $round }回戦 { $table }卓
table-pin-heading = { $name }（{ $wind }）：暗証番号
table-pin-label = プレイヤーカードの{ $length }桁の数字
table-pin-take = 着席する
table-pin-once = 入力は一度だけです。以後この携帯は大会のすべての回戦で{ $name }の席を保ちます。カードをなくした場合は主催者が暗証番号を知っています。
table-pin-not-you = { $name }ではありませんか？ 自分の名前を選んでください

table-you-are = あなたは
table-not-you = 別の人ですか？
table-waiting = 確認待ち
table-seated-when-ended = 終局時の着席：
table-seated-partner = { $wind }：{ $name }（パートナー { $partner }）
table-entered-by = 入力：{ $name }
table-disputed = 異議あり
table-pending = 確認待ち
table-confirm-hand = 第{ $number }局を確認
table-dispute-open = 異議…
table-dispute-what = 何が違いますか？
table-dispute-example = 例：2翻ではなく3翻だった
table-dispute-hand = 第{ $number }局に異議を申し立てる
table-correct-it = 訂正する
table-counts-once = ここで入力した局は、同じ卓の別のプレイヤーが確認すると記録されます。異議のある局は主催者に回されます。

table-new-hands-only = 卓で記録できるのは新しい局だけです。誤った局には異議を申し立ててください。主催者が訂正します。
