//! Command-line front ends of the engine and the seating module: `tenbou game`, `tenbou score`
//! and `tenbou seat`. Each reads plain input and writes plain output; none touches the database.
pub mod game;
mod game_doc;
pub mod game_hkos;
pub mod game_mcr;
mod game_out;
pub mod game_zj;
pub mod score;
pub mod score_hkos;
pub mod score_mcr;
pub mod score_zj;
pub mod seat;
