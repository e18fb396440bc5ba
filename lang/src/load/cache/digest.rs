//! The cache's digests: a card text's key, the stdlib's, and the check that ends a cache file.
//! [`Hasher`] takes its bytes in pieces, so a cache file is checked and written while it
//! streams, never held whole in memory.

/// A digest of some bytes: their length and two 64-bit lanes, each mixing the bytes eight
/// at a time (about one instruction a byte; the cache is read at every load, so its digests
/// must cost far less than parsing). Not cryptographic: it tells files that changed from
/// files that did not, and a damaged cache file from a whole one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(in crate::load) struct Digest(pub(super) u64, pub(super) u64, pub(super) u64);

impl Digest {
    /// The digest of `bytes`.
    pub(in crate::load) fn of(bytes: &[u8]) -> Self {
        let mut hasher = Hasher::default();
        hasher.update(bytes);
        hasher.finish()
    }

    /// The digest as the 24 bytes a cache file stores.
    pub(super) fn to_bytes(self) -> [u8; 24] {
        let mut out = [0u8; 24];
        for (slot, part) in out.chunks_exact_mut(8).zip([self.0, self.1, self.2]) {
            slot.copy_from_slice(&part.to_le_bytes());
        }
        out
    }
}

/// A [`Digest`] computed over bytes given in any number of pieces: the same digest as
/// [`Digest::of`] their concatenation.
pub(super) struct Hasher {
    lanes: (u64, u64),
    len: u64,
    /// Bytes of an unfinished eight-byte word, waiting for the next piece.
    pending: [u8; 8],
    pending_len: usize,
}

impl Default for Hasher {
    fn default() -> Self {
        Hasher {
            lanes: (0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344),
            len: 0,
            pending: [0; 8],
            pending_len: 0,
        }
    }
}

impl Hasher {
    /// Mixes in the next piece.
    pub(super) fn update(&mut self, mut bytes: &[u8]) {
        self.len += bytes.len() as u64;
        if self.pending_len > 0 {
            let take = (8 - self.pending_len).min(bytes.len());
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&bytes[..take]);
            self.pending_len += take;
            bytes = &bytes[take..];
            if self.pending_len < 8 {
                return;
            }
            self.mix(u64::from_le_bytes(self.pending));
            self.pending_len = 0;
        }
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.mix(u64::from_le_bytes(word.try_into().unwrap_or([0; 8])));
        }
        let rest = words.remainder();
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
    }

    /// The digest of everything given (the unfinished word padded with zeros and mixed last).
    pub(super) fn finish(mut self) -> Digest {
        let mut last = [0u8; 8];
        last[..self.pending_len].copy_from_slice(&self.pending[..self.pending_len]);
        self.mix(u64::from_le_bytes(last));
        Digest(self.len, spread(self.lanes.0), spread(self.lanes.1))
    }

    fn mix(&mut self, word: u64) {
        let (a, b) = &mut self.lanes;
        *a = (a.rotate_left(23) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        *b = (*b ^ word.rotate_left(31))
            .wrapping_mul(0xff51_afd7_ed55_8ccd)
            .rotate_left(29);
    }
}

/// Spreads every bit of a lane over the whole word (the finaliser of MurmurHash3).
fn spread(mut lane: u64) -> u64 {
    lane ^= lane >> 33;
    lane = lane.wrapping_mul(0xff51_afd7_ed55_8ccd);
    lane ^= lane >> 33;
    lane = lane.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    lane ^ (lane >> 33)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_of_any_size_give_the_digest_of_the_whole() {
        let bytes: Vec<u8> = (0..1000u32).map(|i| (i * 7 + i / 13) as u8).collect();
        let whole = Digest::of(&bytes);
        for piece in [1, 3, 7, 8, 9, 64, 999] {
            let mut hasher = Hasher::default();
            for chunk in bytes.chunks(piece) {
                hasher.update(chunk);
            }
            assert_eq!(hasher.finish(), whole, "pieces of {piece}");
        }
        assert_ne!(Digest::of(&bytes[..999]), whole);
    }
}
