//! URL attributes are kept as written by the walk and resolved against the document's base URL
//! only for what is output (links, images, the lead image): a page has thousands of links and
//! the article a few dozen, and the walk stays clear of clobberable IDL properties (`form.action`).
//! Natively the `url` crate resolves; in the browser, the browser's own `URL` does, so the result
//! is exactly what the page's links point to. Most links of a page are absolute or root-relative
//! and already in the form a parser gives back; those are resolved by `plain_resolution`
//! without a parser (in the browser, a `URL` object and two boundary crossings per link).

/// Resolves relative URLs against one base.
pub struct Resolver {
    #[cfg(not(target_arch = "wasm32"))]
    base: Option<url::Url>,
    #[cfg(target_arch = "wasm32")]
    base: Option<String>,
}

impl Resolver {
    /// `base` is the document's base URL (its `<base href>` or its address); without one, only
    /// absolute URLs resolve.
    pub fn new(base: Option<&str>) -> Resolver {
        #[cfg(not(target_arch = "wasm32"))]
        let base = base.and_then(|b| url::Url::parse(b).ok());
        // Parsed once, so the base is in the browser's own form, as `plain_resolution` needs it.
        #[cfg(target_arch = "wasm32")]
        let base = base
            .filter(|b| !b.is_empty())
            .and_then(|b| web_sys::Url::new(b).ok())
            .map(|u| u.href());
        Resolver { base }
    }

    /// The base URL, absolute, when there is one.
    pub fn base(&self) -> Option<&str> {
        #[cfg(not(target_arch = "wasm32"))]
        let base = self.base.as_ref().map(url::Url::as_str);
        #[cfg(target_arch = "wasm32")]
        let base = self.base.as_deref();
        base
    }

    /// The absolute form of `raw` (an attribute value as written), or `None` when it is not a URL.
    pub fn resolve(&self, raw: &str) -> Option<String> {
        let raw = raw.trim();
        if raw.is_empty() {
            return None;
        }
        if let Some(url) = plain_resolution(self.base(), raw) {
            return Some(url);
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            match &self.base {
                Some(base) => base.join(raw).ok().map(String::from),
                None => url::Url::parse(raw).ok().map(String::from),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let parsed = match &self.base {
                Some(base) => web_sys::Url::new_with_base(raw, base),
                None => web_sys::Url::new(raw),
            };
            parsed.ok().map(|u| u.href())
        }
    }

    /// The absolute URL when its scheme is safe to output: http(s), and for a `link` mailto and
    /// tel too. No `javascript:`, `data:`, `vbscript:` or `blob:` ever passes.
    pub fn safe(&self, raw: &str, link: bool) -> Option<String> {
        self.resolve(raw).filter(|u| is_safe_url(u, link))
    }
}

/// The resolved form of `raw` when a URL parser would give it back unchanged (absolute) or as the
/// base's origin followed by it (root-relative), or `None` when only a parser can tell: other
/// schemes, relative paths, hosts that are not lowercase names, ports, dot segments, characters a
/// parser percent-encodes or rewrites. `base` is a parsed (normalized) URL.
fn plain_resolution(base: Option<&str>, raw: &str) -> Option<String> {
    if raw.starts_with('/') {
        if raw.starts_with("//") || !is_plain_path(raw) {
            return None;
        }
        let base = base?;
        let after_scheme = http_scheme_len(base)?;
        let origin_end = base[after_scheme..].find('/').map(|i| after_scheme + i)?;
        let mut url = String::with_capacity(origin_end + raw.len());
        url.push_str(&base[..origin_end]);
        url.push_str(raw);
        return Some(url);
    }
    let after_scheme = http_scheme_len(raw)?;
    let rest = &raw[after_scheme..];
    let host_end = rest.find('/')?;
    (is_plain_host(&rest[..host_end]) && is_plain_path(&rest[host_end..])).then(|| raw.to_string())
}

/// The length of a lowercase `http://` or `https://` prefix.
fn http_scheme_len(url: &str) -> Option<usize> {
    ["https://", "http://"]
        .iter()
        .find(|p| url.starts_with(*p))
        .map(|p| p.len())
}

/// A lowercase domain name: no port, no user, no IPv4 or IPv6 literal (parsers rewrite those).
fn is_plain_host(host: &str) -> bool {
    let labels_ok = host.split('.').all(|label| {
        !label.is_empty()
            && label
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    });
    let last = host.rsplit('.').next().unwrap_or("");
    labels_ok && last.bytes().any(|b| b.is_ascii_lowercase()) && !last.starts_with("0x")
}

/// A path, query and fragment a parser leaves as written: characters that need no escaping, no
/// `.` or `..` segment (nor an escaped dot that could make one).
fn is_plain_path(tail: &str) -> bool {
    const ALLOWED: &[u8] = b"-._~!$&()*+,;=:@/?#%";
    if !tail
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || ALLOWED.contains(&b))
    {
        return false;
    }
    let lower = tail.to_ascii_lowercase();
    let path = lower.split(['?', '#']).next().unwrap_or("");
    !lower.contains("%2e") && !path.split('/').any(|s| s == "." || s == "..")
}

/// Only absolute http(s) URLs pass, and for a `link` mailto and tel ones: a phone number in a
/// shop's or a clinic's page is a link a reader on a phone taps (Readability.js keeps it too).
pub fn is_safe_url(url: &str, link: bool) -> bool {
    // Every URL kept goes through here: its scheme is compared in place, not in a lowercased copy.
    let u = url.trim_start().as_bytes();
    let scheme = |s: &str| {
        u.get(..s.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(s.as_bytes()))
    };
    scheme("https://") || scheme("http://") || (link && (scheme("mailto:") || scheme("tel:")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_urls_resolve_against_the_base() {
        let r = Resolver::new(Some("https://example.org/news/story.html"));
        assert_eq!(
            r.resolve("../img/a.jpg").as_deref(),
            Some("https://example.org/img/a.jpg")
        );
        assert_eq!(
            r.resolve(" //cdn.example.org/x.png ").as_deref(),
            Some("https://cdn.example.org/x.png")
        );
        assert_eq!(r.resolve(""), None);
    }

    #[test]
    fn unsafe_schemes_are_refused_after_resolving() {
        let r = Resolver::new(Some("https://example.org/"));
        assert_eq!(r.safe("javascript:alert(1)", true), None);
        assert_eq!(r.safe("  JaVaScRiPt:alert(1)", true), None);
        assert_eq!(r.safe("data:text/html,<b>x</b>", false), None);
        assert_eq!(r.safe("mailto:a@b.c", false), None);
        assert_eq!(
            r.safe("mailto:a@b.c", true).as_deref(),
            Some("mailto:a@b.c")
        );
        // A phone number is a link, never an image's source.
        assert_eq!(r.safe("tel:+4420794600", false), None);
        assert_eq!(
            r.safe(" TEL:+4420794600", true).as_deref(),
            Some("tel:+4420794600")
        );
        assert_eq!(r.safe("telnet://example.org", true), None);
    }

    // Natively, where the `url` crate is the parser to agree with.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn plain_resolution_agrees_with_a_parser_or_leaves_it_to_one() {
        let base = "https://example.org:8443/news/a/story.html?x=1#top";
        let parsed = url::Url::parse(base).unwrap();
        let cases = [
            "https://example.org/a/b.html?q=1&r=2#frag",
            "http://cdn.example.org/img/x_1-2~3.jpg",
            "/section/story-1.html",
            "/",
            "/a/b?c=d:e@f",
            "/search?q=a%20b",
            "https://EXAMPLE.org/a",
            "https://example.org",
            "https://example.org:443/a",
            "https://user@example.org/a",
            "https://127.0.0.1/a",
            "https://0x7f.1/a",
            "https://a..b/c",
            "https://example.org/a/./b",
            "https://example.org/a/../b",
            "https://example.org/a/%2e%2E/b",
            "/a/..",
            "/a b",
            "/a\\b",
            "/a'b?c'd",
            "/a|b^c`d{e}",
            "/caf\u{e9}",
            "//cdn.example.org/x.png",
            "HTTP://example.org/a",
            "https:example.org/a",
            "relative/path.html",
            "?page=2",
            "#section",
            "../up.html",
            "mailto:a@example.org",
        ];
        for raw in cases {
            if let Some(fast) = plain_resolution(Some(parsed.as_str()), raw) {
                assert_eq!(fast, parsed.join(raw).unwrap().as_str(), "{raw}");
            }
        }
        let taken: Vec<_> = cases
            .iter()
            .filter(|raw| plain_resolution(Some(parsed.as_str()), raw).is_some())
            .collect();
        assert_eq!(
            taken,
            [
                &"https://example.org/a/b.html?q=1&r=2#frag",
                &"http://cdn.example.org/img/x_1-2~3.jpg",
                &"/section/story-1.html",
                &"/",
                &"/a/b?c=d:e@f",
                &"/search?q=a%20b",
            ]
        );
        assert_eq!(
            plain_resolution(Some(parsed.as_str()), "/section/a.html").as_deref(),
            Some("https://example.org:8443/section/a.html")
        );
        assert_eq!(plain_resolution(None, "/a"), None);
    }

    #[test]
    fn without_a_base_only_absolute_urls_resolve() {
        let r = Resolver::new(None);
        assert_eq!(r.resolve("/a"), None);
        assert_eq!(
            r.resolve("https://a.org/b").as_deref(),
            Some("https://a.org/b")
        );
    }
}
