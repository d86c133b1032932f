//! Password hashes and the bounds on checking them: a few dedicated threads that check, blocks
//! of argon2 memory kept between hashes (and given back when sign-ins stop), new passwords
//! hashed one at a time, and the throttle that caps sign-ins in progress per address and keeps
//! checks for each account, so that no flood keeps a staff member out. These bounds are about
//! this process's cores, so they live in its memory; the failed sign-ins that slow guessing
//! down are counted in the database (`app::sign_in_limits`), shared by every instance.

use super::identity::constant_time_eq;
use crate::app::accounts::random_token;
use crate::web::error::{WebError, WebResult};
use argon2::password_hash::{Output, ParamsString, PasswordHash, PasswordVerifier, SaltString};
use argon2::Argon2;
use rand::{RngCore, SeedableRng};
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Argon2 memory lent to password hashes and checks: blocks kept between them while
/// sign-ins come, and given back to the system once none came for a while
/// ([`release_idle_argon_memory`], called by the server's housekeeping). Without it every
/// hash allocated its own 19 MiB, which the allocator kept after a flood of them.
struct ArgonMemory {
    free: Vec<Vec<argon2::Block>>,
    last_used: Option<Instant>,
}

static ARGON_MEMORY: Mutex<ArgonMemory> = Mutex::new(ArgonMemory {
    free: Vec::new(),
    last_used: None,
});

/// Blocks kept between uses at most: one per checking thread and one for new passwords.
const KEPT_ARGON_BLOCKS: usize = MAX_HASHING + 2;

/// New passwords are hashed one at a time (only the organizer sets them), so a burst of them
/// needs one block of memory, not one per request.
static SETTING_A_PASSWORD: Mutex<()> = Mutex::new(());

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding the lock leaves only spare memory behind, still usable.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `work` with a block of argon2 memory from the kept ones (or a new one), and keeps
/// the block for the next hash.
fn with_argon_memory<T>(work: impl FnOnce(&mut Vec<argon2::Block>) -> T) -> T {
    let mut memory = lock(&ARGON_MEMORY).free.pop().unwrap_or_default();
    let result = work(&mut memory);
    let mut kept = lock(&ARGON_MEMORY);
    kept.last_used = Some(Instant::now());
    if kept.free.len() < KEPT_ARGON_BLOCKS {
        kept.free.push(memory);
    }
    result
}

/// Gives the kept argon2 blocks back when no hash used one for `idle`; the bytes freed.
pub fn release_idle_argon_memory(idle: Duration) -> usize {
    let mut kept = lock(&ARGON_MEMORY);
    if kept.last_used.is_some_and(|at| at.elapsed() < idle) {
        return 0;
    }
    let freed = kept
        .free
        .iter()
        .map(|block| block.len() * std::mem::size_of::<argon2::Block>())
        .sum();
    kept.free = Vec::new();
    freed
}

/// Hashes a new password with argon2's default parameters, in a block of kept memory.
pub fn hash_password(password: &str) -> WebResult<String> {
    let internal = |e: argon2::password_hash::Error| WebError::Internal(format!("hashing: {e}"));
    let mut salt = [0u8; 16];
    rand::rngs::StdRng::from_os_rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(internal)?;
    let mut salt_bytes = [0u8; 64];
    let salt_bytes = salt.decode_b64(&mut salt_bytes).map_err(internal)?;
    let hasher = Argon2::default();
    let params = hasher.params().clone();
    let mut output = [0u8; argon2::Params::DEFAULT_OUTPUT_LEN];
    {
        let _turn = lock(&SETTING_A_PASSWORD);
        with_argon_memory(|memory| {
            if memory.len() < params.block_count() {
                memory.resize(params.block_count(), argon2::Block::default());
            }
            hasher.hash_password_into_with_memory(
                password.as_bytes(),
                salt_bytes,
                &mut output,
                &mut memory[..],
            )
        })
        .map_err(|e| WebError::Internal(format!("hashing: {e}")))?;
    }
    let hash = PasswordHash {
        algorithm: argon2::ARGON2ID_IDENT,
        version: Some(argon2::Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(internal)?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&output).map_err(internal)?),
    };
    Ok(hash.to_string())
}

/// A real hash of nothing, verified against when the name is unknown so that a wrong name
/// takes as long to refuse as a wrong password.
pub(super) fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash_password(&random_token(16)).unwrap_or_default())
}

pub(crate) fn verify_password(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|hash| {
            Argon2::default()
                .verify_password(password.as_bytes(), &hash)
                .is_ok()
        })
        .unwrap_or(false)
}

/// Password checks, run on a few dedicated threads. Each check borrows a kept block of argon2
/// memory (19 MiB for the hashes this server makes), so the memory spent on sign-ins is at
/// most one block per thread whatever the flood, and none once sign-ins stop.
#[derive(Debug)]
pub struct PasswordChecker {
    jobs: std::sync::mpsc::SyncSender<CheckJob>,
}

struct CheckJob {
    password: String,
    stored: String,
    answer: tokio::sync::oneshot::Sender<bool>,
}

impl std::fmt::Debug for CheckJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CheckJob")
    }
}

/// Largest argon2 memory a stored hash may ask for (in 1 KiB blocks): 64 MiB. Hashes made
/// here need 19 MiB; a larger one can only come from a hand-edited database.
const MAX_CHECK_BLOCKS: usize = 64 * 1024;

impl PasswordChecker {
    /// Starts `threads` checking threads; they end when the checker is dropped.
    pub fn start(threads: usize) -> Self {
        let (jobs, queue) = std::sync::mpsc::sync_channel::<CheckJob>(threads.max(1) * 2);
        let queue = std::sync::Arc::new(std::sync::Mutex::new(queue));
        for n in 0..threads.max(1) {
            let queue = queue.clone();
            let started = std::thread::Builder::new()
                .name(format!("password-check-{n}"))
                .spawn(move || check_passwords(&queue));
            if let Err(err) = started {
                tracing::error!("a password-check thread did not start: {err}");
            }
        }
        Self { jobs }
    }

    /// Whether `password` matches the stored PHC hash; false when it does not, when the
    /// hash cannot be read, or when every thread is busy with a long queue.
    pub async fn check(&self, password: String, stored: String) -> bool {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job = CheckJob {
            password,
            stored,
            answer,
        };
        match self.jobs.try_send(job) {
            Ok(()) => {}
            // Every caller holds one of the throttle's places, so the queue is only full for a
            // moment: wait for room off the async threads rather than refuse a right password.
            Err(std::sync::mpsc::TrySendError::Full(job)) => {
                let jobs = self.jobs.clone();
                let queued = tokio::task::spawn_blocking(move || jobs.send(job).is_ok()).await;
                if !queued.unwrap_or(false) {
                    return false;
                }
            }
            Err(std::sync::mpsc::TrySendError::Disconnected(_)) => return false,
        }
        answered.await.unwrap_or(false)
    }
}

fn check_passwords(queue: &std::sync::Mutex<std::sync::mpsc::Receiver<CheckJob>>) {
    loop {
        let job = {
            let queue = queue.lock().unwrap_or_else(|e| e.into_inner());
            match queue.recv() {
                Ok(job) => job,
                // The checker was dropped: nothing more will come.
                Err(_) => return,
            }
        };
        let matches =
            with_argon_memory(|memory| matches_with_memory(&job.password, &job.stored, memory));
        let _ = job.answer.send(matches);
    }
}

/// Verifies `password` against a PHC hash string, filling `memory` (grown once to the size
/// the hash needs, then reused) instead of allocating argon2's memory for each check.
fn matches_with_memory(password: &str, stored: &str, memory: &mut Vec<argon2::Block>) -> bool {
    let Ok(hash) = PasswordHash::new(stored) else {
        return false;
    };
    let (Some(expected), Some(salt)) = (hash.hash, hash.salt) else {
        return false;
    };
    let Ok(algorithm) = argon2::Algorithm::try_from(hash.algorithm) else {
        return false;
    };
    let version = match hash.version.map(argon2::Version::try_from) {
        None => argon2::Version::default(),
        Some(Ok(version)) => version,
        Some(Err(_)) => return false,
    };
    let Ok(params) = argon2::Params::try_from(&hash) else {
        return false;
    };
    let blocks = params.block_count();
    if blocks > MAX_CHECK_BLOCKS {
        tracing::warn!("a stored password hash asks for more memory than allowed");
        return false;
    }
    if memory.len() < blocks {
        memory.resize(blocks, argon2::Block::default());
    }
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let mut computed = vec![0u8; expected.len()];
    Argon2::new(algorithm, version, params)
        .hash_password_into_with_memory(password.as_bytes(), salt, &mut computed, &mut memory[..])
        .is_ok()
        && constant_time_eq(&computed, expected.as_bytes())
}

/// Bounds on sign-ins in progress. Waiting after a wrong password (`app::sign_in_limits`)
/// alone does not stop a flood, so sign-ins in progress are bounded per address and password
/// checks overall; past either bound the answer is 429 at once.
///
/// The overall bound is per account, not global: when the shared checks are taken, a name
/// that belongs to an account still has one check of its own ([`AccountChecks`]), so a flood
/// of unknown names or of another account's name keeps no staff member out. A flood aimed at
/// one account's own name cannot keep out a browser that signed in to it before (it carries
/// the account's known-browser cookie, `sign_in`): that browser waits for a second check of
/// the account that strangers cannot take.
#[derive(Debug)]
pub struct LoginThrottle {
    in_progress: std::sync::Mutex<std::collections::HashMap<Option<IpAddr>, u32>>,
    /// Password checks running now for anyone: argon2 takes a core each, and the phones'
    /// pages need the others.
    pub hashing: std::sync::Arc<tokio::sync::Semaphore>,
    /// The one check kept for the organizer's laptop, which strangers cannot take.
    pub laptop_hashing: std::sync::Arc<tokio::sync::Semaphore>,
    /// The threads that run the checks, one per place above.
    pub checker: PasswordChecker,
    /// Each account's own checks, made when its name is first signed in to: as many as there
    /// are accounts.
    accounts: std::sync::Mutex<std::collections::HashMap<i64, AccountChecks>>,
}

/// The checks an account keeps for itself, beyond the shared ones.
#[derive(Debug, Clone)]
pub struct AccountChecks {
    /// For anyone signing in to this name while the shared checks are taken.
    pub open: std::sync::Arc<tokio::sync::Semaphore>,
    /// Only for a browser that signed in to this account before: waited for, never refused.
    pub known_browser: std::sync::Arc<tokio::sync::Semaphore>,
}

impl Default for AccountChecks {
    fn default() -> Self {
        Self {
            open: std::sync::Arc::new(tokio::sync::Semaphore::new(1)),
            known_browser: std::sync::Arc::new(tokio::sync::Semaphore::new(1)),
        }
    }
}

/// Who is asking for a password check, which decides the places it may take.
#[derive(Debug, Clone, Copy)]
pub struct Asker {
    /// The organizer's laptop: waits for its own place.
    pub laptop: bool,
    /// The account the typed name belongs to, if any.
    pub account: Option<i64>,
    /// The browser carries the known-browser cookie of that account.
    pub known_browser: bool,
}

/// Sign-ins one address may have in progress (two, so a double-clicked button still works).
pub const SIGN_INS_PER_ADDRESS: u32 = 2;
/// Password checks that may run at once, whatever the number of cores.
const MAX_HASHING: usize = 2;

impl Default for LoginThrottle {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let shared = cores.clamp(1, MAX_HASHING);
        Self {
            in_progress: Default::default(),
            hashing: std::sync::Arc::new(tokio::sync::Semaphore::new(shared)),
            laptop_hashing: std::sync::Arc::new(tokio::sync::Semaphore::new(1)),
            checker: PasswordChecker::start(shared + 1),
            accounts: Default::default(),
        }
    }
}

/// A sign-in in progress for one address; the place is given back when it is dropped.
pub struct SignInSlot {
    throttle: std::sync::Arc<LoginThrottle>,
    client: Option<IpAddr>,
}

impl Drop for SignInSlot {
    fn drop(&mut self) {
        let mut in_progress = self
            .throttle
            .in_progress
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(count) = in_progress.get_mut(&self.client) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                in_progress.remove(&self.client);
            }
        }
    }
}

impl LoginThrottle {
    /// A place for one more sign-in from `client`, or None when it already has
    /// [`SIGN_INS_PER_ADDRESS`] in progress.
    pub fn admit(self: &std::sync::Arc<Self>, client: Option<IpAddr>) -> Option<SignInSlot> {
        let mut in_progress = self.in_progress.lock().unwrap_or_else(|e| e.into_inner());
        let count = in_progress.entry(client).or_insert(0);
        if *count >= SIGN_INS_PER_ADDRESS {
            return None;
        }
        *count += 1;
        Some(SignInSlot {
            throttle: self.clone(),
            client,
        })
    }

    /// The checks kept for one account.
    pub fn account_checks(&self, account_id: i64) -> AccountChecks {
        let mut accounts = self.accounts.lock().unwrap_or_else(|e| e.into_inner());
        accounts.entry(account_id).or_default().clone()
    }

    /// A place to check a password, or None when every place `asker` may take is busy (the
    /// answer is then 429 at once). Shared places first; then the laptop's own, waited for;
    /// then the account's own; then, for a browser known to the account, its second one,
    /// waited for: only that account's own sign-ins can hold it.
    pub async fn check_place(&self, asker: Asker) -> Option<tokio::sync::OwnedSemaphorePermit> {
        if let Ok(permit) = self.hashing.clone().try_acquire_owned() {
            return Some(permit);
        }
        if asker.laptop {
            return self.laptop_hashing.clone().acquire_owned().await.ok();
        }
        let checks = self.account_checks(asker.account?);
        if let Ok(permit) = checks.open.try_acquire_owned() {
            return Some(permit);
        }
        if asker.known_browser {
            return checks.known_browser.acquire_owned().await.ok();
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_hash_verifies_only_the_same_password() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("correct horse ", &hash));
    }

    #[test]
    fn one_address_has_at_most_two_sign_ins_in_progress_and_gets_its_places_back() {
        let throttle = std::sync::Arc::new(LoginThrottle::default());
        let client = Some(IpAddr::from([192, 0, 2, 7]));
        let first = throttle.admit(client).expect("a first sign-in");
        let second = throttle.admit(client).expect("a second sign-in");
        assert!(throttle.admit(client).is_none());
        assert!(throttle.admit(Some(IpAddr::from([192, 0, 2, 8]))).is_some());
        drop(first);
        let third = throttle.admit(client).expect("a place came back");
        drop((second, third));
        assert!(throttle.in_progress.lock().unwrap().is_empty());
    }

    #[test]
    fn a_password_check_reuses_one_block_of_argon2_memory() {
        let hash = hash_password("correct horse").unwrap();
        let mut memory = Vec::new();
        assert!(matches_with_memory("correct horse", &hash, &mut memory));
        let (start, blocks) = (memory.as_ptr(), memory.len());
        assert!(blocks > 0);
        for wrong in ["correct horse ", "", "tiles"] {
            assert!(!matches_with_memory(wrong, &hash, &mut memory));
        }
        assert!(matches_with_memory("correct horse", &hash, &mut memory));
        assert_eq!(
            (memory.as_ptr(), memory.len()),
            (start, blocks),
            "not reallocated"
        );
        assert!(!matches_with_memory("x", "not a hash", &mut memory));
    }

    #[test]
    fn kept_argon2_memory_is_given_back_only_when_idle() {
        let hash = hash_password("correct horse").unwrap();
        assert!(verify_password("correct horse", &hash));
        assert_eq!(
            release_idle_argon_memory(Duration::from_secs(3600)),
            0,
            "a hash just used it"
        );
        // The kept blocks are the process's: another test hashing at this moment holds the
        // block, and one releasing takes it first. A use followed by a release gives a whole
        // block back within a few tries; one that never does fails.
        let mut given_back = 0;
        for _ in 0..50 {
            assert!(verify_password("correct horse", &hash));
            given_back = release_idle_argon_memory(Duration::ZERO);
            if given_back >= 19 * 1024 * 1024 {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(
            given_back >= 19 * 1024 * 1024,
            "the block of the hash is given back"
        );
    }

    #[tokio::test]
    async fn each_account_keeps_a_check_of_its_own_and_one_more_for_its_known_browsers() {
        let throttle = LoginThrottle::default();
        let all = u32::try_from(throttle.hashing.available_permits()).unwrap();
        let _flood = throttle
            .hashing
            .clone()
            .try_acquire_many_owned(all)
            .unwrap();
        let stranger = Asker {
            laptop: false,
            account: None,
            known_browser: false,
        };
        assert!(throttle.check_place(stranger).await.is_none(), "no account");
        let referee = Asker {
            account: Some(2),
            ..stranger
        };
        let own = throttle
            .check_place(referee)
            .await
            .expect("the account's own");
        assert!(throttle.check_place(referee).await.is_none(), "taken");
        let other = Asker {
            account: Some(3),
            ..stranger
        };
        assert!(
            throttle.check_place(other).await.is_some(),
            "another account's"
        );
        let known = Asker {
            known_browser: true,
            ..referee
        };
        let second = throttle
            .check_place(known)
            .await
            .expect("the known browser's");
        drop(own);
        assert!(throttle.check_place(referee).await.is_some(), "given back");
        drop(second);
    }

    #[tokio::test]
    async fn the_checking_threads_answer_every_check() {
        let checker = PasswordChecker::start(2);
        let hash = hash_password("correct horse").unwrap();
        assert!(checker.check("correct horse".into(), hash.clone()).await);
        assert!(!checker.check("wrong".into(), hash).await);
    }
}
