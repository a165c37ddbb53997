//! Walks over a tree stored in pre-order, as the page's nodes and the block document's blocks
//! are: the subtree of entry `i` is `i + 1 .. end(i)`, and `u32::MAX` is no entry (the roots'
//! parent).

const NONE: u32 = u32::MAX;

/// Entry `i` and the entries that hold it, `i` first (nothing for no entry).
pub(crate) fn self_and_ancestors(i: u32, parent: impl Fn(u32) -> u32) -> impl Iterator<Item = u32> {
    let entry = |i: u32| (i != NONE).then_some(i);
    std::iter::successors(entry(i), move |&x| entry(parent(x)))
}

/// The children of entry `i`, in document order: each starts where the one before it ends.
pub(crate) fn children(i: u32, end: impl Fn(u32) -> u32) -> impl Iterator<Item = u32> {
    let last = end(i);
    let within = move |c: u32| (c < last).then_some(c);
    std::iter::successors(within(i + 1), move |&c| within(end(c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walks_a_tree_stored_in_pre_order() {
        // 0 ( 1 ( 2 3 ) 4 ), 5: (parent, end) per entry.
        let tree = [(NONE, 5), (0, 4), (1, 3), (1, 4), (0, 5), (NONE, 6)];
        let parent = |i: u32| tree[i as usize].0;
        let end = |i: u32| tree[i as usize].1;
        assert_eq!(children(0, end).collect::<Vec<_>>(), [1, 4]);
        assert_eq!(children(1, end).collect::<Vec<_>>(), [2, 3]);
        assert_eq!(children(3, end).count(), 0);
        assert_eq!(self_and_ancestors(3, parent).collect::<Vec<_>>(), [3, 1, 0]);
        assert_eq!(self_and_ancestors(5, parent).collect::<Vec<_>>(), [5]);
        assert_eq!(self_and_ancestors(NONE, parent).count(), 0);
    }
}
