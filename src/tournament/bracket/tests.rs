//! Tests of the brackets: for every club size and for large fields, who plays which game, who
//! advances and why, ties at the cut line, the organizer's seat, replacements, carried scores
//! and the final ranking.

use super::*;
use std::collections::HashSet;

mod large_fields;

fn ids(n: usize) -> Vec<PlayerId> {
    (1..=n as u32).map(|i| 100 + i).collect()
}

fn large(cut: usize) -> LargeField {
    LargeField {
        qualifying_rounds: 3,
        cut,
        semi_games: 2,
        semi_carry: Carry::Reset,
        final_games: 2,
        final_carry: Carry::Reset,
    }
}

/// [`large`] with `rounds` qualifying rounds.
fn large_with_rounds(rounds: usize, cut: usize) -> LargeField {
    LargeField {
        qualifying_rounds: rounds,
        ..large(cut)
    }
}

fn new_bracket(entrants: &[PlayerId], large: Option<&LargeField>) -> Bracket {
    Bracket {
        plan: plan(entrants.len(), large).expect("a plan"),
        rosters: vec![entrants.to_vec()],
        games: Vec::new(),
        penalties: Vec::new(),
        withdrawn: Vec::new(),
        seed: 42,
    }
}

/// A game won by strength: the stronger player (higher id unless `strength` says otherwise)
/// places higher, and the places pay +40, +10, −15, −35. The organizer's seat has the strength
/// given for player 0.
/// A result with no score and no place yet, for a test to fill in seat by seat.
fn unplaced(people: usize) -> GameResult {
    GameResult {
        scores: vec![Score::default(); people],
        ranks: vec![0; people],
    }
}

fn by_strength(game: &GameRecord, strength: &dyn Fn(Option<PlayerId>) -> i64) -> GameResult {
    let mut order: Vec<usize> = (0..4).collect();
    order.sort_by_key(|&s| (std::cmp::Reverse(strength(game.seats[s])), s));
    let pay = [40, 10, -15, -35];
    let mut result = unplaced(4);
    for (place, &seat) in order.iter().enumerate() {
        result.ranks[seat] = place as u8 + 1;
        result.scores[seat] = Score::whole(pay[place]);
    }
    result
}

fn strongest_id(p: Option<PlayerId>) -> i64 {
    p.map_or(0, i64::from)
}

/// The players of each game of a stage, by round then table.
type StageTables = Vec<Vec<Vec<Option<PlayerId>>>>;

/// What happened while a bracket was played to the end.
struct Run {
    bracket: Bracket,
    cuts: Vec<Cut>,
}

impl Run {
    /// The players of each game of `stage` by round then table, sorted, with `None` for the
    /// organizer's seat.
    fn tables(&self, stage: usize) -> StageTables {
        let mut rounds: StageTables = Vec::new();
        for game in self.bracket.stage_games(stage) {
            if rounds.len() <= game.round {
                rounds.push(Vec::new());
            }
            let mut seats = game.seats.to_vec();
            seats.sort();
            rounds[game.round].push(seats);
        }
        rounds
    }

    /// Who played qualifying game 1 and game 2 (one table each, the club's five and six).
    fn two_qualifying_games(&self) -> (HashSet<PlayerId>, HashSet<PlayerId>) {
        let qualifying = self.tables(0);
        (seated(&qualifying[0][0]), seated(&qualifying[1][0]))
    }

    /// The first cut, checked to send `size` players, and the stage it leads to, checked to
    /// be two semi-final tables where the same players play every game.
    fn cut_to_two_semi_tables(&self, size: usize) -> (Vec<PlayerId>, StageTables) {
        let cut = self.advancers(0);
        assert_eq!(cut.len(), size);
        let semis = self.tables(1);
        assert_eq!(semis.len(), 2);
        assert_eq!(
            semis[0], semis[1],
            "the same players play both semi-final games"
        );
        (cut, semis)
    }

    /// The first `n` players of `stage`'s standings.
    fn leaders(&self, stage: usize, n: usize) -> Vec<PlayerId> {
        let lines = self.bracket.lines(stage);
        lines.iter().take(n).map(|l| l.player).collect()
    }

    fn advancers(&self, cut: usize) -> Vec<PlayerId> {
        self.cuts[cut].advancers.iter().map(|a| a.player).collect()
    }

    /// Why advancer `i` of cut `cut` went through.
    fn reason(&self, cut: usize, i: usize) -> String {
        self.cuts[cut].advancers[i].reason.to_string()
    }

    fn champion(&self) -> PlayerId {
        self.bracket.final_ranking()[0].player
    }
}

/// Plays a bracket to the end: seats every game with a fixed seed, scores it with `result`,
/// and makes every cut.
fn play(mut bracket: Bracket, result: &dyn Fn(&GameRecord) -> GameResult) -> Run {
    let mut cuts = Vec::new();
    for _ in 0..200 {
        match bracket.progress() {
            Progress::Seat { stage, round } => {
                let seed = bracket.seating_seed(stage, 7 + round as u64);
                let seating = bracket.seat(stage, round, seed).expect("seated");
                assert!(seating.sit_outs.len() <= 2);
                for (table, t) in seating.tables.iter().enumerate() {
                    bracket.games.push(GameRecord {
                        stage,
                        round,
                        table,
                        seats: t.seats.clone(),
                        result: None,
                    });
                }
            }
            Progress::Playing { .. } => {
                for i in 0..bracket.games.len() {
                    if bracket.games[i].result.is_none() {
                        bracket.games[i].result = Some(result(&bracket.games[i]));
                    }
                }
            }
            Progress::Cut { stage } => {
                let cut = bracket.cut(stage).expect("the cut");
                bracket
                    .rosters
                    .push(cut.advancers.iter().map(|a| a.player).collect());
                cuts.push(cut);
            }
            Progress::Finished => return Run { bracket, cuts },
            Progress::Replace { .. } => panic!("nobody withdrew"),
        }
    }
    panic!("the bracket never finished");
}

/// A club-size bracket of `players` played to the end, the stronger (higher id) always ahead.
fn play_strongest_ahead(players: &[PlayerId]) -> Run {
    play(new_bracket(players, None), &|g| {
        by_strength(g, &strongest_id)
    })
}

/// `players`, the strongest (highest id) first.
fn strongest_first(players: impl Iterator<Item = PlayerId>) -> Vec<PlayerId> {
    let mut list: Vec<PlayerId> = players.collect();
    list.sort_unstable_by(|a, b| b.cmp(a));
    list
}

fn set(players: &[PlayerId]) -> HashSet<PlayerId> {
    players.iter().copied().collect()
}

fn seated(game: &[Option<PlayerId>]) -> HashSet<PlayerId> {
    game.iter().flatten().copied().collect()
}

#[test]
fn the_plan_follows_the_club_rules_for_each_size_and_asks_for_a_plan_above_eight() {
    let cases: [(usize, &[(StageKind, usize)]); 5] = [
        (4, &[(StageKind::Final, 3)]),
        (5, &[(StageKind::Qualifying, 2), (StageKind::Final, 3)]),
        (6, &[(StageKind::Qualifying, 2), (StageKind::Final, 2)]),
        (7, &[(StageKind::Qualifying, 2), (StageKind::Final, 2)]),
        (8, &[(StageKind::Qualifying, 2), (StageKind::Final, 2)]),
    ];
    for (n, expected) in cases {
        let stages = plan(n, None).unwrap();
        let shape: Vec<(StageKind, usize)> = stages.iter().map(|s| (s.kind, s.rounds)).collect();
        assert_eq!(shape, expected, "{n} entrants");
        assert!(stages.iter().skip(1).all(|s| s.carry == Carry::Reset));
    }
    assert_eq!(plan(3, None), Err(BracketError::TooFew(3)));
    assert_eq!(plan(9, None), Err(BracketError::NeedsLargeField(9)));
    assert_eq!(plan(9, Some(&large(5))), Err(BracketError::BadCut(5)));
    assert_eq!(
        plan(12, Some(&large(16))),
        Err(BracketError::CutTooLarge {
            cut: 16,
            entrants: 12
        })
    );
    let shape: Vec<StageKind> = plan(16, Some(&large(8)))
        .unwrap()
        .iter()
        .map(|s| s.kind)
        .collect();
    assert_eq!(
        shape,
        [
            StageKind::Qualifying,
            StageKind::SemiFinal,
            StageKind::Final
        ]
    );
}

#[test]
fn four_entrants_go_straight_to_three_finals_games_and_the_best_total_wins() {
    let players = ids(4);
    let run = play_strongest_ahead(&players);
    assert!(run.cuts.is_empty());
    let finals = run.tables(0);
    assert_eq!(finals.len(), 3);
    for round in &finals {
        assert_eq!(round.len(), 1);
        assert_eq!(seated(&round[0]), set(&players));
    }
    let ranking = run.bracket.final_ranking();
    let order: Vec<(PlayerId, Score)> = ranking.iter().map(|r| (r.player, r.total)).collect();
    assert_eq!(
        order,
        [
            (104, Score::whole(120)),
            (103, Score::whole(30)),
            (102, Score::whole(-45)),
            (101, Score::whole(-105))
        ]
    );
}

#[test]
fn five_entrants_send_the_winner_of_game_one_and_the_top_three_of_game_two() {
    let players = ids(5);
    let run = play_strongest_ahead(&players);
    let (game1, game2) = run.two_qualifying_games();
    assert_eq!(game1.len(), 4);
    let sat_out: Vec<PlayerId> = players
        .iter()
        .copied()
        .filter(|p| !game1.contains(p))
        .collect();
    assert_eq!(sat_out.len(), 1);
    let winner1 = *game1.iter().max().unwrap();
    // Game 2 seats the four not yet qualified: everyone but the winner of game 1.
    let mut expected2 = set(&players);
    expected2.remove(&winner1);
    assert_eq!(game2, expected2);
    let mut top3 = strongest_first(game2.iter().copied());
    top3.truncate(3);
    let mut expected = vec![winner1];
    expected.extend(top3);
    assert_eq!(run.advancers(0), expected);
    assert_eq!(run.reason(0, 0), "1st in qualifying game 1 (+40)");
    assert_eq!(run.reason(0, 3), "3rd in qualifying game 2 (−15)");
    assert_eq!(
        run.tables(1).len(),
        3,
        "three finals games with five entrants"
    );
    assert_eq!(run.bracket.final_ranking().len(), 5);
}

#[test]
fn six_entrants_send_the_top_two_of_each_qualifying_game() {
    let players = ids(6);
    let run = play_strongest_ahead(&players);
    let (game1, game2) = run.two_qualifying_games();
    let first = strongest_first(game1.iter().copied());
    let qualified1 = &first[..2];
    let expected2: HashSet<PlayerId> = players
        .iter()
        .copied()
        .filter(|p| !qualified1.contains(p))
        .collect();
    assert_eq!(game2, expected2);
    let second = strongest_first(game2.iter().copied());
    let mut expected = qualified1.to_vec();
    expected.extend(&second[..2]);
    assert_eq!(run.advancers(0), expected);
    assert_eq!(run.cuts[0].reserves, second[2..].to_vec());
    let finals = run.tables(1);
    assert_eq!(finals.len(), 2);
    assert!(finals.iter().all(|r| seated(&r[0]) == set(&expected)));
    // Finals ranking first, then the others by qualifying score.
    let ranking = run.bracket.final_ranking();
    assert_eq!(
        ranking.iter().take(4).map(|r| r.stage).collect::<Vec<_>>(),
        [1; 4]
    );
    assert_eq!(ranking[4].stage, 0);
    assert_eq!(run.champion(), *expected.iter().max().unwrap());
}

#[test]
fn seven_entrants_play_two_games_at_fixed_tables_and_the_organizer_fills_the_table_of_three() {
    let players = ids(7);
    // The organizer is the strongest at the table: they win both games but never advance.
    let strength = |p: Option<PlayerId>| p.map_or(1000, i64::from);
    let run = play(new_bracket(&players, None), &|g| by_strength(g, &strength));
    let qualifying = run.tables(0);
    assert_eq!(qualifying.len(), 2);
    for round in &qualifying {
        assert_eq!(round.len(), 2);
        let organizer_seats: usize = round
            .iter()
            .map(|t| t.iter().filter(|s| s.is_none()).count())
            .sum();
        assert_eq!(organizer_seats, 1, "one seat filled by the organizer");
    }
    // The same players sit together in both games.
    assert_eq!(qualifying[0], qualifying[1]);
    let mut expected = Vec::new();
    for (index, table) in qualifying[0].iter().enumerate() {
        let present = strongest_first(table.iter().flatten().copied());
        let advanced: Vec<PlayerId> = run.cuts[0]
            .advancers
            .iter()
            .map(|a| a.player)
            .filter(|p| present.contains(p))
            .collect();
        assert_eq!(advanced, present[..2].to_vec(), "table {}", index + 1);
        expected.extend(advanced);
    }
    assert_eq!(set(&run.advancers(0)), set(&expected));
    let three = qualifying[0].iter().find(|t| t.contains(&None)).unwrap();
    let at_three = strongest_first(three.iter().flatten().copied());
    let reason = run.cuts[0]
        .advancers
        .iter()
        .find(|a| a.player == at_three[0])
        .unwrap()
        .reason
        .to_string();
    // Second to the organizer in both games: +10 twice.
    assert!(reason.starts_with("1st at table"), "{reason}");
    assert!(reason.ends_with("+20 over two games"), "{reason}");
    assert_eq!(
        run.bracket.final_ranking().len(),
        7,
        "the organizer is not ranked"
    );
}

#[test]
fn eight_entrants_send_the_two_best_combined_scores_of_each_table() {
    let players = ids(8);
    let run = play_strongest_ahead(&players);
    let qualifying = run.tables(0);
    assert_eq!(qualifying[0], qualifying[1]);
    assert!(qualifying[0].iter().all(|t| !t.contains(&None)));
    let mut expected = Vec::new();
    for table in &qualifying[0] {
        let present = strongest_first(table.iter().flatten().copied());
        expected.extend_from_slice(&present[..2]);
    }
    assert_eq!(run.advancers(0), expected);
    assert_eq!(run.reason(0, 0), "1st at table 1, +80 over two games");
    assert_eq!(run.reason(0, 1), "2nd at table 1, +20 over two games");
}

/// Eight entrants with every game of table 1 scripted by player: (game 1, game 2) scores.
fn eight_with_table_one(scores: [(i64, i64); 4], penalties: &[(usize, i64)]) -> Run {
    let mut bracket = new_bracket(&ids(8), None);
    bracket.seed = 9;
    for &(index, amount) in penalties {
        bracket.penalties.push(Penalty {
            player: 101 + index as u32,
            amount,
            stage: 0,
        });
    }
    // Seat the first game by hand so table 1 holds 101–104.
    for round in 0..2 {
        for (table, first) in [(0, 101), (1, 105)] {
            bracket.games.push(GameRecord {
                stage: 0,
                round,
                table,
                seats: (0..4).map(|i| Some(first + i)).collect(),
                result: None,
            });
        }
    }
    play(bracket, &|g| {
        if g.table == 0 && g.stage == 0 {
            let by_player = |i: usize| {
                Score::whole(if g.round == 0 {
                    scores[i].0
                } else {
                    scores[i].1
                })
            };
            let s = [by_player(0), by_player(1), by_player(2), by_player(3)];
            let mut order: Vec<usize> = (0..4).collect();
            order.sort_by_key(|&i| (std::cmp::Reverse(s[i]), i));
            let mut ranks = [0; 4];
            for (place, &i) in order.iter().enumerate() {
                ranks[i] = place as u8 + 1;
            }
            GameResult {
                scores: s.to_vec(),
                ranks: ranks.to_vec(),
            }
        } else {
            by_strength(g, &strongest_id)
        }
    })
}

#[test]
fn ties_at_the_cut_go_to_the_best_single_game_then_fewer_penalties_then_the_recorded_draw() {
    struct Case {
        name: &'static str,
        scores: [(i64, i64); 4],
        penalties: &'static [(usize, i64)],
        advance: [PlayerId; 2],
        note: &'static str,
    }
    let cases = [
        Case {
            name: "best single game",
            // 101 +50; 102 and 103 both +10, 103 with the better game (+30 against +20).
            scores: [(30, 20), (20, -10), (-20, 30), (-30, -40)],
            penalties: &[],
            advance: [101, 103],
            note: "ahead on best single game (+30 to +20)",
        },
        Case {
            name: "fewer penalties",
            // 102: +24 −2 = +22 with best +30; 103: +24 −2 … made level by one penalty each.
            scores: [(40, 30), (30, -6), (30, -8), (-100, -16)],
            penalties: &[(1, 2)],
            advance: [101, 103],
            note: "ahead on fewer penalties (0 to 2)",
        },
        Case {
            name: "recorded draw",
            scores: [(40, 30), (20, 0), (0, 20), (-60, -50)],
            penalties: &[],
            advance: [101, 0],
            note: "ahead by the recorded draw (seed 9)",
        },
    ];
    for case in cases {
        let run = eight_with_table_one(case.scores, case.penalties);
        let table1: Vec<&Advance> = run.cuts[0]
            .advancers
            .iter()
            .filter(|a| (101..=104).contains(&a.player))
            .collect();
        assert_eq!(table1.len(), 2, "{}", case.name);
        assert_eq!(table1[0].player, case.advance[0], "{}", case.name);
        if case.advance[1] != 0 {
            assert_eq!(table1[1].player, case.advance[1], "{}", case.name);
        } else {
            // The draw decides between 102 and 103; the same seed always decides the same way.
            assert!([102, 103].contains(&table1[1].player));
            let again = eight_with_table_one(case.scores, case.penalties);
            assert_eq!(again.cuts[0].advancers[1], *table1[1]);
        }
        assert!(
            table1[1].reason.to_string().contains(case.note),
            "{}: {}",
            case.name,
            table1[1].reason
        );
        assert!(table1[0].reason.to_string().starts_with("1st at table 1"));
    }
}
