//! The hand form's fields as typed, read from a posted form or shown from a stored hand: the
//! form ([`HandForm`], one [`SeatFields`] per seat), the table a hand was played at
//! ([`TableAt`]), what is wrong with a form ([`HandFormError`]) and a seat of the form as the
//! page shows it ([`SeatView`]). A leaf: the style parts read these fields, and
//! `web::hand_form` asks the style parts to read a winner, so nothing here names a style.

use crate::engine::game::{Bet, FalseWinKind, Hand, LimitValue, Outcome, Seat, Winner};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::{TableSize, WIND_NAMES};
use crate::engine::sheet::{PlayerScore, WinnerFacts};
use crate::web::calculator::tiles::{Flags, Table, TilesFields};
use crate::web::calculator::view::{HandTiles, ScoreView};
use crate::web::i18n::Words;
use std::collections::HashMap;

/// The form as typed (every field a string), which is also what the page shows again.
#[derive(Debug, Clone, Default)]
pub struct HandForm {
    pub outcome: String,
    pub discarder: String,
    pub offender: String,
    pub dealer_stops: bool,
    /// The round's time ran out during this hand (the ruleset's time rule may end the game).
    pub time_up: bool,
    /// The form's random key: a form sent twice (the back button, a phone retrying) is
    /// recognised by it as already saved.
    pub key: String,
    /// One per seat of the game's table, East first (its chairs: four at an American table of
    /// five, where one person sits each hand out). A posted form holds every wind's seat it
    /// sent, so that a box ticked for a seat nobody sits in is refused, not dropped.
    pub seats: Vec<SeatFields>,
    /// Dora and ura dora indicators, shared by every winner of the hand.
    pub dora: String,
    pub ura: String,
    /// At an American table of five: the bettor's bet, the chair ("0"–"3") of the player bet
    /// on or "wall"; empty where nobody bets.
    pub bet: String,
    /// At a tag-team table (Mangan, docs/rules.md §15): per seat, East first, the person (a
    /// number 0–7, as they sat for the first hand) seated there when the hand ended, from the
    /// fields `seated0`…`seated3`; empty elsewhere.
    pub seated: Vec<String>,
}

/// Where the hand on the form was played: what the tiles need besides themselves.
#[derive(Debug, Clone, Copy)]
pub struct TableAt<'a> {
    pub dealer: Seat,
    /// `E`, `S`, `W` or `N`: the round's wind (the prevalent wind).
    pub round_wind: &'static str,
    pub honba: u32,
    /// Deposits on the table before this hand's riichi declarations.
    pub deposits: u32,
    pub rules: &'a Ruleset,
    /// Hong Kong Old Style: deals in a row the dealer kept before this hand.
    pub dealer_keeps: u32,
    /// Every starting seat's wind in this hand, as the game seats its players (`Seat::EAST`
    /// deals): not every style's winds turn round the starting seats (MCR's players change
    /// seats between wind rounds).
    pub winds: [Seat; 4],
    /// The words the form's reader reads: a scored hand's preview is shown in them.
    pub words: Words,
}

impl TableAt<'_> {
    /// The table as the calculator scores `seat`'s tiles at it: the seat's wind this hand, the
    /// round wind, and the counters and riichi sticks given (Hong Kong Old Style has none).
    pub fn seen_from(&self, seat: Seat, honba: u32, riichi_sticks: u32) -> Table {
        Table {
            seat_wind: (self.rules.style_rules())
                .tile_seat_wind(seat.wind_in_hand(self.dealer, self.rules.table))
                .wind_letter()
                .unwrap_or_default(),
            round_wind: self.round_wind,
            honba,
            riichi_sticks,
        }
    }

    /// `seat`'s wind in this hand as its letter (`E` deals), from the game's seating.
    pub fn wind_letter_of(&self, seat: Seat) -> &'static str {
        self.winds
            .get(seat.index())
            .and_then(|w| w.wind_letter())
            .unwrap_or("E")
    }
}

/// A winner scored from tiles, for the preview: name, tiles, score.
pub type TilesPreview = (String, HandTiles, ScoreView);

#[derive(Debug, Clone, Default)]
pub struct SeatFields {
    pub win: bool,
    pub value: String,
    pub fu: String,
    pub pao: String,
    pub riichi: bool,
    pub tenpai: bool,
    pub nagashi: bool,
    pub dead: bool,
    /// The winner's tiles; `dora` and `ura` stay empty here (they are the form's).
    pub tiles: TilesFields,
    /// Situation flags for the tiles; `tsumo` follows the outcome and `riichi` the riichi box.
    pub flags: Flags,
    /// Hong Kong Old Style: the table penalty chosen (the choices Hong Kong Old Style offers) and, for
    /// dropped tiles, how many.
    pub penalty: String,
    pub dropped: String,
    /// MCR: the false win declared, if any (`under_minimum` or `not_winning`).
    pub false_win: String,
    /// MCR: a fan typed beside the value chips (any total from 8 up); it wins over a chip.
    pub fan: String,
    /// Zung Jung: points typed beside the value chips; they win over a chip. Vietnamese: the
    /// hand's value before its bonuses, the same way. Chinese Classical: the seat's points
    /// after a win.
    pub points: String,
    /// Vietnamese: each bonus sent (`bonus{i}-{id}`) with how many times, as sent (a box
    /// ticked sends `1`), in the order of the field names.
    pub bonuses: Vec<(String, String)>,
    /// Clear Mahjong: the condition yaku ticked (`clear{i}-{id}`), by id, in the order of the
    /// field names.
    pub conditions: Vec<String>,
    /// Chinese Classical: the seat's doubles, its limit hand, and the entries of the style's
    /// list picked with how many times, `(id, count)` as typed (`pick{i}:{id}`, the empty and
    /// zero counts left out).
    pub doubles: String,
    pub limit: bool,
    pub picks: Vec<(String, String)>,
    /// Hong Kong Old Style: flowers and seasons held, by number as typed (`13`).
    pub flowers: String,
    pub seasons: String,
    /// MCR: the winning tile was the last of its kind (the other three already shown).
    pub fourth_tile: bool,
    /// Hong Kong Old Style situations: kong-on-kong, gift of heaven, of earth, of man.
    pub kong_on_kong: bool,
    pub heaven: bool,
    pub earth: bool,
    pub man: bool,
    /// American: the hand was won without jokers, a Singles and Pairs hand, the card's mark
    /// and the hand's line, as typed.
    pub jokerless: bool,
    pub singles_and_pairs: bool,
    pub mark: String,
    pub line: String,
    /// American: which seats challenged this seat's hand as dead, and whether it was.
    pub challenged_by: [bool; 4],
    pub found_dead: bool,
}

/// What is wrong with the form's shape.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandFormError {
    #[error("Choose what happened: ron, tsumo, draw, abortive draw or chombo.")]
    NoOutcome,
    #[error("Choose who discarded the winning tile.")]
    NoDiscarder,
    #[error("Tick the winner (or winners, on a win by discard).")]
    NoWinner,
    /// The outcome in the style's words ("Tsumo", "Self-pick", "Self-draw").
    #[error("\"{0}\" has exactly one winner: tick only one.")]
    SeveralTsumoWinners(&'static str),
    #[error("Choose the value of {0}'s hand.")]
    NoValue(String),
    #[error("Choose the fu of {0}'s hand (under 5 han the fu decides the payment).")]
    NoFu(String),
    #[error("Choose who committed the chombo.")]
    NoOffender,
    #[error("That value is not one of the choices.")]
    BadValue,
    #[error("{name}'s tiles: {message}")]
    Tiles { name: String, message: String },
    #[error("{0}'s hand has no yaku: a win declared without a yaku is a chombo under the club's rules: record it as a chombo.")]
    NoYaku(String),
    #[error("Choose {0}'s hand value: a number of faan (3 or more) or the limit.")]
    BadFaan(String),
    #[error("Choose {0}'s hand value: a number of fan (8 or more, flowers included).")]
    BadFan(String),
    #[error("Choose {0}'s hand value: a number of points (1 or a multiple of 5 up to 320, or 400 or 480).")]
    BadPoints(String),
    #[error("Choose {0}'s hand value: a whole number of points above 0, before the bonuses.")]
    BadValuePoints(String),
    #[error("{0}'s bonuses: choose how many times each bonus counts from its list.")]
    BadBonusCount(String),
    #[error("{0}'s hand is not scored from tiles here: type its value and tick its bonuses.")]
    NoTilesScoring(String),
    #[error("{0}'s penalty for dropped tiles needs how many tiles fell (1 to 14).")]
    NoDroppedCount(String),
    #[error("That penalty is not one of the choices.")]
    BadPenalty,
    #[error("{0}'s penalty: give the points taken, a whole number above 0.")]
    BadPenaltyPoints(String),
    #[error("That false win is not one of the choices.")]
    BadFalseWin,
    #[error("{name}'s score: {message}")]
    Score { name: String, message: String },
    #[error("Choose {0}'s hand value: the value printed beside the hand on the card, a whole number (25, 30, …).")]
    BadCardValue(String),
    #[error("{0}'s hand is marked found dead, but nobody challenged it: tick who challenged it, or untick \"the hand shown was dead\".")]
    FoundDeadUnchallenged(String),
    #[error("That bet is not one of the choices: a player at the table, or a wall game.")]
    BadBet,
    #[error("Who was seated when the hand ended is not one of the choices: one of each seat's two partners.")]
    BadSeated,
    /// A box ticked for a seat the game's table does not have (a third player at a table of
    /// two, a North seat at a table of three).
    #[error(
        "This table seats {seats} players: nobody sits {wind}. Untick what is marked for {wind}."
    )]
    NoSuchSeat {
        wind: &'static str,
        seats: &'static str,
    },
}

/// The seat a field names, if it names a seat with a wind (whether the game's table has it is
/// the engine's check, which names the seat).
pub(crate) fn seat_of(text: &str) -> Option<Seat> {
    text.trim()
        .parse::<Seat>()
        .ok()
        .filter(|s| s.wind_name().is_some())
}

impl HandForm {
    /// Reads the posted fields (unchecked boxes are simply absent).
    pub fn from_fields(fields: &HashMap<String, String>) -> Self {
        let text = |name: &str| {
            fields
                .get(name)
                .map(|v| v.trim().to_string())
                .unwrap_or_default()
        };
        let flag = |name: String| fields.get(&name).is_some_and(|v| !v.is_empty());
        // People type "123m 456p"; mpsz has no spaces, so they are dropped.
        let tile_text = |name: &str| text(name).replace(char::is_whitespace, "");
        let seat = |i: usize| SeatFields {
            win: flag(format!("win{i}")),
            value: text(&format!("value{i}")),
            fu: text(&format!("fu{i}")),
            pao: text(&format!("pao{i}")),
            riichi: flag(format!("riichi{i}")),
            tenpai: flag(format!("tenpai{i}")),
            nagashi: flag(format!("nagashi{i}")),
            dead: flag(format!("dead{i}")),
            tiles: TilesFields {
                hand: tile_text(&format!("hand{i}")),
                win_tile: tile_text(&format!("win_tile{i}")),
                melds: text(&format!("melds{i}")),
                nuki: text(&format!("nuki{i}")),
                ..TilesFields::default()
            },
            flags: Flags {
                tsumo: false,
                riichi: false,
                double_riichi: flag(format!("double_riichi{i}")),
                ippatsu: flag(format!("ippatsu{i}")),
                last_tile: flag(format!("last_tile{i}")),
                rinshan: flag(format!("rinshan{i}")),
                chankan: flag(format!("chankan{i}")),
            },
            penalty: text(&format!("penalty{i}")),
            dropped: text(&format!("dropped{i}")),
            false_win: text(&format!("false_win{i}")),
            fan: text(&format!("fan{i}")),
            points: text(&format!("points{i}")),
            bonuses: {
                let prefix = format!("bonus{i}-");
                let mut sent: Vec<(String, String)> = fields
                    .iter()
                    .filter_map(|(name, count)| {
                        let id = name.strip_prefix(&prefix)?;
                        Some((id.to_string(), count.trim().to_string()))
                    })
                    .collect();
                sent.sort();
                sent
            },
            conditions: {
                let prefix = format!("clear{i}-");
                let mut ticked: Vec<String> = fields
                    .iter()
                    .filter(|(_, value)| !value.trim().is_empty())
                    .filter_map(|(name, _)| Some(name.strip_prefix(&prefix)?.to_string()))
                    .collect();
                ticked.sort();
                ticked
            },
            doubles: text(&format!("doubles{i}")),
            limit: flag(format!("limit{i}")),
            picks: {
                let prefix = format!("pick{i}:");
                let mut picks: Vec<(String, String)> = fields
                    .iter()
                    .filter_map(|(name, count)| {
                        let id = name.strip_prefix(&prefix)?;
                        let count = count.trim();
                        (!count.is_empty() && count != "0")
                            .then(|| (id.to_string(), count.to_string()))
                    })
                    .collect();
                picks.sort();
                picks
            },
            flowers: tile_text(&format!("flowers{i}")),
            seasons: tile_text(&format!("seasons{i}")),
            fourth_tile: flag(format!("fourth_tile{i}")),
            kong_on_kong: flag(format!("kong_on_kong{i}")),
            heaven: flag(format!("heaven{i}")),
            earth: flag(format!("earth{i}")),
            man: flag(format!("man{i}")),
            jokerless: flag(format!("jokerless{i}")),
            singles_and_pairs: flag(format!("singles_and_pairs{i}")),
            mark: text(&format!("mark{i}")),
            line: text(&format!("line{i}")),
            challenged_by: [0, 1, 2, 3].map(|j| flag(format!("challenge{i}by{j}"))),
            found_dead: flag(format!("found_dead{i}")),
        };
        Self {
            outcome: text("outcome"),
            discarder: text("discarder"),
            offender: text("offender"),
            dealer_stops: flag("dealer_stops".into()),
            time_up: flag("time_up".into()),
            key: text("key"),
            seats: (0..WIND_NAMES.len()).map(seat).collect(),
            dora: tile_text("dora"),
            ura: tile_text("ura"),
            bet: text("bet"),
            seated: (0..WIND_NAMES.len())
                .map(|i| text(&format!("seated{i}")))
                .collect(),
        }
    }

    /// A blank form for a hand at a table of `table` seats.
    pub fn blank(table: TableSize) -> Self {
        HandForm::default().sized_to(table)
    }

    /// The form with fields for every seat of a table of `table` seats: blank seats are added
    /// where it has fewer, and seats beyond the table (a posted form shown again) are left out.
    pub fn sized_to(mut self, table: TableSize) -> Self {
        self.seats.resize_with(table.count(), SeatFields::default);
        self
    }

    /// The form showing a stored hand of a game at a table of `table` seats, for editing it.
    pub fn from_hand(hand: &Hand, table: TableSize) -> Self {
        let mut form = HandForm {
            seats: vec![SeatFields::default(); table.count()],
            dealer_stops: hand.dealer_stops,
            time_up: hand.time_up,
            bet: match hand.facts.bet() {
                Some(Bet::On(chair)) => chair.to_string(),
                Some(Bet::WallGame) => "wall".into(),
                None => String::new(),
            },
            seated: hand.facts.seated().iter().map(u8::to_string).collect(),
            ..Default::default()
        };
        for &s in hand.facts.riichi() {
            form.mark(s, |f| f.riichi = true);
        }
        for &s in &hand.dead {
            form.mark(s, |f| f.dead = true);
        }
        form.show_seat_facts(hand);
        match &hand.outcome {
            Outcome::Ron { discarder, winners } => {
                form.outcome = "ron".into();
                form.discarder = discarder.to_string();
                for (index, w) in winners.iter().enumerate() {
                    form.show_winner(w, hand.facts.of_winner(index));
                }
            }
            Outcome::Tsumo { winner } => {
                form.outcome = "tsumo".into();
                form.show_winner(winner, hand.facts.of_winner(0));
            }
            Outcome::Draw { tenpai, nagashi } => {
                form.outcome = "draw".into();
                for &s in tenpai {
                    form.mark(s, |f| f.tenpai = true);
                }
                for &s in nagashi {
                    form.mark(s, |f| f.nagashi = true);
                }
            }
            Outcome::Abortive {} => form.outcome = "abortive".into(),
            Outcome::Chombo { offender } => {
                form.outcome = "chombo".into();
                form.offender = offender.to_string();
            }
        }
        form
    }

    /// Shows winner `w` of a stored hand on its seat's fields.
    fn show_winner(&mut self, w: &Winner, written: WinnerFacts<'_>) {
        // A stored hand was checked against its table when it was saved.
        let Some(seat) = self.seats.get_mut(w.seat.index()) else {
            return;
        };
        seat.win = true;
        let f = w.value.fields();
        seat.value = match (f.han, f.limit, f.yakuman, f.faan) {
            (Some(han), _, _, _) => han.min(13).to_string(),
            (_, Some(LimitValue::Named(limit)), _, _) => limit.name().to_string(),
            (_, Some(LimitValue::Flag(_)), _, _) => "limit".to_string(),
            (_, _, Some(count), _) => format!("y{count}"),
            (_, _, _, Some(faan)) => faan.to_string(),
            _ => f
                .fan
                .or(f.points)
                .map(|n| n.to_string())
                .unwrap_or_default(),
        };
        seat.bonuses = Vec::new();
        for id in written.bonuses {
            match seat.bonuses.iter_mut().find(|(known, _)| known == id) {
                Some((_, count)) => {
                    *count = (count.parse::<u32>().unwrap_or(0) + 1).to_string();
                }
                None => seat.bonuses.push((id.clone(), "1".into())),
            }
        }
        seat.conditions = written.conditions.to_vec();
        seat.fu = f.fu.map(|f| f.to_string()).unwrap_or_default();
        seat.pao = w.pao.map(|p| p.to_string()).unwrap_or_default();
        if let Some(card) = written.card {
            seat.jokerless = card.jokerless;
            seat.singles_and_pairs = card.singles_and_pairs;
            seat.mark = card.mark.clone().unwrap_or_default();
            seat.line = card.line.clone().unwrap_or_default();
        }
        if let Some(tiles) = &w.tiles {
            seat.tiles = TilesFields::from_stored(tiles);
            let has = |name: &str| tiles.flags.iter().any(|f| f == name);
            seat.flags = Flags {
                double_riichi: has("double_riichi"),
                ippatsu: has("ippatsu"),
                last_tile: has("haitei") || has("houtei"),
                rinshan: has("rinshan"),
                chankan: has("chankan"),
                ..Flags::default()
            };
            self.dora = tiles.dora_indicators.clone();
            self.ura = tiles.ura_indicators.clone();
            seat.flowers = tiles.flowers.clone();
            seat.seasons = tiles.seasons.clone();
            seat.fourth_tile = has("fourth_tile");
            seat.kong_on_kong = has("kong_on_kong");
            seat.heaven = has("heaven");
            seat.earth = has("earth");
            seat.man = has("man");
        }
    }

    /// Shows what a stored hand says of single seats beyond its outcome: table penalties,
    /// Chinese Classical's scores, false wins and American's dead-hand challenges.
    fn show_seat_facts(&mut self, hand: &Hand) {
        for p in &hand.penalties {
            self.mark(p.seat, |f| {
                (f.penalty, f.dropped) = match p.each {
                    // A penalty taken from the player (MCR) is shown as its points.
                    0 => (p.points.to_string(), String::new()),
                    2 => ("2".into(), String::new()),
                    8 => ("8".into(), String::new()),
                    64 => ("64".into(), String::new()),
                    n => ("drop".into(), (n / 8).to_string()),
                };
            });
        }
        // Chinese Classical: every seat's score as it was given.
        for (f, score) in self.seats.iter_mut().zip(hand.facts.scores()) {
            match score {
                PlayerScore::Counted { points, doubles } => {
                    (f.points, f.doubles) = (points.to_string(), doubles.to_string())
                }
                PlayerScore::Limit => f.limit = true,
                PlayerScore::Picks(ids) => {
                    for id in ids {
                        match f.picks.iter_mut().find(|(picked, _)| picked == id) {
                            Some((_, count)) => {
                                *count = (count.parse::<u32>().unwrap_or(0) + 1).to_string()
                            }
                            None => f.picks.push((id.clone(), "1".to_string())),
                        }
                    }
                    f.picks.sort();
                }
            }
        }
        for w in hand.facts.false_wins() {
            let kind = match w.kind {
                FalseWinKind::UnderMinimum => "under_minimum",
                FalseWinKind::NotWinning => "not_winning",
            };
            self.mark(w.seat, |f| f.false_win = kind.into());
        }
        for c in hand.facts.challenges() {
            self.mark(c.challenged, |f| {
                if let Some(by) = f.challenged_by.get_mut(c.challenger.index()) {
                    *by = true;
                }
                f.found_dead = c.found_dead;
            });
        }
    }

    /// The bettor's bet as chosen: none where nobody bets (the engine asks for one at a table of
    /// five and refuses one at a table of four).
    pub(super) fn bet(&self) -> Result<Option<Bet>, HandFormError> {
        match self.bet.as_str() {
            "" => Ok(None),
            "wall" => Ok(Some(Bet::WallGame)),
            chair => seat_of(chair)
                .map(|s| Some(Bet::On(s)))
                .ok_or(HandFormError::BadBet),
        }
    }

    /// Who was seated at each seat when the hand ended, at a tag-team table: none where the
    /// form names nobody (the engine then takes the first partners, and refuses the choice at
    /// any other table), else one person per seat.
    pub(super) fn seated(&self) -> Result<Option<[u8; 4]>, HandFormError> {
        if self.seated.iter().all(String::is_empty) {
            return Ok(None);
        }
        let people: Option<Vec<u8>> = self.seated.iter().map(|p| p.parse().ok()).collect();
        people
            .and_then(|people| <[u8; 4]>::try_from(people).ok())
            .map(Some)
            .ok_or(HandFormError::BadSeated)
    }

    /// Sets a box of `seat`'s fields; a seat the form has no fields for has nothing to show.
    fn mark(&mut self, seat: Seat, set: impl FnOnce(&mut SeatFields)) {
        if let Some(fields) = self.seats.get_mut(seat.index()) {
            set(fields);
        }
    }
}

/// One seat of the hand form, as the page heads it.
pub struct SeatView {
    pub index: usize,
    pub name: String,
    /// The seat's wind this hand, as the engine names it ("North"): the form writes it in the
    /// reader's words after the name ("Mary (Nord)").
    pub wind: &'static str,
    pub dealer: bool,
}
