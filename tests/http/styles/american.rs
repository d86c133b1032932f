//! What only American has, beside the shared suite (docs/rules.md §10).
