//! The CSS, scripts and tile images the pages use, served under `/static/`.
//!
//! They are built into the binary (`build.rs`), so `tenbou` copied to a laptop runs from any
//! folder with nothing beside it. `--static-dir` serves a folder instead (a club's own style
//! sheet, or editing the CSS without rebuilding). Each embedded file carries an ETag made from
//! its bytes, so a phone that has it already gets a bodiless 304.
//!
//! Pages name the style sheet, scripts and icon by [`url`]: the file's name with its content's
//! hash in it (`/static/style.0123456789abcdef.css`), answered with a year's immutable cache, so
//! a phone on the venue's Wi-Fi asks for each once per release, never again per page. The plain
//! names (`/static/style.css`, as older pages and bookmarks have them) still answer, cached for
//! an hour by the router. A versioned name whose hash is not the current one (a page from
//! before an upgrade) gets today's file without the long cache.

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hasher};
use std::path::PathBuf;
use std::sync::OnceLock;
use tower::ServiceExt;
use tower_http::services::ServeDir;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/static_files.rs"));
}

/// Where the files under `/static/` come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Assets {
    /// The files built into the binary (the default).
    Embedded,
    /// A folder on disk, read at each request.
    Folder(PathBuf),
}

/// One embedded file, ready to send.
struct Asset {
    bytes: &'static [u8],
    content_type: &'static str,
    etag: HeaderValue,
    /// The hash of the bytes, as it appears in the versioned name.
    hash: String,
}

/// How long a versioned file may be kept: a year, never asked again (its name changes with it).
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The content type of a file, from its extension; only kinds `static/` holds are named.
fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, extension)| extension) {
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The bytes' hash as sixteen hex digits. The same bytes give the same hash in every run:
/// `DefaultHasher::new` has fixed keys.
fn hash_of(bytes: &[u8]) -> String {
    let mut hasher = DefaultHasher::new();
    hasher.write(bytes);
    format!("{:016x}", hasher.finish())
}

fn etag_of(hash: &str) -> HeaderValue {
    HeaderValue::from_str(&format!("\"{hash}\"")).expect("hex digits are a valid header value")
}

/// `path` with `hash` before its extension: `tiles/1m.svg` -> `tiles/1m.<hash>.svg`.
fn with_hash(path: &str, hash: &str) -> String {
    match path.rsplit_once('.') {
        Some((stem, extension)) if !stem.is_empty() && !stem.ends_with('/') => {
            format!("{stem}.{hash}.{extension}")
        }
        _ => format!("{path}.{hash}"),
    }
}

/// A versioned name split into the plain name and the hash it carries, if it is one: the part
/// before the extension ends in a dot and sixteen lowercase hex digits.
fn split_version(path: &str) -> Option<(String, &str)> {
    let (rest, extension) = path.rsplit_once('.')?;
    let (stem, hash) = rest.rsplit_once('.')?;
    let is_hash = hash.len() == 16 && hash.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    (is_hash && !stem.is_empty()).then(|| (format!("{stem}.{extension}"), hash))
}

/// The address pages use for the file `path` of `static/` (`"style.css"`): its versioned name
/// when it is built in, else the plain one (a file only a `--static-dir` folder has).
pub fn url(path: &str) -> String {
    match table().get(path) {
        Some(asset) => format!("/static/{}", with_hash(path, &asset.hash)),
        None => format!("/static/{path}"),
    }
}

fn table() -> &'static HashMap<&'static str, Asset> {
    static TABLE: OnceLock<HashMap<&'static str, Asset>> = OnceLock::new();
    TABLE.get_or_init(|| {
        embedded::EMBEDDED
            .iter()
            .map(|&(path, bytes)| {
                let hash = hash_of(bytes);
                let asset = Asset {
                    bytes,
                    content_type: content_type(path),
                    etag: etag_of(&hash),
                    hash,
                };
                (path, asset)
            })
            .collect()
    })
}

async fn serve_embedded(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    // Looked up by exact path in a fixed table: nothing outside it can be named.
    let path = uri.path().trim_start_matches('/');
    let (asset, current_version) = match table().get(path) {
        Some(asset) => (asset, false),
        None => match split_version(path).and_then(|(plain, hash)| {
            table()
                .get(plain.as_str())
                .map(|asset| (asset, asset.hash == hash))
        }) {
            Some(found) => found,
            None => return StatusCode::NOT_FOUND.into_response(),
        },
    };
    let unchanged = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|tags| {
            tags.split(',')
                .any(|t| t.trim() == asset.etag || t.trim() == "*")
        });
    let mut response = if unchanged {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        let mut r = Response::new(Body::from(asset.bytes));
        r.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(asset.content_type),
        );
        r
    };
    response
        .headers_mut()
        .insert(header::ETAG, asset.etag.clone());
    if current_version {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    }
    response
}

/// A folder's file by its plain name or a versioned one: the folder may change at any time, so
/// nothing from it is cached for long (the router's hour applies).
async fn serve_folder(folder: PathBuf, request: axum::extract::Request) -> Response {
    let (mut parts, body) = request.into_parts();
    if let Some((plain, _)) = split_version(parts.uri.path().trim_start_matches('/')) {
        if let Ok(uri) = format!("/{plain}").parse::<Uri>() {
            parts.uri = uri;
        }
    }
    let request = axum::extract::Request::from_parts(parts, body);
    match ServeDir::new(folder).oneshot(request).await {
        Ok(response) => response.into_response(),
        Err(never) => match never {},
    }
}

/// The router for `/static/`.
pub fn router(assets: Assets) -> Router {
    match assets {
        Assets::Embedded => Router::new().fallback(serve_embedded),
        Assets::Folder(folder) => {
            Router::new().fallback(move |request| serve_folder(folder.clone(), request))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_of_the_static_folder_is_embedded_with_its_bytes() {
        let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("static");
        let mut on_disk = Vec::new();
        let mut stack = vec![folder.clone()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else {
                    on_disk.push(path);
                }
            }
        }
        assert!(
            on_disk.len() > 10,
            "static/ holds the style sheet, scripts and tiles"
        );
        for path in on_disk {
            let relative = path.strip_prefix(&folder).unwrap().to_str().unwrap();
            let asset = table()
                .get(relative)
                .unwrap_or_else(|| panic!("{relative} embedded"));
            assert_eq!(asset.bytes, std::fs::read(&path).unwrap(), "{relative}");
        }
        assert_eq!(table().len(), embedded::EMBEDDED.len());
    }

    #[test]
    fn a_versioned_name_carries_the_hash_before_the_extension_and_splits_back() {
        let versioned = url("style.css");
        let name = versioned.strip_prefix("/static/").unwrap();
        let (plain, hash) = split_version(name).unwrap();
        assert_eq!(plain, "style.css");
        assert_eq!(hash, table()["style.css"].hash);
        assert_eq!(
            with_hash("tiles/1m.svg", "0123456789abcdef"),
            "tiles/1m.0123456789abcdef.svg"
        );
        assert_eq!(split_version("style.css"), None);
        assert_eq!(split_version("tiles/1m.svg"), None);
        assert_eq!(split_version(".0123456789abcdef.css"), None);
        assert_eq!(split_version("style.0123456789ABCDEF.css"), None);
        assert_eq!(url("club.css"), "/static/club.css", "not built in: plain");
    }

    #[test]
    fn content_types_follow_the_extension() {
        assert_eq!(content_type("style.css"), "text/css; charset=utf-8");
        assert_eq!(content_type("tiles/1m.svg"), "image/svg+xml");
        assert_eq!(content_type("live.js"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("README"), "application/octet-stream");
    }
}
