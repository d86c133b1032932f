//! Cuts: who goes on after a stage and why, in the tie order docs/rules.md §5 gives (total, best
//! single game, fewer penalty points, then the bracket's recorded draw); the replacement for
//! a finalist who withdrew; the final ranking; and the snake that spreads qualifiers over
//! tables. Format planning is `format.rs`'s; seating a stage is `mod.rs`'s.

use super::*;

impl Bracket {
    /// Who goes on after `stage`, and why. The stage must be over.
    pub fn cut(&self, stage: usize) -> Result<Cut, BracketError> {
        if stage + 1 >= self.plan.len() {
            return Err(BracketError::NoNextStage);
        }
        if !self.stage_over(stage) {
            return Err(BracketError::StageNotOver);
        }
        let lines = self.lines(stage);
        let eligible = |p: &PlayerId| !self.withdrawn.contains(p);
        let spec = self.spec(stage).ok_or(BracketError::NoSuchStage(stage))?;
        let mut cut = Cut {
            advancers: Vec::new(),
            reserves: Vec::new(),
            table_of: HashMap::new(),
            reserve_table: HashMap::new(),
        };
        match &spec.cut {
            CutRule::GamePlaces(places) => {
                for (game, &needed) in places.iter().enumerate() {
                    let order: Vec<PlayerId> = self
                        .game_places(stage, game)
                        .into_iter()
                        .filter(eligible)
                        .filter(|p| !cut.advancers.iter().any(|a| a.player == *p))
                        .collect();
                    for (index, &player) in order.iter().enumerate() {
                        if index < needed {
                            let place = self.place_in_game(stage, game, player);
                            let score = self.score_in_game(stage, game, player);
                            cut.advancers.push(Advance {
                                player,
                                reason: AdvanceReason::GamePlace {
                                    place,
                                    game: game + 1,
                                    score,
                                },
                            });
                        } else if game + 1 == places.len() {
                            cut.reserves.push(player);
                        }
                    }
                }
            }
            CutRule::TopPerTable(n) => self.cut_per_table(stage, &lines, *n, 0, &mut cut),
            CutRule::TopPerTableAndBest { per_table, best } => {
                self.cut_per_table(stage, &lines, *per_table, *best, &mut cut)
            }
            CutRule::TopOverall(n) => {
                let ranked: Vec<&Line> = lines.iter().filter(|l| eligible(&l.player)).collect();
                let field = lines.len();
                for (place, line) in ranked.iter().enumerate() {
                    if place < *n {
                        let next = ranked.get(*n).filter(|_| place + 1 == *n);
                        cut.advancers.push(Advance {
                            player: line.player,
                            reason: AdvanceReason::Overall {
                                place: place + 1,
                                field,
                                rounds: spec.rounds,
                                total: line.total,
                                tie: next.and_then(|next| self.tie_note(line, next)),
                            },
                        });
                    } else {
                        cut.reserves.push(line.player);
                    }
                }
            }
            CutRule::Champion => return Err(BracketError::NoNextStage),
        }
        Ok(cut)
    }

    /// The cut per table: the top `n` of each table of `stage` by the stage's score, then the
    /// `best` strongest of the rest (whatever their table) by the same score.
    fn cut_per_table(&self, stage: usize, lines: &[Line], n: usize, best: usize, cut: &mut Cut) {
        let eligible = |p: &PlayerId| !self.withdrawn.contains(p);
        let Some(spec) = self.spec(stage) else { return };
        let tables = self.tables(stage);
        let semi_final = spec.kind == StageKind::SemiFinal;
        let mut reserves: Vec<(usize, PlayerId)> = Vec::new();
        for (index, table) in tables.iter().enumerate() {
            let ranked: Vec<&Line> = lines
                .iter()
                .filter(|l| table.contains(&l.player) && eligible(&l.player))
                .collect();
            for (place, line) in ranked.iter().enumerate() {
                if place < n {
                    let mut reason = placing(place, semi_final, index, line);
                    if let Some(next) = ranked.get(n).filter(|_| place + 1 == n) {
                        reason.tie = self.tie_note(line, next);
                    }
                    cut.table_of.insert(line.player, index);
                    cut.advancers.push(Advance {
                        player: line.player,
                        reason: AdvanceReason::AtTable(reason),
                    });
                } else {
                    reserves.push((place, line.player));
                    cut.reserve_table.insert(line.player, index);
                }
            }
        }
        // Third places first, then fourth; within a place by the stage's ranking.
        let position = |p: PlayerId| lines.iter().position(|l| l.player == p).unwrap_or(0);
        reserves.sort_by_key(|&(place, p)| (place, position(p)));
        // The best of the rest, by the stage's ranking whatever their table (for one, that is
        // the strongest runner-up); the rest stay reserves in the order above.
        let mut rest: Vec<(usize, PlayerId)> = reserves.clone();
        rest.sort_by_key(|&(_, p)| position(p));
        for (k, &(place, player)) in rest.iter().enumerate().take(best) {
            let Some(line) = lines.iter().find(|l| l.player == player) else {
                continue;
            };
            let table = cut.reserve_table.remove(&player).unwrap_or(0);
            let mut reason = placing(place, semi_final, table, line);
            let next = rest
                .get(k + 1)
                .filter(|_| k + 1 == best)
                .and_then(|&(_, p)| lines.iter().find(|l| l.player == p));
            if let Some(next) = next {
                reason.tie = self.tie_note(line, next);
            }
            cut.advancers.push(Advance {
                player,
                reason: AdvanceReason::BestOfRest(reason),
            });
            reserves.retain(|&(_, p)| p != player);
        }
        cut.reserves = reserves.into_iter().map(|(_, p)| p).collect();
    }

    fn place_in_game(&self, stage: usize, round: usize, player: PlayerId) -> usize {
        self.game_places(stage, round)
            .iter()
            .position(|&p| p == player)
            .map_or(0, |i| i + 1)
    }

    fn score_in_game(&self, stage: usize, round: usize, player: PlayerId) -> Score {
        self.stage_games(stage)
            .into_iter()
            .filter(|g| g.round == round)
            .find_map(|g| {
                let scores = g.scores();
                scores.iter().find(|(p, _)| *p == player).map(|&(_, s)| s)
            })
            .unwrap_or_default()
    }

    /// What the cut line's last advancer is told when the first one left out was level on
    /// total: which rule put them ahead (nothing when the totals differ).
    fn tie_note(&self, above: &Line, below: &Line) -> Option<TieNote> {
        let total = above.total;
        match separation(above, below) {
            Separation::Total => None,
            Separation::BestGame => Some(TieNote::BestGame {
                total,
                above: above.best_game.unwrap_or_default(),
                below: below.best_game.unwrap_or_default(),
            }),
            Separation::FewerPenalties => Some(TieNote::FewerPenalties {
                total,
                above: above.penalties,
                below: below.penalties,
            }),
            Separation::Draw => Some(TieNote::Draw {
                total,
                seed: self.seed.to_string(),
            }),
        }
    }

    /// The player who replaces `withdrawn` in `stage` (entered through the cut after
    /// `stage − 1`): the next one at the same table when the cut was per table, otherwise the
    /// first reserve, skipping anyone already in the stage or withdrawn. After a cut with the
    /// best of the rest (sanma's two semi-final tables) it is always the first reserve: the
    /// cut as it would be made without the player. When a table's winner leaves, their
    /// runner-up may already be in as the best of the rest, and then the other runner-up, not
    /// the third at the table, has earned the seat.
    pub fn replacement(&self, stage: usize, withdrawn: PlayerId) -> Option<Advance> {
        let previous = stage.checked_sub(1)?;
        // The cut as it was made, with the player still in it: otherwise the next at their
        // table would already count as qualified and the one after would be called.
        let mut as_made = self.clone();
        as_made.withdrawn.retain(|&p| p != withdrawn);
        let cut = as_made.cut(previous).ok()?;
        let roster = self.rosters.get(stage)?;
        let free = |p: &PlayerId| !roster.contains(p) && !self.withdrawn.contains(p);
        let best_of_rest = matches!(
            self.spec(previous).map(|spec| &spec.cut),
            Some(CutRule::TopPerTableAndBest { .. })
        );
        let same_table = cut
            .table_of
            .get(&withdrawn)
            .filter(|_| !best_of_rest)
            .and_then(|table| {
                cut.reserves
                    .iter()
                    .copied()
                    .filter(free)
                    .find(|p| cut.reserve_table.get(p) == Some(table))
            });
        let player = same_table.or_else(|| cut.reserves.iter().copied().find(free))?;
        let total = self
            .lines(previous)
            .into_iter()
            .find(|l| l.player == player)
            .map(|l| l.total)
            .unwrap_or_default();
        let by = match cut.reserve_table.get(&player) {
            _ if best_of_rest => ReplacedBy::BestOfRest,
            Some(table) => ReplacedBy::NextAtTable(table + 1),
            None => ReplacedBy::NextQualified,
        };
        Some(Advance {
            player,
            reason: AdvanceReason::Replacement {
                by,
                total,
                withdrawn: None,
            },
        })
    }

    /// Everyone ranked: those who reached the last stage first by its total, then those who
    /// stopped one stage earlier by that stage's total, and so on down to qualifying. The
    /// organizer's seat is never in a roster, so never ranked.
    pub fn final_ranking(&self) -> Vec<RankLine> {
        let mut placed: Vec<PlayerId> = Vec::new();
        let mut ranking = Vec::new();
        for stage in (0..self.rosters.len()).rev() {
            for line in self.lines(stage) {
                if placed.contains(&line.player) {
                    continue;
                }
                placed.push(line.player);
                ranking.push(RankLine {
                    place: ranking.len() + 1,
                    player: line.player,
                    stage,
                    total: line.total,
                    carried: line.carried,
                    game_total: line.game_total,
                    penalties: line.penalties,
                });
            }
        }
        ranking
    }
}

/// The order of the tie chain: higher total, better best game, fewer penalties, earlier in the
/// recorded draw.
pub(super) fn rank_key(
    line: &Line,
) -> (
    std::cmp::Reverse<Score>,
    std::cmp::Reverse<Option<Score>>,
    i64,
    usize,
) {
    // A best game is compared as it is, not as 0 when missing: Hong Kong Old Style scores go
    // below 0, and a player with a game of −8 has still played better than one with no game.
    (
        std::cmp::Reverse(line.total),
        std::cmp::Reverse(line.best_game),
        line.penalties,
        line.draw,
    )
}

/// Which rule puts `above` before `below`.
pub fn separation(above: &Line, below: &Line) -> Separation {
    if above.total != below.total {
        Separation::Total
    } else if above.best_game != below.best_game {
        Separation::BestGame
    } else if above.penalties != below.penalties {
        Separation::FewerPenalties
    } else {
        Separation::Draw
    }
}

/// Splits a ranked list into `tables` groups by a snake: 1..T, then T..1, and so on, so every
/// table gets a fair share of the strong and the weak qualifiers.
pub fn snake(ranked: &[PlayerId], tables: usize) -> Vec<Vec<PlayerId>> {
    let mut groups = vec![Vec::new(); tables.max(1)];
    for (index, &player) in ranked.iter().enumerate() {
        let lap = index / groups.len();
        let offset = index % groups.len();
        let table = if lap % 2 == 0 {
            offset
        } else {
            groups.len() - 1 - offset
        };
        groups[table].push(player);
    }
    groups
}

/// Where a player finished at their table, as the cut's reason says it: "2nd at table 3, +12.5
/// over 4 games", with what they carried from the stage before when they carried anything.
fn placing(place: usize, semi_final: bool, table: usize, line: &Line) -> TablePlace {
    TablePlace {
        place: place + 1,
        semi_final,
        table: table + 1,
        total: line.total,
        games: line.games,
        carried: line.carried,
        tie: None,
    }
}
