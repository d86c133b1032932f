//! Shared by the browser tests: start the real `tenbou` binary on a free loopback port with a
//! fresh database, start ChromeDriver, and open headless Chromium at a phone's width.
#![allow(dead_code)]

use fantoccini::{Client, ClientBuilder};
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

#[path = "browser_flows.rs"]
mod flows;
pub use flows::*;

/// A process the test started, ended when dropped, so that a test that fails (or forgets)
/// leaves nothing running. ChromeDriver runs in a process group of its own, which the
/// Chromium processes it launches join: dropping the guard kills the whole group (a driver
/// killed alone leaves its browsers orphaned), then every process still carrying the
/// browser's mark in its environment (Chromium's crash handler starts a session of its own,
/// outside the group), and removes the browser's temporary profile folder once they are gone.
pub struct Running {
    child: Child,
    /// Whether `child` leads its own process group, to be killed whole.
    group: bool,
    /// The browser's profile folder (`--user-data-dir`), removed once the browser is gone.
    profile: Option<tempfile::TempDir>,
    /// `NAME=value` set in the driver's environment and so inherited by every process it
    /// starts, however they detach.
    mark: Option<String>,
}

/// The environment variable that marks a browser's processes: its profile folder.
const BROWSER_MARK: &str = "TENBOU_TEST_BROWSER_PROFILE";

impl Running {
    /// Guards a process that started no others worth ending with it (the app).
    pub fn process(child: Child) -> Running {
        Running {
            child,
            group: false,
            profile: None,
            mark: None,
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The browser's temporary profile folder, if this guard holds a browser.
    pub fn profile(&self) -> Option<&std::path::Path> {
        self.profile.as_ref().map(tempfile::TempDir::path)
    }

    /// The running processes carrying this guard's mark (none for a guard without one).
    pub fn marked_processes(&self) -> Vec<u32> {
        self.mark.as_deref().map_or_else(Vec::new, marked)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if self.group {
            // The group's id is its leader's pid; a negative pid names the group.
            kill(&format!("-{}", self.child.id()));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Killed processes leave the table when their parent reaps them, so the sweep looks
        // again a few times; the profile is removed after they are gone, so that none writes
        // into it again.
        for _ in 0..100 {
            let left = self.marked_processes();
            if left.is_empty() {
                break;
            }
            for pid in left {
                kill(&pid.to_string());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        if let Some(profile) = self.profile.take() {
            let _ = profile.close();
        }
    }
}

/// Sends SIGKILL to `target` (a pid, or a negative process group id) through `kill(1)`, which
/// spares linking libc for one call.
fn kill(target: &str) {
    let _ = Command::new("kill")
        .args(["-KILL", "--", target])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

/// The running (not zombie) processes whose environment holds `mark` (`NAME=value`).
fn marked(mark: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_string_lossy().parse::<u32>().ok())
        .filter(|&pid| is_running(pid))
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/environ"))
                .is_ok_and(|env| env.split(|&b| b == 0).any(|var| var == mark.as_bytes()))
        })
        .collect()
}

/// The fields of `/proc/{pid}/stat` after the command name (which may hold spaces and
/// parentheses, so the fields follow the last `)`).
fn stat_fields(pid: u32) -> Option<Vec<String>> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    Some(rest.split_whitespace().map(str::to_owned).collect())
}

/// Ports already handed out in this test process: tests run side by side, and a port given
/// back by the system must never reach two servers.
static HANDED_OUT: std::sync::Mutex<Option<std::collections::HashSet<u16>>> =
    std::sync::Mutex::new(None);

pub fn free_port() -> u16 {
    let mut handed = HANDED_OUT.lock().unwrap_or_else(|e| e.into_inner());
    let handed = handed.get_or_insert_with(std::collections::HashSet::new);
    loop {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        if handed.insert(port) {
            return port;
        }
    }
}

/// True when whatever listens on `port` answers a request with an HTTP status line (a bare
/// connect to a free ephemeral port can, rarely, connect to itself).
fn answers_http(port: u16) -> bool {
    use std::io::{Read, Write};
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let request = b"GET /status HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    if stream.write_all(request).is_err() {
        return false;
    }
    // The status line is enough: ChromeDriver keeps the connection open after its answer
    // whatever the request asks, so reading to the end would wait for the timeout.
    let mut answer = Vec::new();
    let mut chunk = [0u8; 256];
    while answer.len() < 9 {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return false,
            Ok(n) => answer.extend_from_slice(&chunk[..n]),
        }
    }
    answer.starts_with(b"HTTP/1.1 ")
}

fn wait_for_port(port: u16, what: &str) {
    let start = Instant::now();
    while !answers_http(port) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{what} did not start on port {port}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The app on a fresh database; returns the process guard and its base URL.
///
/// A port found free can be taken by another test's browser (Chromium picks its own ports)
/// before the app binds it: the app then exits, and whatever took the port answers in its
/// place. So the app counts as started only when the answer carries its own security header
/// while it still runs; otherwise it starts again on another port.
pub fn start_app(dir: &std::path::Path) -> (Running, String) {
    for _ in 0..5 {
        let port = free_port();
        let child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
            .args(["serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
            .arg(dir.join("browser.db"))
            // A developer's DATABASE_URL would take the app to PostgreSQL instead of the file.
            .env_remove("DATABASE_URL")
            // From the test's own folder, as a copied binary runs: styles and scripts are
            // built in.
            .current_dir(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the tenbou binary starts");
        let mut guard = Running::process(child);
        if app_started(&mut guard, port) {
            return (guard, format!("http://127.0.0.1:{port}"));
        }
    }
    panic!("tenbou did not start on any of five ports");
}

/// Waits until the app answers on `port`; false when it exits first (its port was taken).
fn app_started(app: &mut Running, port: u16) -> bool {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(20) {
        if app.child.try_wait().ok().flatten().is_some() {
            return false;
        }
        if answer_head(port).is_some_and(|head| {
            head.to_ascii_lowercase()
                .contains("content-security-policy")
        }) {
            return app.child.try_wait().ok().flatten().is_none();
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("tenbou did not start on port {port}");
}

/// The status line and headers of whatever answers `GET /` on `port`, if anything does.
fn answer_head(port: u16) -> Option<String> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    let request = b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    stream.write_all(request).ok()?;
    let mut answer = Vec::new();
    let mut chunk = [0u8; 1024];
    while !answer.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => answer.extend_from_slice(&chunk[..n]),
        }
    }
    let answer = String::from_utf8_lossy(&answer).into_owned();
    answer.starts_with("HTTP/1.1 ").then_some(answer)
}

/// ChromeDriver and a headless Chromium window `width` pixels wide.
pub async fn start_browser(width: u32, height: u32) -> (Running, Client) {
    let driver = which("chromedriver").expect(
        "chromedriver is missing: install Debian's chromium and chromium-driver (bash .ci/run does it)",
    );
    let port = free_port();
    let profile = tempfile::Builder::new()
        .prefix("tenbou-browser-")
        .tempdir()
        .expect("a temporary browser profile folder");
    let profile_dir = profile.path().display().to_string();
    // Its own process group, which the browsers it launches join, and a mark in the
    // environment they all inherit: the guard ends every one of them.
    let child = Command::new(driver)
        .arg(format!("--port={port}"))
        .env(BROWSER_MARK, &profile_dir)
        .process_group(0)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let guard = Running {
        child,
        group: true,
        profile: Some(profile),
        mark: Some(format!("{BROWSER_MARK}={profile_dir}")),
    };
    wait_for_port(port, "chromedriver");
    let chromium = which("chromium").unwrap_or_else(|| "/usr/bin/chromium".into());
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": chromium,
            // A phone's viewport: headless windows have a minimum width, an emulated device not.
            "mobileEmulation": {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0, "touch": true}},
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--disable-quic", "--no-first-run", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                     format!("--window-size={width},{height}"),
                     // Its own profile folder, which the guard removes (ChromeDriver's own
                     // temporary profile stays behind when the driver is killed).
                     format!("--user-data-dir={profile_dir}")]
        }),
    );
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a headless Chromium session");
    (guard, client)
}

fn which(program: &str) -> Option<String> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(program))
            .find(|path| path.is_file())
            .map(|path| path.to_string_lossy().into_owned())
    })
}

/// Where screenshots go: `target/screenshots/` (kept after the run for a person to look at).
fn screenshot_path(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Fails when the page shows tenbou's error page or an error message, or is wider than the
/// window (a phone would have to scroll sideways).
pub async fn assert_page_is_healthy(client: &Client, width: u32) {
    let source = client.source().await.unwrap();
    assert!(
        !source.contains("Something went wrong"),
        "server error page:\n{source}"
    );
    let errors = client
        .find_all(fantoccini::Locator::Css(".error"))
        .await
        .unwrap();
    assert!(errors.is_empty(), "the page shows an error:\n{source}");
    let widths = client
        .execute(
            "return [window.innerWidth, document.documentElement.scrollWidth]",
            vec![],
        )
        .await
        .unwrap();
    let viewport = widths[0].as_u64().unwrap();
    let scroll_width = widths[1].as_u64().unwrap();
    assert_eq!(
        viewport,
        u64::from(width),
        "the browser is not {width}px wide"
    );
    assert!(
        scroll_width <= viewport,
        "the page is {scroll_width}px wide in a {viewport}px viewport"
    );
}

/// The text of the first element matching `css`, which must be on the page.
pub async fn text_of(client: &Client, css: &str) -> String {
    client
        .find(fantoccini::Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// Saves a screenshot of the page as `name` beside the other test screenshots (and checks it
/// is a PNG), so that the page can be looked at after the run.
pub async fn save_screenshot(client: &Client, name: &str) {
    let png = client.screenshot().await.unwrap();
    assert!(png.starts_with(b"\x89PNG"), "{name} is not a PNG");
    let path = screenshot_path(name);
    std::fs::write(&path, png).unwrap();
    eprintln!("screenshot: {}", path.display());
}

/// Clicks `target`, which must be on the page (a tap that changes the form, not the page).
pub async fn tap(client: &Client, target: fantoccini::Locator<'_>) {
    client.find(target).await.unwrap().click().await.unwrap();
}

/// Polls the text of the first element matching `css` until it holds `needle` or `within`
/// passes; returns the text last read. Read by script: a live page replaces its elements, so
/// a found element may be gone a moment later.
pub async fn live_text_within(
    client: &Client,
    css: &str,
    needle: &str,
    within: Duration,
) -> String {
    let start = Instant::now();
    loop {
        let text = client
            .execute(
                "var e = document.querySelector(arguments[0]); return e ? e.textContent : '';",
                vec![serde_json::json!(css)],
            )
            .await
            .unwrap()
            .as_str()
            .unwrap_or_default()
            .to_string();
        if text.contains(needle) || start.elapsed() > within {
            return text;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Marks the page open in `client` with a value that a reload would wipe out.
pub async fn mark_against_reload(client: &Client) {
    client
        .execute("window.stayedOpen = true;", vec![])
        .await
        .unwrap();
}

/// Fails with `reloaded` unless the page marked by [`mark_against_reload`] is still the one
/// open: a live page must follow without loading again.
pub async fn assert_not_reloaded(client: &Client, reloaded: &str) {
    let stayed = client
        .execute("return window.stayedOpen === true;", vec![])
        .await
        .unwrap();
    assert_eq!(stayed, serde_json::json!(true), "{reloaded}");
}

/// Taps the save button in the score sheet's payment bar.
pub async fn tap_save(client: &Client) {
    tap(
        client,
        fantoccini::Locator::Css(".pay-bar button[value=save]"),
    )
    .await;
}

/// Scrolls the element `css` to the middle of the screen, as a person scrolls to what they
/// reach for (the bar at the bottom must not be in the way), and taps it.
pub async fn scroll_and_tap(client: &Client, css: &str) {
    scroll_and_tap_at(client, css, "center").await;
}

/// [`scroll_and_tap`], the element scrolled to `block` ("start", "center", "end").
pub async fn scroll_and_tap_at(client: &Client, css: &str, block: &str) {
    let element = client
        .find(fantoccini::Locator::Css(css))
        .await
        .unwrap_or_else(|err| panic!("`{css}` is not on the page: {err}"));
    client
        .execute(
            &format!("arguments[0].scrollIntoView({{block: '{block}'}})"),
            vec![serde_json::to_value(&element).unwrap()],
        )
        .await
        .unwrap();
    element.click().await.unwrap();
}

/// Waits until the score sheet's payment bar shows every one of `expected`; returns its text.
pub async fn bar_shows_all(client: &Client, expected: &[&str]) -> String {
    let start = Instant::now();
    loop {
        let bar = text_of(client, ".pay-bar").await;
        if expected.iter().all(|e| bar.contains(e)) {
            return bar;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the payment bar never showed {expected:?}: {bar}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Clicks `target` and waits until the next page shows `expected` (a click that submits a form
/// returns before the new page has loaded).
pub async fn click_then_wait(
    client: &Client,
    target: fantoccini::Locator<'_>,
    expected: fantoccini::Locator<'_>,
) {
    tap(client, target).await;
    found_after_navigation(client, expected, "the next page's expected element").await;
}

/// The element `expected` once the page shows it, within 15 s, polled by hand: a look-up made
/// while the page is navigating fails ("aborted by navigation") and is simply tried again.
pub async fn found_after_navigation(
    client: &Client,
    expected: fantoccini::Locator<'_>,
    what: &str,
) -> fantoccini::elements::Element {
    let start = Instant::now();
    loop {
        match client.find(expected).await {
            Ok(found) => return found,
            Err(err) if start.elapsed() > Duration::from_secs(15) => {
                panic!("{what} did not show: {err}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

/// The processes descended from `root` (itself excluded), read from `/proc`.
fn descendants(root: u32) -> Vec<u32> {
    let parents: Vec<(u32, u32)> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|entry| entry.file_name().to_string_lossy().parse::<u32>().ok())
        .filter_map(|pid| {
            // After the command name: state, ppid.
            let ppid = stat_fields(pid)?.get(1)?.parse().ok()?;
            Some((pid, ppid))
        })
        .collect();
    let mut family = vec![root];
    let mut i = 0;
    while i < family.len() {
        let parent = family[i];
        family.extend(
            parents
                .iter()
                .filter(|(_, pp)| *pp == parent)
                .map(|(p, _)| *p),
        );
        i += 1;
    }
    family.remove(0);
    family
}

/// Whether `pid` is a running process (a zombie has ended; only its exit status is left).
fn is_running(pid: u32) -> bool {
    stat_fields(pid).is_some_and(|f| f.first().is_some_and(|state| state != "Z" && state != "X"))
}

#[tokio::test]
async fn a_browser_left_open_by_a_failing_test_ends_with_its_driver() {
    let (driver, client) = start_browser(360, 740).await;
    client.goto("about:blank").await.unwrap();
    let family = descendants(driver.pid());
    let chromium: Vec<u32> = family
        .iter()
        .copied()
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .map(|c| String::from_utf8_lossy(&c).contains("chrom"))
                .unwrap_or(false)
        })
        .collect();
    assert!(
        !chromium.is_empty(),
        "the driver started Chromium: {family:?}"
    );
    let profile = driver.profile().expect("a browser profile").to_owned();
    assert!(profile.is_dir());
    // The driver and the browser it launched carry the mark (Chromium's sandboxed children
    // may start with a cleared environment; the process group covers those).
    assert!(driver.marked_processes().contains(&chromium[0]));
    let mark = format!("{BROWSER_MARK}={}", profile.display());
    // A test that fails neither closes its session nor ends Chromium itself: only the guard's
    // drop runs while the panic unwinds.
    std::mem::forget(client);
    drop(driver);
    // Processes that were killed may take a moment to be gone from `/proc`.
    let mut left = chromium.clone();
    for _ in 0..100 {
        left.retain(|pid| is_running(*pid));
        if left.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        left.is_empty(),
        "Chromium processes still running: {left:?}"
    );
    // Nor any process that left the group (a crash handler starting its own session).
    assert_eq!(
        marked(&mark),
        Vec::<u32>::new(),
        "processes of the browser still running"
    );
    assert!(
        !profile.exists(),
        "the profile folder {profile:?} is left behind"
    );
}
