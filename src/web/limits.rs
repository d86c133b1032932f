//! How much of a request the server waits for: the bounds every route shares, kept in a file
//! of their own so that a handler reading a body does not depend on the router.

use std::time::Duration;

/// Largest request body accepted (a CSV of a few thousand players fits easily).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// Longest wait for the next part of a request body. The connection's header timeout ends
/// there (`server.rs`); without this a client that announces a body and then sends nothing
/// would hold its connection and its task for as long as it liked.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
