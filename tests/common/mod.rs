//! What the native test files share.
// Each test file is its own crate and uses only part of this.
#![allow(dead_code)]

/// A small xorshift generator: the same random pages on every run.
pub struct Xorshift(pub u64);

impl Xorshift {
    /// The generator for run `seed` (any number: it is spread over the bits and made odd).
    pub fn seeded(seed: u64) -> Xorshift {
        Xorshift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }

    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}
