//! The CSS, scripts and tile images the pages use, served under `/static/`.
//!
//! They are built into the binary (`build.rs`), so `tenbou` copied to a laptop runs from any
//! folder with nothing beside it. `--static-dir` serves a folder instead (a club's own style
//! sheet, or editing the CSS without rebuilding). Each embedded file carries an ETag made from
//! its bytes, so a phone that has it already gets a bodiless 304.

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hasher};
use std::path::PathBuf;
use std::sync::OnceLock;
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
}

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

fn etag_of(bytes: &[u8]) -> HeaderValue {
    // The same bytes give the same tag in every run: `DefaultHasher::new` has fixed keys.
    let mut hasher = DefaultHasher::new();
    hasher.write(bytes);
    HeaderValue::from_str(&format!("\"{:016x}\"", hasher.finish()))
        .expect("hex digits are a valid header value")
}

fn table() -> &'static HashMap<&'static str, Asset> {
    static TABLE: OnceLock<HashMap<&'static str, Asset>> = OnceLock::new();
    TABLE.get_or_init(|| {
        embedded::EMBEDDED
            .iter()
            .map(|&(path, bytes)| {
                let asset = Asset {
                    bytes,
                    content_type: content_type(path),
                    etag: etag_of(bytes),
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
    let Some(asset) = table().get(uri.path().trim_start_matches('/')) else {
        return StatusCode::NOT_FOUND.into_response();
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
    response
}

/// The router for `/static/`.
pub fn router(assets: Assets) -> Router {
    match assets {
        Assets::Embedded => Router::new().fallback(serve_embedded),
        Assets::Folder(folder) => Router::new().fallback_service(ServeDir::new(folder)),
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
    fn content_types_follow_the_extension() {
        assert_eq!(content_type("style.css"), "text/css; charset=utf-8");
        assert_eq!(content_type("tiles/1m.svg"), "image/svg+xml");
        assert_eq!(content_type("live.js"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("README"), "application/octet-stream");
    }
}
