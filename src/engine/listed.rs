//! Lists whose entries a score sheet picks by id: Chinese Classical's list of points and
//! doubles, the Vietnamese bonuses. Finding an entry, counting a hand's picks and checking a
//! list's ids are the same for each; what an entry is worth, how many times a hand may have it
//! and what it excludes are the style's.

/// An entry of such a list.
pub trait Listed {
    /// The id a pick names: lower-case words (letters and digits) joined by hyphens, unique in
    /// its list.
    fn id(&self) -> &'static str;
}

/// The entry of `list` with this id.
pub fn by_id<T: Listed>(list: &'static [T], id: &str) -> Option<&'static T> {
    list.iter().find(|e| e.id() == id)
}

/// How many times `ids` pick each entry of `list`, in the list's order (spaces around an id
/// are not part of it); or the first id that names no entry, for the style to refuse in its
/// own words.
pub fn count_picks<'a, T: Listed>(list: &[T], ids: &'a [String]) -> Result<Vec<u32>, &'a str> {
    let mut counts = vec![0u32; list.len()];
    for id in ids {
        let id = id.trim();
        let i = list.iter().position(|e| e.id() == id).ok_or(id)?;
        counts[i] += 1;
    }
    Ok(counts)
}

/// The first id of `list` that is listed twice or not written as lower-case words joined by
/// hyphens: what a list's own test must find none of.
pub fn misfit_id<T: Listed>(list: &[T]) -> Option<&'static str> {
    let well_written = |id: &str| {
        id.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
    };
    list.iter()
        .enumerate()
        .map(|(i, e)| (i, e.id()))
        .find_map(|(i, id)| {
            let twice = list[..i].iter().any(|o| o.id() == id);
            (twice || !well_written(id)).then_some(id)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Entry(&'static str);

    impl Listed for Entry {
        fn id(&self) -> &'static str {
            self.0
        }
    }

    static LIST: [Entry; 3] = [Entry("dragon-set"), Entry("self-pick"), Entry("pair-2")];

    #[test]
    fn picks_are_counted_in_the_lists_order_and_an_unknown_id_is_named() {
        let ids = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        let picked = ids(&["self-pick", " dragon-set ", "self-pick"]);
        assert_eq!(count_picks(&LIST, &picked), Ok(vec![1, 2, 0]));
        let wrong = ids(&["self-pick", "dragon-pung"]);
        assert_eq!(count_picks(&LIST, &wrong), Err("dragon-pung"));
        assert_eq!(by_id(&LIST, "pair-2").map(Listed::id), Some("pair-2"));
        assert!(by_id(&LIST, "pair").is_none());
    }

    #[test]
    fn an_id_listed_twice_or_written_otherwise_is_found() {
        assert_eq!(misfit_id(&LIST), None);
        assert_eq!(
            misfit_id(&[Entry("a-b"), Entry("c"), Entry("a-b")]),
            Some("a-b")
        );
        assert_eq!(
            misfit_id(&[Entry("a-b"), Entry("Self-Pick")]),
            Some("Self-Pick")
        );
        assert_eq!(misfit_id(&[Entry("a--b")]), Some("a--b"));
    }
}
