//! [`Shared`]: a value shared between copies of a state until one of them changes it
//! (copy on write). The engine snapshots the whole state before every step and at every
//! decision; most steps change a few cards and leave the rest alone, so a snapshot copies
//! pointers, and only the parts a step writes to are copied for real, when it writes.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// A value behind a shared pointer: cloning shares it, changing it (through `DerefMut`)
/// first copies it if another clone still shares it. It reads, compares, prints and
/// serialises as the value itself.
#[derive(Clone, Default)]
pub struct Shared<T: Clone>(Arc<T>);

impl<T: Clone> Shared<T> {
    /// A value, not yet shared.
    pub fn new(value: T) -> Self {
        Shared(Arc::new(value))
    }
}

impl<T: Clone> Shared<T> {
    /// Whether two are shares of one value (not merely equal values): while a share is
    /// held, a change to the other copies it first, so the same value stays unchanged.
    pub fn same(a: &Self, b: &Self) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }
}

impl<T: Clone> From<T> for Shared<T> {
    fn from(value: T) -> Self {
        Shared::new(value)
    }
}

impl<T: Clone> Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
    }
}

impl<T: Clone> Shared<Vec<T>> {
    /// Whether the list is empty (serde's `skip_serializing_if` takes a path to a function).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<'a, T: Clone> IntoIterator for &'a Shared<Vec<T>> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: Clone + PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || *self.0 == *other.0
    }
}

impl<T: Clone + Eq> Eq for Shared<T> {}

impl<T: Clone + fmt::Debug> fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: Clone + Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: Clone + Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize(deserializer).map(Shared::new)
    }
}

#[cfg(test)]
mod tests {
    use super::Shared;

    #[test]
    fn a_change_to_one_copy_leaves_the_other_as_it_was() {
        let first = Shared::new(vec![1, 2, 3]);
        let mut second = first.clone();
        second.push(4);
        assert_eq!(*first, vec![1, 2, 3]);
        assert_eq!(*second, vec![1, 2, 3, 4]);
        assert_ne!(first, second);
    }

    #[test]
    fn it_serialises_as_the_value_itself() {
        let shared = Shared::new(vec![7, 8]);
        let text = serde_json::to_string(&shared).expect("serialises");
        assert_eq!(text, "[7,8]");
        let back: Shared<Vec<i32>> = serde_json::from_str(&text).expect("deserialises");
        assert_eq!(back, shared);
    }
}
