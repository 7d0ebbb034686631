//! Reading a whole input that the user names, a file or a pipe, up to a cap.
//!
//! A map or a lesson is read whole before it is parsed, and what the user names may be
//! `/dev/zero`, an endless pipe (`yes | …`) or a device that reports a size of 0: its size
//! says nothing. So the bytes are counted as they are read, and reading stops one byte past
//! the cap, however much more the source would give: memory stays at the cap.

use std::io::{self, Read};

/// One mebibyte, the cap of the files read whole: far past any map or lesson written by
/// hand (the largest shipped is under 4 KiB), small enough to hold at once.
pub const MEBIBYTE: u64 = 1 << 20;

/// The bytes of `reader` to its end, or `None` when it holds more than `cap` bytes; at
/// most `cap + 1` bytes are read either way.
pub fn read_capped(reader: impl Read, cap: u64) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    // `read_to_end` retries a read cut short by a signal itself.
    reader.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= cap).then_some(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_to_the_cap_is_read_and_one_byte_more_is_refused() {
        assert_eq!(
            read_capped(&b"0123456789"[..], 10).expect("read"),
            Some(b"0123456789".to_vec())
        );
        assert_eq!(read_capped(&b"0123456789"[..], 9).expect("read"), None);
        assert_eq!(read_capped(&b""[..], 0).expect("read"), Some(Vec::new()));
    }

    #[test]
    fn an_endless_source_stops_one_byte_past_the_cap() {
        let mut endless = io::repeat(b'#');
        assert_eq!(read_capped(&mut endless, 1000).expect("read"), None);
        // The source is left where the cap stopped it, nothing further taken.
        let mut counted = io::repeat(b'#').take(5000);
        assert_eq!(read_capped(&mut counted, 1000).expect("read"), None);
        assert_eq!(counted.limit(), 5000 - 1001);
    }
}
