//! Batch extraction's map task (seed 004: each map task runs the whole extraction for a page).
//! Reads JSON Lines on stdin, one page a line, and writes one JSON line a page on stdout, in the
//! same order:
//!
//! ```text
//! in:  {"id": "...", "url": "https://...", "html": "<html>..."}
//!      or "bytes" instead of "html": the page's raw bytes in base64, decoded as a browser
//!      would: a byte-order mark, else "charset" when given (the HTTP header's, from a
//!      crawl's record), else the charset the page declares
//! out: {"id": "...", "url": "...", "article": {title, byline, textContent, content, ...}
//!      | null, "error": null | "..."}
//! ```
//!
//! `article` is `extract`'s result (no layout: the parsed-HTML backend); `null` with no error is
//! an honest "no article". With `--markdown` each article also carries its body as Markdown
//! (`markdown`). A line that is not such an object gives an `error` and the stream goes
//! on. `batch/extract.py` runs this on Apache Spark.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    batch::main();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod batch {
    use std::io::{BufRead, BufWriter, Write};

    use base64::Engine;
    use lectern::dom::html::decode;
    use lectern::{extract_html, Options};
    use serde_json::{json, Value};

    pub fn main() {
        let mut markdown = false;
        for arg in std::env::args().skip(1) {
            match arg.as_str() {
                "--markdown" => markdown = true,
                _ => {
                    eprintln!("lectern-batch: unknown argument {arg:?} (usage: lectern-batch [--markdown] < pages.jsonl)");
                    std::process::exit(2);
                }
            }
        }
        let mut input = std::io::stdin().lock();
        let mut output = BufWriter::new(std::io::stdout().lock());
        let mut line = Vec::new();
        loop {
            line.clear();
            match input.read_until(b'\n', &mut line) {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) => {
                    eprintln!("lectern-batch: reading stdin: {e}");
                    std::process::exit(1);
                }
            }
            if line.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            let record = page_record(&line, markdown);
            if serde_json::to_writer(&mut output, &record)
                .map_err(std::io::Error::from)
                .and_then(|()| output.write_all(b"\n"))
                .is_err()
            {
                // The reader went away (a closed pipe): nothing more can be delivered.
                std::process::exit(1);
            }
        }
        if output.flush().is_err() {
            std::process::exit(1);
        }
    }

    /// The output record of one input line.
    fn page_record(line: &[u8], markdown: bool) -> Value {
        let mut page: Value = match serde_json::from_slice(line) {
            Ok(page @ Value::Object(_)) => page,
            Ok(_) => return failure(&Value::Null, &Value::Null, "not a JSON object".into()),
            Err(e) => return failure(&Value::Null, &Value::Null, format!("not JSON: {e}")),
        };
        let (html, bytes) = (page["html"].take(), page["bytes"].take());
        let charset = page["charset"].as_str().map(str::to_string);
        let (id, url) = (&page["id"], &page["url"]);
        let html = match (html, bytes) {
            (Value::String(html), _) => html,
            (_, Value::String(bytes)) => {
                match base64::engine::general_purpose::STANDARD.decode(bytes) {
                    Ok(bytes) => decode_served(&bytes, charset.as_deref()),
                    Err(e) => return failure(id, url, format!("\"bytes\" is not base64: {e}")),
                }
            }
            _ => return failure(id, url, "no \"html\" or \"bytes\" string".into()),
        };
        let options = Options {
            url: url.as_str().map(String::from),
            markdown,
            ..Options::default()
        };
        let extracted = std::panic::catch_unwind(|| extract_html(&html, &options));
        match extracted {
            Ok(article) => json!({"id": id, "url": url, "article": article, "error": null}),
            Err(panic) => {
                let what = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                failure(id, url, format!("extraction failed: {what}"))
            }
        }
    }

    /// A page's bytes as a browser decodes what a server sent: a byte-order mark first, then the
    /// charset of the HTTP header, then what the page declares ([`decode`]).
    fn decode_served(bytes: &[u8], header_charset: Option<&str>) -> String {
        let served = header_charset
            .and_then(|label| encoding_rs::Encoding::for_label(label.trim().as_bytes()));
        match (encoding_rs::Encoding::for_bom(bytes), served) {
            (None, Some(encoding)) => encoding.decode_without_bom_handling(bytes).0.into_owned(),
            _ => decode(bytes),
        }
    }

    fn failure(id: &Value, url: &Value, error: String) -> Value {
        json!({"id": id, "url": url, "article": null, "error": error})
    }
}
