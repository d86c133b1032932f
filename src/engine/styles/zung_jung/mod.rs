//! Zung Jung (中庸) and the World Series of Mahjong: the style scored from the tiles.
pub mod scoring;
