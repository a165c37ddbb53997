//! Lectern: main-content extraction. A read-only walk turns a document into a pruned page, fusion
//! turns that into blocks, scoring selects the content blocks, rendering writes the article.
//!
//! The core is plain Rust (tested with `cargo test`); `wasm` and `dom::live` are the only
//! modules that touch wasm-bindgen and web-sys.

pub mod article;
pub mod blocks;
pub mod dom;
pub mod double_byte;
pub mod error;
mod furniture;
pub mod images;
mod language;
pub mod lexicon;
mod lines;
mod listing;
pub mod metadata;
pub mod metric;
pub mod mojibake;
mod noise;
mod notices;
pub mod page;
pub mod page_metadata;
mod posts;
mod preorder;
pub mod readerable;
pub mod render;
pub mod score;
pub mod selection;
pub mod site_template;
mod stamps;
mod tails;
pub mod text;
pub mod tuning;
pub mod urls;
pub mod window;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

/// Talc in place of Rust's default WebAssembly allocator (dlmalloc): an extraction makes many
/// small strings and vectors and frees them all at the end.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub use article::{extract, extract_page, is_probably_readerable, Article, Options, Walker};
pub use error::Error;
pub use page_metadata::{metadata, PageMetadata};

/// Extracts the article from an HTML string (native backend, no layout).
#[cfg(not(target_arch = "wasm32"))]
pub fn extract_html(html: &str, options: &Options) -> Option<Article> {
    let doc = dom::html::HtmlDocument::parse(html, options.url.as_deref());
    extract(&doc, options)
}

/// The metadata of an HTML string (native backend): its article's, or the page's own when it has
/// no article.
#[cfg(not(target_arch = "wasm32"))]
pub fn metadata_html(html: &str, options: &Options) -> PageMetadata {
    let doc = dom::html::HtmlDocument::parse(html, options.url.as_deref());
    metadata(&doc, options)
}
