//! Tests of brackets for large fields (qualifying rounds, snake-seeded semi-finals, a final
//! table), carried scores, penalties in the finals, replacements and the refusals of a cut.

use super::*;

fn play_large(n: usize, field: &LargeField) -> Run {
    let players = ids(n);
    play(new_bracket(&players, Some(field)), &|g| {
        by_strength(g, &strongest_id)
    })
}

#[test]
fn nine_entrants_play_qualifying_rounds_at_three_tables_of_three_then_the_top_four_play_the_final()
{
    let run = play_large(9, &large(4));
    let qualifying = run.tables(0);
    assert_eq!(qualifying.len(), 3);
    for round in &qualifying {
        assert_eq!(round.len(), 3);
        assert!(round.iter().all(|t| t.contains(&None)));
        let everyone: HashSet<PlayerId> = round.iter().flat_map(|t| seated(t)).collect();
        assert_eq!(everyone, set(&ids(9)));
    }
    let lines = run.bracket.lines(0);
    let expected: Vec<PlayerId> = lines.iter().take(4).map(|l| l.player).collect();
    assert_eq!(run.advancers(0), expected);
    assert!(run.cuts[0].advancers[0]
        .reason
        .to_string()
        .starts_with("1st of 9 after 3 qualifying rounds, "));
    assert_eq!(run.bracket.plan.len(), 2);
    assert_eq!(run.bracket.final_ranking().len(), 9);
}

#[test]
fn sixteen_entrants_cut_to_eight_play_two_snake_seeded_semi_final_tables_then_the_top_two_of_each()
{
    let run = play_large(16, &large(8));
    let (cut, semis) = run.cut_to_two_semi_tables(8);
    // Snake: table 1 takes places 1, 4, 5, 8; table 2 places 2, 3, 6, 7.
    let table_of =
        |places: [usize; 4]| -> HashSet<PlayerId> { places.iter().map(|&p| cut[p - 1]).collect() };
    let found: Vec<HashSet<PlayerId>> = semis[0].iter().map(|t| seated(t)).collect();
    assert_eq!(found, [table_of([1, 4, 5, 8]), table_of([2, 3, 6, 7])]);
    let finalists = run.advancers(1);
    assert_eq!(finalists.len(), 4);
    for (table, reasons) in run.cuts[1].advancers.chunks(2).enumerate() {
        assert!(reasons[0]
            .reason
            .to_string()
            .starts_with(&format!("1st at semi-final table {}", table + 1)));
        assert!(found[table].contains(&reasons[1].player));
    }
    let ranking = run.bracket.final_ranking();
    assert_eq!(ranking.len(), 16);
    let stages: Vec<usize> = ranking.iter().map(|r| r.stage).collect();
    assert_eq!(&stages[..4], &[2; 4]);
    assert_eq!(&stages[4..8], &[1; 4]);
    assert_eq!(&stages[8..], &[0; 8]);
}

/// Asserts that the cut was seated by snake at `tables` semi-final tables and that the winner
/// (the strongest) of each table went on to the final.
fn assert_snake_semis_send_each_winner(run: &Run, tables: usize) {
    let semis = run.tables(1);
    assert_eq!(semis[0].len(), tables);
    let cut = run.advancers(0);
    let expected: Vec<HashSet<PlayerId>> = snake(&cut, tables).iter().map(|t| set(t)).collect();
    let found: Vec<HashSet<PlayerId>> = semis[0].iter().map(|t| seated(t)).collect();
    assert_eq!(found, expected);
    let winners: Vec<PlayerId> = found.iter().map(|t| *t.iter().max().unwrap()).collect();
    assert_eq!(run.advancers(1), winners);
}

#[test]
fn thirty_two_entrants_cut_to_sixteen_send_the_winner_of_each_of_four_semi_final_tables() {
    let run = play_large(32, &large(16));
    assert_eq!(run.tables(0)[0].len(), 8, "eight qualifying tables");
    assert_snake_semis_send_each_winner(&run, 4);
}

#[test]
fn sixty_four_entrants_cut_straight_to_a_final_table_of_four() {
    let run = play_large(64, &large(4));
    assert_eq!(run.tables(0).len(), 3);
    assert!(run.tables(0).iter().all(|r| r.len() == 16));
    let finalists = run.advancers(0);
    let best = run.leaders(0, 4);
    assert_eq!(finalists, best);
    assert_eq!(run.tables(1).len(), 2);
    assert_eq!(run.bracket.final_ranking().len(), 64);
}

#[test]
fn snake_spreads_the_ranking_over_the_tables() {
    assert_eq!(
        snake(&[1, 2, 3, 4, 5, 6, 7, 8], 2),
        [vec![1, 4, 5, 8], vec![2, 3, 6, 7]]
    );
    assert_eq!(
        snake(&(1..=16).collect::<Vec<_>>(), 4),
        [
            vec![1, 8, 9, 16],
            vec![2, 7, 10, 15],
            vec![3, 6, 11, 14],
            vec![4, 5, 12, 13]
        ]
    );
}

/// Game `round` of `stage` at table 1 with player 101 seated East and no one else recorded.
fn alone_game(stage: usize, round: usize, result: Option<GameResult>) -> GameRecord {
    GameRecord {
        stage,
        round,
        table: 0,
        seats: vec![Some(101), None, None, None],
        result,
    }
}

/// A result where East scores `east` and the other seats nothing.
fn alone_result(east: Score, ranks: [u8; 4]) -> GameResult {
    GameResult {
        scores: vec![east, Score::default(), Score::default(), Score::default()],
        ranks: ranks.to_vec(),
    }
}

/// `player`'s line of `stage`.
fn line_of(bracket: &Bracket, stage: usize, player: PlayerId) -> Line {
    bracket
        .lines(stage)
        .into_iter()
        .find(|l| l.player == player)
        .unwrap()
}

#[test]
fn carried_scores_start_the_next_stage_from_all_half_or_nothing() {
    for (carry, expected) in [(Carry::Reset, 0), (Carry::Keep, 100), (Carry::Half, 50)] {
        let mut field = large(8);
        field.semi_carry = carry;
        let mut bracket = new_bracket(&ids(16), Some(&field));
        bracket.rosters.push(ids(8));
        for round in 0..3 {
            bracket.games.push(alone_game(0, round, None));
        }
        bracket.penalties.push(Penalty {
            player: 101,
            amount: 5,
            stage: 0,
        });
        for game in &mut bracket.games {
            game.result = Some(alone_result(Score::from_hundredths(3500), [1, 2, 3, 4]));
        }
        // 3 × 35 − 5 = 100 in qualifying.
        let line = line_of(&bracket, 1, 101);
        assert_eq!(line.carried, Score::whole(expected), "{carry:?}");
    }
}

#[test]
fn penalties_given_in_the_finals_count_only_in_the_finals() {
    let mut bracket = new_bracket(&ids(6), None);
    bracket.rosters.push(vec![101, 102, 103, 104]);
    bracket.penalties = vec![
        Penalty {
            player: 101,
            amount: 4,
            stage: 0,
        },
        Penalty {
            player: 102,
            amount: 6,
            stage: 1,
        },
    ];
    let finals = bracket.lines(1);
    let of = |p: PlayerId| finals.iter().find(|l| l.player == p).unwrap().clone();
    assert_eq!(
        of(101).total,
        Score::default(),
        "reset: qualifying penalty stays behind"
    );
    assert_eq!(of(102).total, Score::whole(-6));
    assert_eq!(of(102).penalties, 6);
    assert_eq!(bracket.lines(0)[5].penalties, 4);
}

#[test]
fn a_finalist_who_withdraws_before_the_finals_is_replaced_by_the_next_at_their_table() {
    let run = play_strongest_ahead(&ids(8));
    let mut bracket = run.bracket.clone();
    // Back to just after the cut: no finals game seated yet.
    bracket.games.retain(|g| g.stage == 0);
    let leaving = run.cuts[0].advancers[0].player;
    bracket.withdrawn.push(leaving);
    assert_eq!(
        bracket.progress(),
        Progress::Replace {
            stage: 1,
            player: leaving
        }
    );
    let table = bracket.tables(0)[0].clone();
    let mut at_table: Vec<PlayerId> = table.clone();
    at_table.sort_unstable_by(|a, b| b.cmp(a));
    let replacement = bracket.replacement(1, leaving).unwrap();
    assert_eq!(
        replacement.player, at_table[2],
        "the third at the same table"
    );
    assert!(replacement
        .reason
        .to_string()
        .starts_with("next at table 1 (−30)"));
    let position = bracket.rosters[1]
        .iter()
        .position(|&p| p == leaving)
        .unwrap();
    bracket.rosters[1][position] = replacement.player;
    assert_eq!(bracket.progress(), Progress::Seat { stage: 1, round: 0 });
}

#[test]
fn a_cut_is_refused_until_every_game_of_the_stage_is_finished() {
    let mut bracket = new_bracket(&ids(6), None);
    assert_eq!(bracket.cut(0), Err(BracketError::StageNotOver));
    let seating = bracket.seat(0, 0, 1).unwrap();
    bracket.games.push(GameRecord {
        stage: 0,
        round: 0,
        table: 0,
        seats: seating.tables[0].seats.clone(),
        result: None,
    });
    assert_eq!(bracket.progress(), Progress::Playing { stage: 0 });
    assert_eq!(bracket.cut(0), Err(BracketError::StageNotOver));
}

#[test]
fn the_same_seed_always_seats_the_same_tables() {
    let bracket = new_bracket(&ids(8), None);
    assert_eq!(
        bracket.seat(0, 0, 5).unwrap(),
        bracket.seat(0, 0, 5).unwrap()
    );
}

#[test]
fn ordinals_and_signed_scores_read_as_people_write_them() {
    let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal).to_vec();
    assert_eq!(
        words,
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
    );
    assert_eq!(signed(Score::whole(35)), "+35");
    assert_eq!(signed(Score::whole(-7)), "−7");
    assert_eq!(signed(Score::default()), "0");
}

#[test]
fn large_field_qualifying_rounds_seat_nobody_with_the_same_opponent_twice() {
    // docs/rules.md §5: more than 8 entrants play qualifying rounds seated to avoid repeat meetings.
    let field = large_with_rounds(5, 4);
    let run = play_large(16, &field);
    let rounds = run.tables(0);
    assert_eq!(rounds.len(), 5);
    let mut met = HashSet::new();
    for round in &rounds {
        for table in round {
            let players: Vec<PlayerId> = seated(table).into_iter().collect();
            for (i, a) in players.iter().enumerate() {
                for b in &players[i + 1..] {
                    assert!(met.insert((*a.min(b), *a.max(b))), "{a} and {b} meet twice");
                }
            }
        }
    }
    assert_eq!(
        met.len(),
        120,
        "sixteen players over five rounds meet everyone once"
    );
}

#[test]
fn a_bracket_with_more_stages_entered_than_its_plan_answers_without_panicking() {
    let mut bracket = new_bracket(&ids(6), None);
    let stages = bracket.plan.len();
    bracket.rosters = vec![ids(6); stages + 2];
    let beyond = stages + 1;
    assert_eq!(bracket.current_stage(), beyond);
    assert_eq!(bracket.progress(), Progress::Finished);
    assert_eq!(
        bracket.seat(beyond, 0, 7).unwrap_err(),
        BracketError::NoSuchStage(beyond)
    );
    assert_eq!(bracket.cut(beyond).unwrap_err(), BracketError::NoNextStage);
    assert_eq!(bracket.lines(beyond).len(), 6);
    assert_eq!(bracket.seating_seed(beyond, 9), 9);
}

// Sanma (docs/rules.md §6): every stage at tables of three, with its own cuts.

fn new_sanma_bracket(entrants: &[PlayerId], large: Option<&LargeField>) -> Bracket {
    Bracket {
        plan: plan_for(TableSize::THREE, entrants.len(), large).expect("a plan"),
        ..new_bracket(&ids(4), None)
    }
    .with_roster(entrants)
}

impl Bracket {
    fn with_roster(mut self, entrants: &[PlayerId]) -> Bracket {
        self.rosters = vec![entrants.to_vec()];
        self
    }
}

/// A sanma game won by strength (the higher id places higher): first +45, second the
/// player's own id minus 110 (so runners-up differ), third −45. There is no fourth seat.
fn sanma_by_strength(game: &GameRecord) -> GameResult {
    assert_eq!(game.seats.len(), 3, "a table of three has no North");
    let mut order: Vec<usize> = (0..3).collect();
    order.sort_by_key(|&s| (std::cmp::Reverse(game.seats[s]), s));
    let mut result = unplaced(3);
    for (place, &seat) in order.iter().enumerate() {
        result.ranks[seat] = place as u8 + 1;
        let id = i64::from(game.seats[seat].unwrap_or(0));
        result.scores[seat] = Score::whole([45, id - 110, -45][place]);
    }
    result
}

fn play_sanma(n: usize, field: Option<&LargeField>) -> Run {
    play(new_sanma_bracket(&ids(n), field), &sanma_by_strength)
}

/// Every game of the run seats exactly three players and no organizer.
fn assert_tables_of_three(run: &Run) {
    for game in &run.bracket.games {
        assert_eq!(
            game.seats.iter().flatten().count(),
            3,
            "stage {} game {}: {:?}",
            game.stage,
            game.round,
            game.seats
        );
        assert_eq!(game.seats.get(3), None);
    }
}

#[test]
fn sanma_plans_a_final_table_for_three_and_the_organizers_cuts_of_three_six_or_nine_above() {
    let three = plan_for(TableSize::THREE, 3, None).unwrap();
    assert_eq!(three.len(), 1);
    assert_eq!((three[0].kind, three[0].rounds), (StageKind::Final, 3));
    assert_eq!(
        plan_for(TableSize::THREE, 2, None),
        Err(BracketError::TooFewForThree(2))
    );
    for n in [4, 6, 8, 9] {
        assert_eq!(
            plan_for(TableSize::THREE, n, None),
            Err(BracketError::NeedsLargeField(n)),
            "{n} sanma entrants choose a plan"
        );
    }
    assert_eq!(
        plan_for(TableSize::THREE, 12, Some(&large(4))),
        Err(BracketError::BadCutForThree(4))
    );
    assert_eq!(
        plan_for(TableSize::THREE, 9, Some(&large(9))),
        Err(BracketError::CutTooLarge {
            cut: 9,
            entrants: 9
        })
    );
    let shape = |n: usize, cut: usize| -> Vec<(StageKind, CutRule)> {
        let stages = plan_for(TableSize::THREE, n, Some(&large(cut))).unwrap();
        assert!(stages.iter().all(|s| s.table == TableSize::THREE));
        stages.into_iter().map(|s| (s.kind, s.cut)).collect()
    };
    assert_eq!(
        shape(9, 3),
        [
            (StageKind::Qualifying, CutRule::TopOverall(3)),
            (StageKind::Final, CutRule::Champion)
        ]
    );
    assert_eq!(
        shape(12, 6),
        [
            (StageKind::Qualifying, CutRule::TopOverall(6)),
            (
                StageKind::SemiFinal,
                CutRule::TopPerTableAndBest {
                    per_table: 1,
                    best: 1
                }
            ),
            (StageKind::Final, CutRule::Champion)
        ]
    );
    assert_eq!(
        shape(12, 9)[1],
        (StageKind::SemiFinal, CutRule::TopPerTable(1))
    );
    // Tables of four keep the club's cuts and formats.
    assert_eq!(cuts_for(TableSize::FOUR), [4, 8, 16]);
    assert_eq!(cuts_for(TableSize::THREE), [3, 6, 9]);
    assert!(plan(9, Some(&large(4)))
        .unwrap()
        .iter()
        .all(|s| s.table == TableSize::FOUR));
}

#[test]
fn three_sanma_entrants_play_three_finals_games_at_one_table_of_three() {
    let run = play_sanma(3, None);
    assert!(run.cuts.is_empty());
    assert_tables_of_three(&run);
    let finals = run.tables(0);
    assert_eq!(finals.len(), 3);
    assert!(finals.iter().all(|r| r.len() == 1));
    let order: Vec<(PlayerId, Score)> = run
        .bracket
        .final_ranking()
        .iter()
        .map(|r| (r.player, r.total))
        .collect();
    // 103 wins every game (+45 × 3); 102 is second every time (102 − 110 = −8).
    assert_eq!(
        order,
        [
            (103, Score::whole(135)),
            (102, Score::whole(-24)),
            (101, Score::whole(-135))
        ]
    );
}

#[test]
fn nine_sanma_entrants_meet_nobody_twice_in_qualifying_then_the_top_three_play_the_final_table() {
    let field = large_with_rounds(4, 3);
    let run = play_sanma(9, Some(&field));
    assert_tables_of_three(&run);
    let qualifying = run.tables(0);
    assert_eq!(qualifying.len(), 4);
    let mut met = HashSet::new();
    for round in &qualifying {
        assert_eq!(round.len(), 3, "three tables of three");
        for table in round {
            let players: Vec<PlayerId> = seated(table).into_iter().collect();
            for (i, a) in players.iter().enumerate() {
                for b in &players[i + 1..] {
                    assert!(met.insert((*a.min(b), *a.max(b))), "{a} and {b} meet twice");
                }
            }
        }
    }
    assert_eq!(met.len(), 36, "a Kirkman schedule: every pair meets once");
    let top3 = run.leaders(0, 3);
    assert_eq!(run.advancers(0), top3);
    assert!(run.cuts[0].advancers[2]
        .reason
        .to_string()
        .starts_with("3rd of 9 after 4 qualifying rounds, "));
    let finals = run.tables(1);
    assert_eq!(finals.len(), 2, "two final games");
    assert_eq!(seated(&finals[0][0]), set(&top3));
    let ranking = run.bracket.final_ranking();
    assert_eq!(ranking.len(), 9);
    assert_eq!(ranking[0].player, *top3.iter().max().unwrap());
    assert!(ranking[..3].iter().all(|r| r.stage == 1));
    assert!(ranking[3..].iter().all(|r| r.stage == 0));
}

#[test]
fn a_sanma_cut_to_six_sends_the_winner_of_each_semi_final_table_and_the_better_runner_up() {
    let run = play_sanma(12, Some(&large(6)));
    assert_tables_of_three(&run);
    let (cut, semis) = run.cut_to_two_semi_tables(6);
    // Snake over two tables of three: places 1, 4, 5 and 2, 3, 6.
    let found: Vec<HashSet<PlayerId>> = semis[0].iter().map(|t| seated(t)).collect();
    let table_of =
        |places: [usize; 3]| -> HashSet<PlayerId> { places.iter().map(|&p| cut[p - 1]).collect() };
    assert_eq!(found, [table_of([1, 4, 5]), table_of([2, 3, 6])]);
    let sorted = |t: &HashSet<PlayerId>| strongest_first(t.iter().copied());
    let (one, two) = (sorted(&found[0]), sorted(&found[1]));
    // Runners-up score their id − 110 per game: the higher id is the better runner-up.
    let runner_up = one[1].max(two[1]);
    let finalists = run.advancers(1);
    assert_eq!(finalists, [one[0], two[0], runner_up]);
    let reasons: Vec<String> = run.cuts[1]
        .advancers
        .iter()
        .map(|a| a.reason.to_string())
        .collect();
    assert!(reasons[0].starts_with("1st at semi-final table 1, +90 over two games"));
    assert!(reasons[1].starts_with("1st at semi-final table 2, +90 over two games"));
    let runner_up_table = if one[1] == runner_up { 1 } else { 2 };
    assert!(
        reasons[2].starts_with(&format!(
            "best of the rest: 2nd at semi-final table {runner_up_table}, "
        )),
        "{}",
        reasons[2]
    );
    // The other runner-up is the first reserve, then the thirds.
    assert_eq!(run.cuts[1].reserves[0], one[1].min(two[1]));
    assert_eq!(run.cuts[1].reserves.len(), 3);
    let finals = run.tables(2);
    assert_eq!(seated(&finals[0][0]), set(&finalists));
    let ranking = run.bracket.final_ranking();
    let stages: Vec<usize> = ranking.iter().map(|r| r.stage).collect();
    assert_eq!(stages, [2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn a_sanma_cut_to_nine_sends_the_winner_of_each_of_three_semi_final_tables() {
    let run = play_sanma(15, Some(&large(9)));
    assert_tables_of_three(&run);
    assert_snake_semis_send_each_winner(&run, 3);
    assert_eq!(run.tables(2)[0].len(), 1, "one final table");
}

// Hong Kong Old Style (docs/rules.md §7) plays the four-player formats with its points, from 0 and
// often below it, as the game scores.

#[test]
fn hong_kong_points_below_zero_rank_and_break_ties_at_the_cut_like_any_score() {
    // Table 1 over two games: 103 +64; 101 −8 −8 = −16 with best −8; 102 −24 +8 = −16 with
    // best +8; 104 −32 −0 = −32. Level on −16, 102 goes on by the better single game.
    let run = eight_with_table_one([(-8, -8), (-24, 8), (56, 8), (-24, -8)], &[]);
    let table1: Vec<&Advance> = run.cuts[0]
        .advancers
        .iter()
        .filter(|a| (101..=104).contains(&a.player))
        .collect();
    assert_eq!(table1[0].player, 103);
    assert_eq!(
        table1[0].reason.to_string(),
        "1st at table 1, +64 over two games"
    );
    assert_eq!(table1[1].player, 102);
    assert!(
        table1[1]
            .reason
            .to_string()
            .ends_with("level on −16 with the next player, ahead on best single game (+8 to −8)"),
        "{}",
        table1[1].reason
    );
    let lines = run.bracket.lines(0);
    let ordered: Vec<PlayerId> = lines
        .iter()
        .filter(|l| (101..=104).contains(&l.player))
        .map(|l| l.player)
        .collect();
    assert_eq!(ordered, [103, 102, 101, 104]);
}

#[test]
fn a_negative_total_carries_whole_or_half_toward_zero() {
    for (carry, expected) in [
        (Carry::Reset, 0),
        (Carry::Keep, -3300),
        (Carry::Half, -1650),
    ] {
        let mut field = large(4);
        field.final_carry = carry;
        let mut bracket = new_bracket(&ids(9), Some(&field));
        bracket.rosters.push(vec![101, 102, 103, 104]);
        let result = alone_result(Score::whole(-33), [4, 1, 2, 3]);
        bracket.games.push(alone_game(0, 0, Some(result)));
        let line = line_of(&bracket, 1, 101);
        assert_eq!(line.carried, Score::from_hundredths(expected), "{carry:?}");
        assert_eq!(line.total, line.carried);
    }
    assert_eq!(signed(Score::from_hundredths(-1650)), "−16.5");
}

#[test]
fn a_player_with_a_game_below_zero_ranks_above_a_level_player_with_no_game() {
    // 101 carries +8 into the finals and loses 8 in its one game: 0, best game −8. 102 has
    // played nothing yet: 0, no game. A missing game is no game, not a game of 0.
    let mut field = large(4);
    field.final_carry = Carry::Keep;
    let mut bracket = new_bracket(&ids(9), Some(&field));
    bracket.rosters.push(vec![101, 102, 103, 104]);
    let game = |stage, score| {
        let result = alone_result(Score::whole(score), [1, 2, 3, 4]);
        alone_game(stage, 0, Some(result))
    };
    bracket.games = vec![game(0, 8), game(1, -8)];
    let lines = bracket.lines(1);
    let level: Vec<(PlayerId, Score)> = lines
        .iter()
        .filter(|l| l.total == Score::default())
        .map(|l| (l.player, l.total))
        .collect();
    assert_eq!(level[0].0, 101, "{lines:?}");
}

#[test]
fn after_a_sanma_cut_to_six_a_withdrawn_finalist_is_replaced_by_the_best_of_the_rest() {
    let run = play_sanma(12, Some(&large(6)));
    let semis: Vec<Vec<PlayerId>> = run.bracket.tables(1);
    let mut after_cut = run.bracket.clone();
    // Back to just after the semi-final cut: no final game seated yet.
    after_cut.games.retain(|g| g.stage < 2);
    let cut = &run.cuts[1];
    let wildcard = cut.advancers[2].player;
    let wildcard_table = semis.iter().position(|t| t.contains(&wildcard)).unwrap();
    let other_runner_up = cut.reserves[0];
    // The winner of the wildcard's own table leaves: the wildcard is already in, so the seat
    // goes to the other runner-up, not to the third at that table.
    let leaving = cut.advancers[wildcard_table].player;
    let mut bracket = after_cut.clone();
    bracket.withdrawn.push(leaving);
    assert_eq!(
        bracket.progress(),
        Progress::Replace {
            stage: 2,
            player: leaving
        }
    );
    let replacement = bracket.replacement(2, leaving).unwrap();
    assert_eq!(replacement.player, other_runner_up);
    let said = replacement.reason.to_string();
    assert!(
        said.starts_with("best of the rest (")
            && said.ends_with("in place of a finalist who withdrew"),
        "{}",
        replacement.reason
    );
    // The best of the rest leaves: the other runner-up again.
    let mut bracket = after_cut;
    bracket.withdrawn.push(wildcard);
    assert_eq!(
        bracket.replacement(2, wildcard).unwrap().player,
        other_runner_up
    );
}

#[test]
fn five_sanma_entrants_qualify_with_the_organizer_completing_a_table_of_two() {
    let field = large_with_rounds(2, 3);
    let run = play_sanma(5, Some(&field));
    for round in run.tables(0) {
        // 5 = a table of three and a table of two with the organizer; nobody sits out.
        let mut sizes: Vec<usize> = round.iter().map(|t| seated(t).len()).collect();
        sizes.sort_unstable();
        assert_eq!(sizes, [2, 3]);
        let everyone: HashSet<PlayerId> = round.iter().flat_map(|t| seated(t)).collect();
        assert_eq!(everyone, set(&ids(5)));
        // Three seats a table and no fourth; at the short table one of them is the organizer.
        assert!(round.iter().all(|t| t.len() == 3));
        let organizer = round.iter().flatten().filter(|s| s.is_none()).count();
        assert_eq!(organizer, 1);
    }
    let finals = run.tables(1);
    assert_eq!(finals.len(), 2);
    assert_eq!(seated(&finals[0][0]).len(), 3);
    assert_eq!(run.bracket.final_ranking().len(), 5);
}

#[test]
fn the_fifth_person_at_an_american_table_of_five_counts_in_the_stage_like_the_four() {
    let mut bracket = new_bracket(&ids(6), None);
    let score = Score::whole;
    bracket.games.push(GameRecord {
        stage: 0,
        round: 0,
        table: 0,
        seats: vec![Some(101), Some(102), Some(103), Some(104), Some(105)],
        result: Some(GameResult {
            scores: vec![score(40), score(-90), score(-60), score(-40), score(150)],
            ranks: vec![2, 5, 4, 3, 1],
        }),
    });
    let lines = bracket.lines(0);
    assert_eq!(
        lines[0].player, 105,
        "the fifth person's 150 leads the stage"
    );
    assert_eq!((lines[0].games, lines[0].total), (1, score(150)));
    assert_eq!(bracket.tables(0), [vec![101, 102, 103, 104, 105]]);
    let unplayed = lines.iter().find(|l| l.player == 106).unwrap();
    assert_eq!(unplayed.games, 0);
}
