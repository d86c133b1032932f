//! The statistics pages' reads, one per page: the event's statistics with the score race, a
//! player's page (the standings' read with the player's own counts and places), a game's
//! points hand by hand, and the final report (standings, bracket and champion, statistics,
//! the rules and the seed of every draw). Each reads on one connection, replays the games from
//! their stored hands (`db::results`; a player's page only that player's games) and hands them
//! to `tournament::statistics` to count.
//! Nothing here writes, words or draws.

use super::standings::{PlayerStandings, Standings};
use super::{AppResult, Store};
use crate::app::tournaments;
use crate::db;
use crate::db::results::{ruleset_of, PlayedGame, Results};
use crate::db::rounds::RoundRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::statistics::{
    places_of, race, statistics, GameFacts, PenaltyFacts, PlacedGame, Race, Statistics, Tally,
};

pub use crate::db::players::PlayerRow;
pub use crate::db::tournaments::TournamentRow;

/// The event's statistics page.
pub struct EventStatistics {
    pub tournament: TournamentRow,
    pub players: Vec<PlayerRow>,
    pub statistics: Statistics,
    pub race: Race,
    /// Some game is played under a style with riichi: the riichi rate means something.
    pub has_riichi: bool,
}

/// What the statistics count, read from `results`: each game as the counts read it, and the
/// desk's penalties.
struct Counted {
    statistics: Statistics,
    race: Race,
    has_riichi: bool,
}

impl Counted {
    fn of(results: &Results) -> AppResult<(Self, Vec<GameFacts<'_>>)> {
        let games = results
            .games
            .iter()
            .map(game_facts)
            .collect::<AppResult<Vec<_>>>()?;
        let penalties: Vec<PenaltyFacts> = results
            .penalties
            .iter()
            .map(|p| PenaltyFacts {
                player: p.player_id,
                amount: p.amount,
                round: p.round_number,
            })
            .collect();
        let counted = Counted {
            statistics: statistics(&games, &penalties),
            race: race(&games, &penalties),
            has_riichi: games.iter().any(|g| g.has_riichi),
        };
        Ok((counted, games))
    }
}

/// A replayed game as the statistics read it: a game counts once it is over with every hand
/// confirmed, as in the standings.
fn game_facts(game: &PlayedGame) -> AppResult<GameFacts<'_>> {
    let people = game
        .info
        .people()
        .map(|(_, seat)| seat.map(|(id, _)| *id))
        .collect();
    let counts = game.sheet.ended && game.all_confirmed();
    let result = game
        .sheet
        .final_result
        .as_ref()
        .filter(|_| counts)
        .map(|f| {
            f.score
                .iter()
                .copied()
                .zip(f.rank.iter().copied())
                .collect()
        });
    Ok(GameFacts {
        round: game.info.round_number,
        people,
        hands: &game.hands,
        rows: &game.sheet.rows,
        result,
        has_riichi: ruleset_of(&game.info)?.riichi,
    })
}

/// Tournament `id`'s statistics, per player and for the event, and its score race.
pub async fn event(store: &Store, id: TournamentId) -> AppResult<EventStatistics> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let players = db::players::list(&mut conn, id.get()).await?;
    let results = Results::load(&mut conn, id.get()).await?;
    let (counted, _) = Counted::of(&results)?;
    Ok(EventStatistics {
        tournament,
        players,
        statistics: counted.statistics,
        race: counted.race,
        has_riichi: counted.has_riichi,
    })
}

/// A player's page: their standing, their counts and their place game by game.
pub struct PlayerPage {
    pub standings: PlayerStandings,
    pub tally: Tally,
    pub places: Vec<PlacedGame>,
    pub has_riichi: bool,
}

/// Player `player`'s page of tournament `id`; not found unless the player is the tournament's.
pub async fn player(store: &Store, id: TournamentId, player: PlayerId) -> AppResult<PlayerPage> {
    let mut conn = store.read().await?;
    let standings = super::standings::of_player_on(&mut conn, id, player).await?;
    // Only the player's own games: their counts and places read nothing else.
    let results = Results::load_player(&mut conn, id.get(), player).await?;
    let (counted, games) = Counted::of(&results)?;
    Ok(PlayerPage {
        tally: counted.statistics.of(player),
        places: places_of(&games, player),
        has_riichi: counted.has_riichi,
        standings,
    })
}

/// The final report of an event.
pub struct Report {
    pub standings: Standings,
    pub statistics: Statistics,
    pub race: Race,
    pub has_riichi: bool,
    /// Every round with the seed its seating was drawn from.
    pub rounds: Vec<RoundRow>,
    /// The rules the event was played under: the preset with the tournament's own settings;
    /// none for a ruleset this version does not know.
    pub rules: Option<Ruleset>,
}

/// Tournament `id`'s final report.
pub async fn report(store: &Store, id: TournamentId) -> AppResult<Report> {
    let mut conn = store.read().await?;
    let standings = super::standings::read_on(&mut conn, id).await?;
    let rounds = db::rounds::list(&mut conn, id.get()).await?;
    let results = Results::load(&mut conn, id.get()).await?;
    let (counted, _) = Counted::of(&results)?;
    let rules = rules_of(&standings.tournament);
    Ok(Report {
        standings,
        statistics: counted.statistics,
        race: counted.race,
        has_riichi: counted.has_riichi,
        rounds,
        rules,
    })
}

/// The ruleset the tournament plays: its preset with the tournament's own settings; none for
/// a ruleset this version does not know.
fn rules_of(tournament: &TournamentRow) -> Option<Ruleset> {
    let rules = Ruleset::preset(tournament.preset()?);
    Some(
        crate::tournament::rule_settings::ruleset_with(rules.clone(), &tournament.rule_settings)
            .unwrap_or(rules),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_are_the_tournaments_preset() {
        let tournament = TournamentRow {
            id: 1,
            name: "Riichi night".into(),
            event_date: String::new(),
            venue: String::new(),
            ruleset: "msmc-2016".into(),
            archived: false,
            rule_settings: String::new(),
            language: String::new(),
            owner_account_id: None,
        };
        let rules = rules_of(&tournament).expect("a preset");
        assert_eq!(rules.starting_points, 25_000);
        let unknown = TournamentRow {
            ruleset: "no-such-rules".into(),
            ..tournament
        };
        assert!(rules_of(&unknown).is_none());
    }
}
