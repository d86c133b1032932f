//! Command-line front ends of the engine and the seating module: `tenbou game`, `tenbou score`
//! and `tenbou seat`. Each reads plain input and writes plain output; none touches the database.
//! `admin` reads a league administrator's password for `tenbou admin`, whose account the
//! server makes.
pub mod admin;
pub mod game;
pub mod game_cc;
mod game_doc;
mod game_hand;
pub mod game_hkos;
pub mod game_mcr;
mod game_out;
pub mod game_points;
mod game_tag_team;
pub mod score;
pub mod score_hkos;
pub mod score_mcr;
pub mod score_zj;
pub mod seat;

/// What the command-line front ends' tests share.
#[cfg(test)]
mod testing {
    /// Asserts that every one of `keys` is in `text`, each after the one before it: the fields
    /// of a document in the order its spec gives.
    pub fn assert_in_order(text: &str, keys: &[&str]) {
        let positions: Vec<usize> = keys
            .iter()
            .map(|k| {
                text.find(k)
                    .unwrap_or_else(|| panic!("{k} is missing: {text}"))
            })
            .collect();
        assert!(positions.windows(2).all(|w| w[0] < w[1]), "{text}");
    }
}
