# screen: プロジェクターに映す大画面 (ja)。

screen-title = 大画面
screen-description = { $name } の大画面：席順、順位表、回戦の時計を順に表示します。
screen-round-seating = 第{ $round }回戦の席順
screen-page-of = { $page } / { $pages }
screen-table = { $table }卓
screen-organizer = 主催者
screen-sitting-out = 抜け番：{ $names }
screen-seating = 席順
screen-seating-soon = 回戦が始まると、ここに席順が表示されます。
screen-over = 大会は終了しました
screen-final-standings = 最終順位
screen-time = 時間
screen-no-clock = 回戦の時計はまだ始まっていません。
screen-not-in-bracket = トーナメント外
screen-stage-continued = { $stage }（続き）
