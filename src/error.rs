//! The one error type of the extraction pipeline. "No article" is not an error: it is `Ok(None)`.

use std::fmt;

/// Why an extraction could not run at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The options object could not be read (wrong type or unknown value).
    InvalidOptions(String),
    /// The input is not a document Lectern can walk (no root element, not HTML).
    NotADocument(String),
    /// The snapshot is not one `collectSnapshot` could have made (a field missing or of the
    /// wrong type, a stream that does not decode).
    InvalidSnapshot(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidOptions(why) => write!(f, "lectern: invalid options: {why}"),
            Error::NotADocument(why) => write!(f, "lectern: not a document: {why}"),
            Error::InvalidSnapshot(why) => write!(f, "lectern: invalid snapshot: {why}"),
        }
    }
}

impl std::error::Error for Error {}
