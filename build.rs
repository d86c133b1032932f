//! Builds the CSS, scripts and tile images of `static/` into the binary, so that `tenbou` runs
//! from any folder (a copied binary on the club's laptop) with its pages styled and live. Writes
//! `static_files.rs` into the build's output folder: one `(path, bytes)` entry per file, sorted,
//! the bytes taken with `include_bytes!` so a changed file rebuilds the binary. The entries name
//! their files below `CARGO_MANIFEST_DIR` as the crate compiles, so that a build folder shared by
//! several checkouts reads each checkout's own files.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

fn files_under(folder: &Path, found: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(folder).unwrap_or_else(|e| panic!("reading {folder:?}: {e}"));
    for entry in entries {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            files_under(&path, found);
        } else {
            found.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let folder = root.join("static");
    println!("cargo:rerun-if-changed=static");
    println!("cargo:rerun-if-changed=build.rs");
    let mut files = Vec::new();
    files_under(&folder, &mut files);
    files.sort();
    let out =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("static_files.rs");
    let mut code = Vec::new();
    writeln!(
        code,
        "/// Every file of `static/`: its path below the folder, and its bytes."
    )
    .unwrap();
    writeln!(code, "pub static EMBEDDED: &[(&str, &[u8])] = &[").unwrap();
    for file in &files {
        let relative = file
            .strip_prefix(&folder)
            .expect("below the folder")
            .to_str()
            .expect("static file names are UTF-8")
            .replace('\\', "/");
        // The path is joined to the crate's folder when the crate compiles, not written out
        // here: a build folder reused by a checkout elsewhere (a copied cache) then still
        // reads this checkout's files.
        let below_root = format!("/static/{relative}");
        writeln!(
            code,
            "    ({relative:?}, include_bytes!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {below_root:?}))),"
        )
        .unwrap();
    }
    writeln!(code, "];").unwrap();
    fs::write(&out, code).unwrap_or_else(|e| panic!("writing {out:?}: {e}"));
}
