//! The README is the front door: short enough to read in five minutes, and every file it or
//! `docs/` links to is in the repository. A moved or renamed document fails here, not in a
//! newcomer's browser.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const README_MOST_LINES: usize = 200;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The targets of a Markdown text's inline links and images, `[text](target)`, in order.
fn link_targets(markdown: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = markdown;
    while let Some(start) = rest.find("](") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(')') else { break };
        targets.push(after[..end].trim().to_string());
        rest = &after[end..];
    }
    targets
}

/// The repository files a document links to: web addresses and in-page anchors are left out,
/// and a `#section` after a file name is dropped.
fn linked_files(document: &Path) -> Vec<PathBuf> {
    let folder = document.parent().expect("a document lives in a folder");
    link_targets(&read(document))
        .into_iter()
        .filter(|target| !target.contains("://") && !target.starts_with('#'))
        .map(|target| {
            let file = target.split('#').next().unwrap_or_default();
            folder.join(file)
        })
        .collect()
}

fn documents() -> Vec<PathBuf> {
    let mut documents = vec![root().join("README.md")];
    let mut in_docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    in_docs.sort();
    documents.extend(in_docs);
    documents
}

#[test]
fn the_readme_stays_under_two_hundred_lines() {
    let lines = read(&root().join("README.md")).lines().count();
    assert!(
        lines < README_MOST_LINES,
        "README.md has {lines} lines; the front door stays under {README_MOST_LINES}: move detail into docs/"
    );
}

#[test]
fn every_file_the_readme_and_the_docs_link_to_exists() {
    let mut missing = Vec::new();
    for document in documents() {
        for file in linked_files(&document) {
            if !file.exists() {
                missing.push(format!("{} -> {}", document.display(), file.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "links to missing files:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_document_is_reached_from_the_readme() {
    let readme = root().join("README.md");
    let mut reached: BTreeSet<PathBuf> = BTreeSet::new();
    let mut to_read = vec![readme.clone()];
    while let Some(document) = to_read.pop() {
        let Ok(canonical) = document.canonicalize() else {
            continue;
        };
        if !reached.insert(canonical) {
            continue;
        }
        to_read.extend(
            linked_files(&document)
                .into_iter()
                .filter(|file| file.extension().is_some_and(|ext| ext == "md")),
        );
    }
    let unreached: Vec<String> = documents()
        .into_iter()
        .filter(|document| !reached.contains(&document.canonicalize().expect("listed")))
        .map(|document| document.display().to_string())
        .collect();
    assert!(
        unreached.is_empty(),
        "documents no link from the README leads to:\n{}",
        unreached.join("\n")
    );
}

#[test]
fn link_targets_are_read_from_links_and_images() {
    let text = "see [a](docs/a.md#part) and ![b](img/b.png), [web](https://example.org)";
    assert_eq!(
        link_targets(text),
        ["docs/a.md#part", "img/b.png", "https://example.org"]
    );
}
