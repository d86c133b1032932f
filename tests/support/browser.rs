//! Shared by the browser tests: start the real `tenbou` binary on a free loopback port with a
//! fresh database, start ChromeDriver, and open headless Chromium at a phone's width.
#![allow(dead_code)]

use fantoccini::{Client, ClientBuilder};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills the child process when dropped, so a failing test leaves nothing running.
pub struct Running(pub Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn wait_for_port(port: u16, what: &str) {
    let start = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{what} did not start on port {port}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The app on a fresh database; returns the process guard and its base URL.
pub fn start_app(dir: &std::path::Path) -> (Running, String) {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
        .args(["serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
        .arg(dir.join("browser.db"))
        // From the test's own folder, as a copied binary runs: styles and scripts are built in.
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the tenbou binary starts");
    let guard = Running(child);
    wait_for_port(port, "tenbou");
    (guard, format!("http://127.0.0.1:{port}"))
}

/// ChromeDriver and a headless Chromium window `width` pixels wide.
pub async fn start_browser(width: u32, height: u32) -> (Running, Client) {
    let driver = which("chromedriver").expect(
        "chromedriver is missing: install Debian's chromium and chromium-driver (bash .ci/run does it)",
    );
    let port = free_port();
    let child = Command::new(driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let guard = Running(child);
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
                     format!("--window-size={width},{height}")]
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

/// Clicks `target` and waits until the next page shows `expected` (a click that submits a form
/// returns before the new page has loaded).
pub async fn click_then_wait(
    client: &Client,
    target: fantoccini::Locator<'_>,
    expected: fantoccini::Locator<'_>,
) {
    tap(client, target).await;
    // Polled by hand: a look-up made while the page is navigating fails ("aborted by
    // navigation") and is simply tried again.
    let start = Instant::now();
    loop {
        match client.find(expected).await {
            Ok(_) => return,
            Err(err) if start.elapsed() > Duration::from_secs(15) => {
                panic!("the next page did not show the expected element: {err}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

/// Through the pages, as the organizer would: choose the password, create a tournament, import
/// `players` (CSV text), check everyone in and start round 1. Returns the tournament id.
pub async fn organizer_starts_round_one(
    client: &Client,
    base: &str,
    players: &str,
    expected_count: usize,
) -> String {
    use fantoccini::Locator;
    client.goto(&format!("{base}/login")).await.unwrap();
    assert!(
        client
            .current_url()
            .await
            .unwrap()
            .path()
            .ends_with("/setup"),
        "a fresh app asks for the organizer password"
    );
    client
        .find(Locator::Css("input[name=password]"))
        .await
        .unwrap()
        .send_keys("tiles-and-sticks")
        .await
        .unwrap();
    client
        .find(Locator::Css("input[name=confirm]"))
        .await
        .unwrap()
        .send_keys("tiles-and-sticks")
        .await
        .unwrap();
    click_then_wait(
        client,
        Locator::Css("form button"),
        Locator::LinkText("New tournament"),
    )
    .await;

    click_then_wait(
        client,
        Locator::LinkText("New tournament"),
        Locator::Css("input[name=venue]"),
    )
    .await;
    client
        .find(Locator::Css("input[name=name]"))
        .await
        .unwrap()
        .send_keys("Spring Open")
        .await
        .unwrap();
    client
        .find(Locator::Css("input[name=venue]"))
        .await
        .unwrap()
        .send_keys("Blue Room")
        .await
        .unwrap();
    click_then_wait(
        client,
        Locator::Css("main form button"),
        Locator::LinkText("Import a CSV list"),
    )
    .await;
    let id = client
        .current_url()
        .await
        .unwrap()
        .path()
        .trim_start_matches("/admin/t/")
        .to_string();

    click_then_wait(
        client,
        Locator::LinkText("Import a CSV list"),
        Locator::Css("textarea[name=text]"),
    )
    .await;
    client
        .find(Locator::Css("textarea[name=text]"))
        .await
        .unwrap()
        .send_keys(players)
        .await
        .unwrap();
    click_then_wait(
        client,
        Locator::Css("form.box button"),
        Locator::Css("table.list"),
    )
    .await;
    let preview = client.source().await.unwrap();
    assert!(
        preview.contains(&format!("{expected_count} to import, 0 refused")),
        "{preview}"
    );
    let import = format!("//button[contains(., 'Import {expected_count} players')]");
    click_then_wait(client, Locator::XPath(&import), Locator::Css("p.ok")).await;

    client.goto(&format!("{base}/admin/t/{id}")).await.unwrap();
    let checked = format!("//h2[contains(., '{expected_count} checked in')]");
    click_then_wait(
        client,
        Locator::XPath("//button[contains(., 'Check everyone in')]"),
        Locator::XPath(&checked),
    )
    .await;
    click_then_wait(
        client,
        Locator::XPath("//button[contains(., 'Propose round 1')]"),
        Locator::XPath("//button[contains(., 'Confirm this seating')]"),
    )
    .await;
    let proposal = client.source().await.unwrap();
    assert!(
        proposal.contains("Repeat meetings"),
        "the proposal shows its quality"
    );
    click_then_wait(
        client,
        Locator::XPath("//button[contains(., 'Confirm this seating')]"),
        Locator::LinkText("score sheet"),
    )
    .await;
    id
}

/// The phone chooses the organizer password at `base`; a plain client sharing its session then
/// creates a tournament from `fields` (name, ruleset and the rest of the form), the quick way.
/// Returns that client, signed in, and the new tournament's id.
async fn phone_organizer_creates_tournament(
    phone: &Client,
    base: &str,
    fields: &[(&str, &str)],
) -> (crate::client::Client, i64) {
    use fantoccini::Locator;
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    phone.goto(&format!("{base}/setup")).await.unwrap();
    for field in ["password", "confirm"] {
        phone
            .find(Locator::Css(&format!("input[name={field}]")))
            .await
            .unwrap()
            .send_keys("tiles-and-sticks")
            .await
            .unwrap();
    }
    click_then_wait(
        phone,
        Locator::Css("form button"),
        Locator::LinkText("New tournament"),
    )
    .await;
    let mut organizer = crate::client::Client::new(port);
    for cookie in phone.get_all_cookies().await.unwrap() {
        organizer
            .cookies
            .insert(cookie.name().to_string(), cookie.value().to_string());
    }
    let csrf = organizer.csrf();
    let mut form = vec![("csrf", csrf.as_str())];
    form.extend_from_slice(fields);
    let reply = organizer.post("/admin/tournaments", &form).unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id: i64 = reply
        .header("location")
        .unwrap()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    (organizer, id)
}

/// [`phone_organizer_creates_tournament`], then `players` registered and checked in, round 1
/// seated, and the first table's score sheet opened on the phone (its hand form shown).
pub async fn phone_organizer_opens_first_sheet(
    phone: &Client,
    base: &str,
    fields: &[(&str, &str)],
    players: &[&str],
) {
    use fantoccini::Locator;
    let (mut organizer, id) = phone_organizer_creates_tournament(phone, base, fields).await;
    let csrf = organizer.csrf();
    for name in players {
        let reply = organizer
            .post(
                &format!("/admin/t/{id}/players"),
                &[("csrf", &csrf), ("name", name), ("checked_in", "1")],
            )
            .unwrap();
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/rounds"),
            &[("csrf", &csrf), ("table_rule", "")],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
    let game = organizer.game_ids(id)[0];
    phone
        .goto(&format!("{base}/admin/t/{id}/games/{game}"))
        .await
        .unwrap();
    phone
        .wait()
        .at_most(std::time::Duration::from_secs(10))
        .for_element(Locator::Id("hand-form"))
        .await
        .expect("the score sheet opens on the phone");
}
