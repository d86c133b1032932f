//! Reads a page the way a browser would: parsed into elements and looked up by CSS selector,
//! so a test says which element holds what (`form#hand-form input[name=win0]`, the text of
//! `tr.score td`) instead of searching the page's bytes. A failed look-up panics with the
//! selector and the start of the page's main content.
#![allow(dead_code)]

use scraper::{ElementRef, Html, Selector};

/// A parsed page, kept with its source for the messages of failed assertions.
pub struct Page {
    source: String,
    document: Html,
}

impl Page {
    pub fn parse(source: &str) -> Self {
        Self {
            source: source.to_owned(),
            document: Html::parse_document(source),
        }
    }

    pub fn source(&self) -> &str {
        &self.source
    }

    /// Every element matching `css`, in document order (none is not an error here; the
    /// assertions on [`Found`] say what was expected).
    pub fn select(&self, css: &str) -> Found<'_> {
        let selector = Selector::parse(css)
            .unwrap_or_else(|err| panic!("`{css}` is not a CSS selector: {err:?}"));
        Found {
            page: self,
            css: css.to_owned(),
            elements: self.document.select(&selector).collect(),
        }
    }

    /// The text a reader sees in the body, whitespace collapsed to single spaces.
    pub fn text(&self) -> String {
        self.select("body").text()
    }

    /// Every string a person could meet on the page: the text of every element (titles and
    /// option labels included) and every attribute value (a placeholder, a tooltip).
    pub fn strings(&self) -> impl Iterator<Item = &str> {
        let root = self.document.root_element();
        root.text().chain(root.descendants().flat_map(|node| {
            node.value()
                .as_element()
                .into_iter()
                .flat_map(|el| el.attrs().map(|(_, value)| value))
        }))
    }

    /// Whether `word` appears in any of the page's [`strings`](Page::strings).
    pub fn mentions(&self, word: &str) -> bool {
        self.strings().any(|s| s.contains(word))
    }

    /// Fails when `word` appears anywhere on the page (see [`Page::mentions`]).
    pub fn assert_never_mentions(&self, word: &str) -> &Self {
        assert!(
            !self.mentions(word),
            "did not expect {word:?} anywhere on the page:\n{}",
            self.excerpt()
        );
        self
    }

    /// The start of the page's main content (or of the whole page), for failure messages.
    pub fn excerpt(&self) -> String {
        const LIMIT: usize = 3000;
        let main = Selector::parse("main").unwrap();
        let html = self
            .document
            .select(&main)
            .next()
            .map_or_else(|| self.source.clone(), |m| m.html());
        match html.char_indices().nth(LIMIT) {
            Some((cut, _)) => format!("{}\n[… {} more bytes]", &html[..cut], html.len() - cut),
            None => html,
        }
    }
}

/// The elements one selector found on a page.
pub struct Found<'a> {
    page: &'a Page,
    css: String,
    elements: Vec<ElementRef<'a>>,
}

/// An element's text with runs of whitespace (line breaks in the template) made one space.
fn collapsed(element: &ElementRef<'_>) -> String {
    element
        .text()
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

impl<'a> Found<'a> {
    pub fn count(&self) -> usize {
        self.elements.len()
    }

    pub fn exists(&self) -> bool {
        !self.elements.is_empty()
    }

    /// The elements found, to look inside each.
    pub fn elements(&self) -> &[ElementRef<'a>] {
        &self.elements
    }

    fn fail(&self, what: &str) -> ! {
        panic!(
            "`{}`: {what} (found {}) in the page:\n{}",
            self.css,
            self.elements.len(),
            self.page.excerpt()
        )
    }

    /// The first element found; fails when there is none.
    pub fn first(&self) -> ElementRef<'a> {
        match self.elements.first() {
            Some(element) => *element,
            None => self.fail("no element matches"),
        }
    }

    /// The text of the first element found, whitespace collapsed.
    pub fn text(&self) -> String {
        collapsed(&self.first())
    }

    /// The text of every element found, whitespace collapsed, in document order.
    pub fn texts(&self) -> Vec<String> {
        self.elements.iter().map(collapsed).collect()
    }

    /// For each element found, the texts of its descendants matching `css` (the cells of
    /// table rows, say), whitespace collapsed.
    pub fn cells(&self, css: &str) -> Vec<Vec<String>> {
        let selector = Selector::parse(css)
            .unwrap_or_else(|err| panic!("`{css}` is not a CSS selector: {err:?}"));
        self.elements
            .iter()
            .map(|e| e.select(&selector).map(|c| collapsed(&c)).collect())
            .collect()
    }

    /// The attribute `name` of the first element found; fails when it has none.
    pub fn attr(&self, name: &str) -> String {
        match self.first().value().attr(name) {
            Some(value) => value.to_owned(),
            None => self.fail(&format!("the first element has no `{name}` attribute")),
        }
    }

    /// The attribute `name` of every element found that has it.
    pub fn attrs(&self, name: &str) -> Vec<String> {
        self.elements
            .iter()
            .filter_map(|e| e.value().attr(name).map(str::to_owned))
            .collect()
    }

    pub fn assert_count(&self, expected: usize) -> &Self {
        if self.elements.len() != expected {
            self.fail(&format!("expected {expected} elements"));
        }
        self
    }

    /// Fails unless at least one element matches.
    pub fn assert_exists(&self) -> &Self {
        if self.elements.is_empty() {
            self.fail("expected an element");
        }
        self
    }

    /// Fails when any element matches.
    pub fn assert_none(&self) -> &Self {
        if !self.elements.is_empty() {
            self.fail("expected no element");
        }
        self
    }

    /// Fails unless the first element's text (whitespace collapsed) is `expected`.
    pub fn assert_text(&self, expected: &str) -> &Self {
        let text = self.text();
        if text != expected {
            self.fail(&format!("expected the text {expected:?}, found {text:?}"));
        }
        self
    }

    /// Fails unless some element's text (whitespace collapsed) holds `needle`.
    pub fn assert_text_contains(&self, needle: &str) -> &Self {
        self.assert_exists();
        let texts = self.texts();
        if !texts.iter().any(|t| t.contains(needle)) {
            self.fail(&format!(
                "expected an element whose text holds {needle:?}, found {texts:?}"
            ));
        }
        self
    }

    /// Fails unless the texts of the elements found are `expected`, in order.
    pub fn assert_texts(&self, expected: &[&str]) -> &Self {
        let texts = self.texts();
        if texts != expected {
            self.fail(&format!("expected the texts {expected:?}, found {texts:?}"));
        }
        self
    }
}
