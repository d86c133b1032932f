//! The app as a second process and a proxy see it: a second instance over the same database,
//! and requests that carry a proxy's headers (the hardening tests' helpers).

use crate::common::{hidden_field, Reply, TestApp};
use axum::body::Body;
use axum::http::{header, Request};
use std::collections::BTreeMap;
use tenbou::web::{self, AppState};

impl TestApp {
    /// A second instance of the app over this app's database file, as a second tenbou process
    /// behind the same proxy is: a state of its own (throttles, caches, the change signal) that
    /// `configure` adjusts, the same stored data. It starts with no cookies, from loopback.
    pub async fn second_instance(&self, configure: impl FnOnce(&mut AppState)) -> TestApp {
        let dir = tempfile::tempdir().expect("temporary folder");
        let database = self._database.reopen().await;
        let pool = database.pool.clone();
        let mut state = AppState::new(pool.clone(), false);
        state.backup_dir = Some(dir.path().join("backups"));
        configure(&mut state);
        Self {
            router: web::router(state, web::Assets::Embedded),
            pool,
            cookies: BTreeMap::new(),
            peer: "127.0.0.1:50000".parse().unwrap(),
            on_postgres: database.on_postgres,
            _dir: dir,
            _database: database,
        }
    }

    /// GET `path` with extra request `headers` (a proxy's, say).
    pub async fn get_with(&mut self, path: &str, headers: &[(&str, &str)]) -> Reply {
        let mut request = Request::get(path);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        self.send(request.body(Body::empty()).unwrap()).await
    }

    /// Posts a form to `path` with extra request `headers`.
    pub async fn post_form_with(
        &mut self,
        path: &str,
        fields: &[(&str, &str)],
        headers: &[(&str, &str)],
    ) -> Reply {
        let mut request =
            Request::post(path).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let body = serde_urlencoded::to_string(fields).unwrap();
        self.send(request.body(Body::from(body)).unwrap()).await
    }

    /// Signs in as `name` (cookies kept) with extra request `headers` on both the form and
    /// the post, as a browser behind a proxy would.
    pub async fn sign_in_with(
        &mut self,
        name: &str,
        password: &str,
        headers: &[(&str, &str)],
    ) -> Reply {
        let form = self.get_with("/login", headers).await;
        let token = hidden_field(&form.body, "form_token").unwrap();
        let fields = [
            ("form_token", token.as_str()),
            ("name", name),
            ("password", password),
        ];
        self.post_form_with("/login", &fields, headers).await
    }
}
