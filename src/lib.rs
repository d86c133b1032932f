//! tenbou: run a mahjong tournament from a laptop.
//!
//! Layers, each depending only on the ones before it: `engine` (the rules, pure) ←
//! `tournament` (the domain, pure) ← `db` (SQL) ← `app` (what people do: record, correct,
//! cut, rank) ← `web` (HTTP). `export` writes CSV from
//! tournament values; `cli` holds the batch front ends; `server` starts the web app; `memory`
//! gives memory back to the system after a flood.
pub mod app;
pub mod cli;
pub mod db;
pub mod engine;
pub mod export;
pub mod memory;
pub mod server;
pub mod tournament;
pub mod web;
