//! A refusal in a style's own words ([`StyleRefusal`]), carried by the refusals every style
//! shares (a replay's `GameError::Style`, the game of points' settlement) without their naming
//! the style. A file of its own, importing nothing of the engine, so that the shared game of
//! points can carry one without importing the game that imports it.

use std::sync::Arc;

/// A refusal in a style's own words. Two are the same when they say the same: what the
/// organizer reads is the whole of a refusal.
#[derive(Debug, Clone)]
pub struct StyleRefusal(Arc<dyn std::error::Error + Send + Sync>);

impl StyleRefusal {
    /// A style's own refusal, kept with its words.
    pub fn new(refusal: impl std::error::Error + Send + Sync + 'static) -> StyleRefusal {
        StyleRefusal(Arc::new(refusal))
    }

    /// The style's own refusal of type `E`, where this is one.
    pub fn downcast_ref<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.0.downcast_ref()
    }
}

impl PartialEq for StyleRefusal {
    fn eq(&self, other: &StyleRefusal) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for StyleRefusal {}

impl std::fmt::Display for StyleRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for StyleRefusal {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}
