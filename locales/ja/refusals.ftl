# refusals: the refusals words (ja).
# アプリケーションが変更を受け付けなかったとき、何を直せばよいかを伝える文。

refusals-player-empty-name = 名前が空です。参加者には名前が必要です。
refusals-player-name-too-long = 名前が長すぎます。{ $max }文字以内にしてください。
refusals-player-club-too-long = 所属クラブが長すぎます。{ $max }文字以内にしてください。
refusals-player-number-too-long = 選手番号が長すぎます。{ $max }文字以内にしてください。
refusals-player-duplicate-name = この大会にはすでに「{ $name }」という参加者がいます(名前は大文字・小文字と空白を区別しません)。
refusals-player-check-in-withdrawn = { $name }さんは棄権しています。受付する前に復帰させてください。
refusals-ema-bad-number = EMA番号は、EMAの選手名簿と同じく8桁の数字です(例:04010001)。「{ $given }」は該当しません。
refusals-ema-bad-country = 国は、EMAの名簿と同じくISO 3166の3文字コードで入力してください(例:FRA、DEU、CAN)。「{ $given }」は該当しません。

refusals-import-not-utf8 = ファイルがUTF-8のテキストではありません。「CSV UTF-8」形式で保存して、もう一度お試しください。
refusals-import-empty = ファイルが空です。
refusals-import-too-long = ファイルが{ $max }行を超えています。分割して取り込んでください。
refusals-line-not-csv = この行はCSVとして読み取れません:{ $problem }
refusals-line-too-many-fields = 項目が{ $count }個あります。最大{ $expected }個です({ $columns })。
refusals-line-earlier-in-file = 「{ $name }」はこのファイルの前の行にすでにあります。

refusals-account-organizer-exists = 主催者のパスワードはすでに設定されています。サインインしてください。
refusals-account-password-too-short = { $min }文字以上のパスワードを選んでください。
refusals-account-passwords-differ = 2つのパスワードが一致しません。同じパスワードを2回入力してください。
refusals-account-referee-name = 審判の名前を1〜{ $max }文字で入力してください。サインインに使います。
refusals-account-no-tournament = この審判が担当する大会を選んでください。
refusals-account-unknown-tournament = 選んだ大会の一つが存在しません。ページを再読み込みしてください。
refusals-account-name-is-organizer = その名前は主催者のものです。別の名前を選んでください。
refusals-account-wrong-password = 現在のパスワードが正しくありません。

refusals-clock-not-current-round = 第{ $asked }回戦は進行中の回戦ではありません。進行中なのは第{ $current }回戦です。何も変更していません。イベントボード(/admin/t/{ $tournament }/board)に第{ $current }回戦のタイマーが表示されています。
refusals-clock-not-started = 先に回戦のタイマーを開始してください。その後、卓に延長時間を与えられます。

refusals-penalty-no-player = 選手を選んでください。
refusals-penalty-no-such-game = 一覧から対局を選んでください。
refusals-penalty-unknown-kind = ペナルティの種類を選んでください。
refusals-penalty-not-a-number = 点数は2のような整数で入力してください。
refusals-penalty-out-of-range = { $amount }は「{ $kind }」の範囲外です。
refusals-penalty-no-reason = 理由(何が起きたか)を書いてください。選手やほかの審判が読めるようにするためです。
refusals-penalty-reason-too-long = 理由が長すぎます。200文字未満にしてください。
refusals-penalty-not-offered = 「{ $kind }」はこの大会のルールでは得点ペナルティではありません。卓上のペナルティとして、点数表にその局と一緒に記録します。

refusals-round-nothing-to-replan = どの回戦にも記録済みの局があります。組み直せる回戦はありません。
refusals-round-seating-fixed = 第{ $number }回戦の局はすでに記録されています。席順はもう変更できません。
refusals-round-not-in-round = 入れ替えるには、2人とも第{ $number }回戦に入っている必要があります。
refusals-round-not-last = 取り消せるのは最後の回戦だけです。
refusals-round-stays = 第{ $number }回戦には結果、ペナルティ、またはトーナメント表の段階があります。取り消せません。
refusals-round-without-team = この大会はチーム戦です。{ $players }は受付済みですが、チームに入っていません。「チーム」ページでチームを作るか、受付を取り消してください。
refusals-round-partner-absent = この大会はチーム戦です。{ $players }のパートナーが受付されていません。パートナーを受付するか、{ $count ->
        [one] この選手
       *[other] これらの選手
    }の受付を取り消してください。
refusals-round-odd-teams = 各卓で2チームが対戦します。受付済みの{ $teams }チームは全員を配席できません。チーム数を偶数にしてください。

refusals-table-size = { $size ->
        [2] 2人
        [3] 3人
        [4] 4人
       *[other] 5人
    }
refusals-seating-too-few-players = 参加可能な選手は{ $players }人だけです。1卓を組むには少なくとも{ $needed }人必要です
refusals-seating-not-multiple-of-four = { $players }人では全員を4人卓に座らせられません。代走ありか抜け番ありの3人卓を選ぶか、4の倍数の人数を受付してください
refusals-seating-not-multiple-of-three = { $players }人では全員を3人卓に座らせられません。代走ありか抜け番ありの2人卓を選ぶか、3の倍数の人数を受付してください
refusals-seating-not-multiple-of = { $players }人では全員を{ $table }卓に座らせられません。抜け番を選ぶか、{ $count }の倍数の人数を受付してください
refusals-seating-too-few-tables-for-fifths = { $players }人では4人卓の後に{ $left }人余り、5人目の席で受け入れられる{ $tables }人(1卓に1人)を超えます。代走ありか抜け番ありの3人卓を選ぶか、余りが卓数を超えない人数を受付してください
refusals-seating-no-fifth-seat-at-three = 3人卓には5人目の席がありません。代走ありか抜け番ありの2人卓を選んでください
refusals-seating-no-fifth-seat-at = { $table }卓には5人目の席がありません。抜け番を選んでください
refusals-seating-no-substitute-at-two = { $players }人では2人卓で1人余ります。2人の対局は代走で埋められません。抜け番を選んでください(毎回戦1人が順番に抜けます)
refusals-seating-round-robin-tables-of-two = 総当たりは2人卓で組みます。{ $table }卓ではありません。大きな卓で全員が一度ずつ当たるには、ごく一部の人数にしかない組み合わせ表が必要です。存在する場合はそれを使う「バランス」を選んでください
refusals-seating-round-robin-too-long = { $players }人の総当たりには{ $rounds }回戦必要で、大会で計画できる{ $max }回戦を超えます。「バランス」を選んでください
refusals-seating-no-fifth-seat-in-style = { $style }には5人目の席がありません。ベッターはアメリカン麻雀のものです。代走ありか抜け番ありの3人卓を選んでください
refusals-seating-no-tag-team-in-style = { $style }にはタッグ戦の形式がありません。1卓8人、1席に2人のパートナーは満貫麻雀のものです。別の卓ルールを選んでください
refusals-seating-not-multiple-of-eight = { $players }人では全員を8人のタッグ卓(1席に2人のパートナー)に座らせられません。8の倍数の人数を受付するか、1席1人で回戦を組んでください
refusals-seating-tag-teams-drawn-only = タッグ卓はランダム抽選でのみ組みます(抽選でパートナーが決まります)。ランダム抽選を選んでください
refusals-seating-duplicate-player = 選手{ $player }が参加可能な選手の中に複数回含まれています
refusals-seating-player-twice-in-history = 対局済みの第{ $round }回戦に選手{ $player }が複数回含まれています。先にその回戦を修正してください
refusals-seating-too-many-players = { $players }人は、席順を計画できる{ $max }人を超えています
refusals-seating-too-many-rounds = { $rounds }回戦は、一度に計画できる{ $max }回戦を超えています

refusals-team-not-a-team-style = この大会のルールはチーム戦ではありません。
refusals-team-no-such-player = 一覧から選手を選んでください。
refusals-team-already-in-team = { $player }さんはすでにチーム「{ $team }」に入っています。選手は1チームにしか入れません。
refusals-team-duplicate-name = 「{ $name }」という名前のチームがすでにあります。別の名前を選んでください。
refusals-team-blank-name = チーム名を入力してください。
refusals-team-name-too-long = チーム名は{ $max }文字以内です。
refusals-team-not-two = チームは2人です。{ $chosen }人選ばれています。ちょうど2人にチェックを入れてください。

refusals-tournament-ruleset-fixed = 回戦が始まった後はルールを変更できません。結果は対局したときのルールのままです。
refusals-tournament-settings-fixed = 回戦が始まった後は場数と翻数表を変更できません。結果は対局したときのルールのままです。
refusals-details-empty-name = 大会名を入力してください。
refusals-details-name-too-long = 名前が長すぎます。{ $max }文字未満にしてください。
refusals-details-venue-too-long = 会場名が長すぎます。{ $max }文字未満にしてください。
refusals-details-bad-date = 日付は2026-04-09(年-月-日)の形で入力してください。
refusals-details-unknown-ruleset = 不明なルール「{ $ruleset }」です。一覧から選んでください。
refusals-details-ruleset-not-offered = ルール「{ $ruleset }」はまだ大会で使えません。その点数表が局を記録できないためです。一覧から選んでください。
refusals-details-unknown-language = 不明な言語「{ $language }」です。英語、フランス語、日本語のいずれかを選ぶか、指定なしにしてください。

refusals-phone-staff-record-hands = この大会では主催者と審判が局を記録します。卓に呼んでください。
refusals-phone-archived = この大会は終了し、保管済みです。点数表はもう変わりません。
refusals-phone-no-such-seat = この卓で自分の名前を選んでください。
refusals-phone-seat-held = 別の端末がすでに{ $name }さん({ $wind })として座っています。それがあなたの席なら、主催者か審判に席を空けてもらい、もう一度ここで選んでください。
refusals-phone-sits-here = この端末はすでにこの卓で{ $name }さん({ $wind })として座っています。1台の端末が持てる席は1つです。間違いなら、主催者か審判に席を空けてもらってください。
refusals-phone-sits-elsewhere = この端末はすでにこの回戦の別の卓に席を持っています。1台の端末が持てる席は1つです。間違いなら、主催者か審判に席を空けてもらってください。
refusals-phone-pins-held-back = { $name }さんの席、またはこの端末のネットワークから、間違ったPINが続けて入力されました。{ $minutes }分後にもう一度試すか、主催者に聞いてください。主催者は受付で{ $name }さんのPINを確認したり、新しいPINを発行したりできます。
refusals-phone-wrong-pin = { $name }さんのPINではありません。PINは{ $name }さんの選手カードにある{ $digits }桁の数字で、受付で主催者に教えてもらえます。{ $name }さんでない場合は、戻って自分の名前を選んでください。

refusals-hand-impossible = この変更では、第{ $hand }局が成り立ちません:{ $problem }。
refusals-hand-stale = この点数表はその間に変更されました(ほかの人が局を保存しました)。最新の状態を表示します。
refusals-hand-conflict = 保存中にこの点数表が変更されました。最新の状態を表示します。確認してから、もう一度局を記録してください。
refusals-hand-already-saved = 第{ $hand }局はすでに保存されています。二重には保存していません。
refusals-hand-entered-meanwhile = { $by }さんがたった今第{ $hand }局を入力しました。もう一度入力せず、確認してください。
refusals-hand-stage = この対局はすでに行われたカットを決めています。変更は主催者の確認待ちです。
refusals-hand-already-confirmed = 第{ $hand }局はすでに確認済みです。
refusals-hand-disputed = 第{ $hand }局は異議が出ています。主催者が判断します。
refusals-hand-own-entry = 第{ $hand }局はあなたの席または端末から入力されました。確認は同卓のほかの選手が行います。
refusals-hand-already-disputed = 第{ $hand }局にはすでに異議が出ています。主催者が判断します。
refusals-hand-nothing-to-undo = この点数表に取り消せる操作はありません。
refusals-hand-changed-since = 第{ $hand }局は{ $action ->
        [recorded] 記録
        [deleted] 削除
        [restored] 復元
       *[other] 修正
    }した後に変更されているため、取り消せません。局を修正してください。
refusals-hand-already-restored = この局はすでに元に戻されています(取り消しまたは以前の復元で)。
refusals-hand-too-few-hands = 第{ $hand }局は復元できません。点数表には今{ $hands }局しかありません。先にその前の局を復元してください。
refusals-hand-already-over = 対局はすでに終了しています。
refusals-hand-no-hand-yet = まだ1局も行われていません。進行中の局は「この局の途中で時間切れ」で記録してください。

refusals-rounds-one = 第{ $first }回戦
refusals-rounds-two = 第{ $first }回戦と第{ $last }回戦
refusals-rounds-range = 第{ $first }〜{ $last }回戦
refusals-rounds-list = 第{ $init }、{ $last }回戦
refusals-bracket-already-set-up = この大会のトーナメント表はすでに作成済みです。
refusals-bracket-not-set-up = 先にトーナメント表を作成してください。
refusals-bracket-missing-number = { $what }の数を入力してください。
refusals-bracket-earlier-undecided = { $rounds }はすでに対局済みです。予選の対局として数えるか、トーナメント表の外に置くかを選んでください。
refusals-bracket-earlier-too-many = 対局済みの{ $rounds }を予選の回戦として数えると、選んだ{ $qualifying }回戦を超えます。予選を{ $count }回戦以上にするか、トーナメント表の外に置いてください。
refusals-bracket-nothing-to-seat = 今配席できる対局はありません。
refusals-bracket-straight-to-finals = 参加者{ $entrants }人ではトーナメント表は0点から始まる決勝に直行します。それ以前の回戦は数えられません。
refusals-bracket-club-format = 参加者{ $entrants }人のクラブ形式は独自の予選対局を組むため、それ以前の回戦は予選として数えられません。
refusals-bracket-too-few = 受付済みの参加者{ $entrants }人では少なすぎます。トーナメント表には4人以上必要です
refusals-bracket-needs-large-field = 参加者{ $entrants }人はクラブのトーナメント表の範囲を超えています。予選回戦とカットを選んでください
refusals-bracket-bad-cut = 上位4、8、16人のいずれかのカットを選んでください({ $cut }ではなく)
refusals-bracket-too-few-for-three = 受付済みの参加者{ $entrants }人では少なすぎます。三麻のトーナメント表には3人以上必要です
refusals-bracket-bad-cut-for-three = 3人卓では上位3、6、9人のいずれかのカットを選んでください({ $cut }ではなく)
refusals-bracket-no-bracket-at = クラブのトーナメント表は3人卓か4人卓で行います。{ $table }卓にはありません。順位表で大会の順位を決めてください
refusals-bracket-played-in-teams = 2人チームで行う対局にはトーナメント表がありません。カットは選手を1人ずつ順位付けするため、パートナーが分かれてしまいます。順位表で大会の順位を決めてください
refusals-bracket-cut-too-large = 上位{ $cut }人のカットには{ $cut }人より多い参加者が必要です(現在{ $entrants }人)
refusals-bracket-bad-game-count = 各段階の対局数は1〜{ $max }です
refusals-bracket-stage-not-over = 段階が終わっていません。先にすべての対局を配席し、終了させてください
refusals-bracket-no-next-stage = 最後の段階にはカットがありません
refusals-bracket-no-such-stage = この形式に第{ $stage }段階はありません
refusals-bracket-seating = 配席:{ $problem }
refusals-cut-stage-not-over = 段階はまだ終わっていません。
refusals-cut-already-matches = カットはすでに結果と一致しています。やり直す必要はありません。
refusals-cut-next-stage-recorded = { $stage ->
        [qualifying] 予選
        [semi-finals] 準決勝
       *[finals] 決勝
    }の局またはペナルティがすでに記録されています。カットはもう変更できません。
refusals-cut-nobody-to-replace = 交代が必要な人はいません。
refusals-cut-no-replacement-left = 交代できる予選通過者が残っていません。

refusals-transfer-not-a-document = tenbouの大会ファイルではありません:{ $problem }
refusals-transfer-too-new = このファイルは新しいtenbou(形式バージョン{ $version })で書かれています。先にこのパソコンのtenbouを更新してください。
refusals-transfer-unknown-player = ファイルが選手{ $player }を参照していますが、選手一覧にいません。
refusals-transfer-hand-at = 第{ $round }回戦{ $table }卓の第{ $hand }局
refusals-transfer-bad-hand = { $at }を読み取れません:{ $problem }
refusals-transfer-impossible-hand = { $at }は起こり得ません:{ $problem }
refusals-transfer-unknown-game = ファイルのペナルティが第{ $round }回戦{ $table }卓を参照していますが、ファイルにありません。
refusals-transfer-storage = データベースが取り込みを拒否しました:{ $problem }

refusals-title-not-found = ページが見つかりません
refusals-title-not-allowed = 許可されていません
refusals-title-check-input = 入力内容を確認してください
refusals-title-changed-meanwhile = 他の変更がありました
refusals-title-too-large = サイズが大きすぎます
refusals-title-too-many-tries = 試行回数が多すぎます
refusals-title-went-wrong = 問題が発生しました
refusals-page-description = { $title }:tenbouはこのページを表示できませんでした。
refusals-page-not-found = このページは存在しません。
refusals-server-failed = サーバーはこの要求を完了できませんでした。何も変更されていません。もう一度お試しください。
refusals-back-before = ブラウザの「戻る」でフォームに戻るか、
refusals-back-home = ホーム
refusals-back-after = へ移動してください。
refusals-staff-only = この操作は主催者または審判のみができます。
refusals-sign-in-first = まず主催者としてログインしてください。
refusals-sign-in-to-change = 変更するには主催者としてログインしてください。
refusals-referee-limits = 審判は担当する大会で局とペナルティを記録できます。それ以外は主催者に依頼してください。
refusals-archived = この大会は保管済みのため、変更できません。まず大会のページで復元してください。
refusals-form-expired = このフォームは期限切れです。ページを再読み込みしてもう一度お試しください。
refusals-form-not-from-tenbou = このフォームは期限切れか、tenbou以外から送信されました。前のページに戻り、再読み込みしてもう一度お試しください。
refusals-form-too-large = フォームが大きすぎます。1 MiB未満にしてください。
refusals-setup-on-the-laptop = 主催者のパスワードはtenbouを動かしているパソコンでのみ設定できます。そのパソコンで http://localhost を開いてください。
refusals-clock-length = 回戦の時間は1から{ $most }までの整数(分)で入力してください。
refusals-clock-extra = 「{ $name }」は0から{ $most }までの整数で入力してください。
refusals-clock-nothing-given = その卓に追加の時間(分)か、もう一局を与えてください。
refusals-backups-off = このデータベースではバックアップが無効です。
refusals-seed-not-a-number = 提案のシードが数値ではありません。もう一度提案してください。
refusals-too-many-connections = この端末で開いている接続が多すぎます。いくつかのタブを閉じて、数秒後にもう一度お試しください。
refusals-live-full = 現在、ライブ表示のページが多く開かれています。ページはそのまま使えます。最新の状態は再読み込みで確認してください。
refusals-live-address-full = この端末で開いているライブ表示のページが多すぎます。いくつかのタブを閉じてください。ページはそのまま使えます。最新の状態は再読み込みで確認してください。

refusals-upload-unreadable = アップロードを読み取れませんでした。ファイルを選び直すか、テキストを貼り付けて、もう一度送信してください。

refusals-file-at = { $place }:{ $problem }
refusals-file-too-many-players = ファイルの参加者が{ $max }名を超えています。
refusals-file-too-many-rounds = ファイルの回戦が{ $max }を超えています。
refusals-file-too-many-penalties = ファイルのペナルティが{ $max }件を超えています。
refusals-file-place-tournament = 大会
refusals-file-place-player = 参加者{ $n }
refusals-file-place-bracket = トーナメント表
refusals-file-place-stage = トーナメント表の段階{ $n }
refusals-file-place-round = 第{ $n }回戦
refusals-file-place-table = 第{ $round }回戦 { $table }卓
refusals-file-place-mark = 第{ $round }回戦 { $table }卓 第{ $hand }局
refusals-file-place-penalty = ペナルティ{ $n }
refusals-file-place-audit-entry = 記録{ $n }
refusals-file-place-team = チーム{ $n }
refusals-file-text-date = 日付
refusals-file-text-reason = 理由
refusals-file-text-seed = シード
refusals-file-text-phone = 端末
refusals-file-text-name = 名前
refusals-file-text-dispute = 異議
refusals-file-text-time = 時刻
refusals-file-text-action = 操作
refusals-file-text-subject = 対象
refusals-file-text-old-value = 変更前の値
refusals-file-text-new-value = 変更後の値
refusals-file-text-form-key = フォームのキー
refusals-file-text = { $what }が長すぎるか、NUL文字を含んでいます。
refusals-file-table-rule = { $error }。
refusals-file-fifth-seat = 五人目の席がありますが、{ $error }。
refusals-file-partners = タッグのパートナーがいますが、{ $error }。
refusals-file-other-style = ルール「{ $ruleset }」は{ $style }ですが、大会は{ $plays }(「{ $preset }」)で行われています。別のスタイルの対局は集計できません。
refusals-file-other-table = ルール「{ $ruleset }」は{ $seats }人打ちですが、大会の卓は{ $table }人です。
refusals-file-hand-entry = 局の記録者が「{ $found }」になっています。「staff」か「table」でなければなりません。
refusals-file-unknown-player = 参加者{ $player }はファイルの参加者一覧にありません。
refusals-file-id-twice = ID { $id }が二度使われています。
refusals-file-name-twice = 「{ $name }」が二度出てきます(名前は大文字小文字と空白を区別しません)。
refusals-file-unreadable-plan = 計画を読み取れません:{ $problem }
refusals-file-more-stages = 段階が{ $stages }ありますが、計画では{ $planned }です。
refusals-file-stage-order = 段階は0、1、2…の順に番号を付けてください({ $found }がありました)。
refusals-file-entered-twice = 参加者{ $player }が二度エントリーしています。
refusals-file-unknown-seating = 不明な席決め「{ $code }」。
refusals-file-unknown-table-rule = 不明な卓のルール「{ $code }」。
refusals-file-too-many-tables = 卓が{ $max }を超えています。
refusals-file-sits-out-twice = 参加者{ $player }が二度抜け番になっています。
refusals-file-no-such-stage = トーナメント表の段階{ $stage }に属していますが、その段階はファイルにありません。
refusals-file-stage-full = トーナメント表の段階{ $stage }の対局は{ $allowed }戦までです。
refusals-file-clock = 回戦の時計({ $minutes }分)が範囲外です。
refusals-file-extra-time = { $table }卓の延長時間が範囲外です。
refusals-file-unknown-ruleset = 不明なルール「{ $ruleset }」。
refusals-file-version = バージョン{ $version }は範囲外です。
refusals-file-too-many-hands = 局が{ $max }を超えています。
refusals-file-seat-beyond-table = { $seats }人卓にない席に参加者が座っています。
refusals-file-seated-twice = 参加者{ $player }がこの回戦で二度以上着席しています。
refusals-file-too-few-players = 卓には少なくとも{ $least }人が必要です。
refusals-file-unknown-status = 不明な状態「{ $status }」。
refusals-file-unknown-action = 不明な操作「{ $action }」。
refusals-file-in-two-teams = 参加者{ $player }が二つのチームに入っています。
refusals-file-team-name-twice = 「{ $name }」が二つのチーム名になっています(名前は大文字小文字と空白を区別しません)。
refusals-file-seed-not-a-number = シードが数値ではありません。
refusals-file-nobody-entered = エントリーがありません。
refusals-file-round-below-one = 回戦の番号は1から始まります。
refusals-file-round-twice = 回戦が二度出てきます。
refusals-file-table-below-one = 卓の番号は1から始まります。
refusals-file-tables-order = 卓は1、2、3…の順に番号を付けてください。
refusals-file-more-marks = 局より多くの局の印があります。
refusals-file-entering-seat = 記録した席が範囲外です。
refusals-file-game-not-in-file = 対局がファイルにありません。
refusals-file-hand-out-of-range = 局が範囲外です。
refusals-file-undone-by-earlier = それより後ではない記録で取り消されています。
refusals-file-no-teams = 大会のスタイルはチーム戦ではありません。
refusals-file-fifth-and-partners = 五人目とタッグのパートナーが同じ卓にいます。卓にはどちらか一方だけです。

# 作成・変更できなかったリーグ。
refusals-league-name = リーグ名は{ $max }文字以内で入力してください。
refusals-league-best-of = 上位 N 大会の N は 1 以上の整数にしてください。
refusals-league-no-such-event = その大会は存在しません(または削除されました)。別の大会を選んでください。
