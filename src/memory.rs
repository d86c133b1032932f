//! Giving memory back to the system after a flood. glibc's allocator keeps what a burst freed:
//! every thread that allocates may get an arena of its own, a freed large block raises the
//! size below which blocks come from (and stay in) those arenas, and free pages inside an
//! arena are only returned by an explicit trim. A laptop that served a day of floods then
//! held hundreds of megabytes it no longer used.
//!
//! So, at start-up, the arenas are limited and the size above which blocks are mapped (and
//! unmapped when freed) is fixed; while the server runs, a housekeeping task gives back the
//! argon2 memory kept for sign-ins once they stop, and trims the heap. Elsewhere than glibc
//! only the argon2 memory is given back.

use std::time::Duration;

/// How often the housekeeping runs: a flood's memory is back within a few of these.
pub const HOUSEKEEPING_EVERY: Duration = Duration::from_secs(10);

/// Argon2 memory is kept while sign-ins keep coming and given back after this much quiet.
pub const ARGON2_IDLE: Duration = Duration::from_secs(10);

/// Arenas at most: enough for the two cores a laptop lends the server, few enough that
/// freed memory is found again rather than spread over one arena per thread.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const ARENAS: libc::c_int = 4;

/// Blocks from this size up are mapped on their own and unmapped when freed. Fixing it keeps
/// glibc from raising it after a large free (up to 32 MiB), which would keep password
/// hashing's 19 MiB blocks in the arenas for good.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MAP_FROM_BYTES: libc::c_int = 256 * 1024;

/// Sets the allocator's bounds; call once at start-up, before the worker threads start.
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes the allocator's parameters; it is called before the
    // runtime's threads exist, and a refused value leaves the default in force.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, ARENAS);
        libc::mallopt(libc::M_MMAP_THRESHOLD, MAP_FROM_BYTES);
    }
}

/// Gives back what nobody uses any more: what `release` frees (the server's argon2 memory
/// once sign-ins stopped), then free pages of the heap. The caller names what to release, so
/// that this module, below the web layer, calls nothing of it.
pub fn give_back(release: &(dyn Fn() + Send + Sync)) {
    release();
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free memory to the system; it takes the arenas' locks
    // itself.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Runs [`give_back`] with `release` every [`HOUSEKEEPING_EVERY`], off the request threads,
/// until the runtime stops.
pub async fn housekeeping_loop(release: fn()) {
    let mut every = tokio::time::interval(HOUSEKEEPING_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        // A trim walks every arena: on a blocking thread it never delays a request's task.
        let _ = tokio::task::spawn_blocking(move || give_back(&release)).await;
    }
}
