//! URL attributes are kept as written by the walk and resolved against the document's base URL
//! only for what is output (links, images, the lead image): a page has thousands of links and
//! the article a few dozen, and the walk stays clear of clobberable IDL properties (`form.action`).
//! Natively the `url` crate resolves; in the browser, the browser's own `URL` does, so the result
//! is exactly what the page's links point to.

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
        #[cfg(target_arch = "wasm32")]
        let base = base.filter(|b| !b.is_empty()).map(str::to_string);
        Resolver { base }
    }

    /// The absolute form of `raw` (an attribute value as written), or `None` when it is not a URL.
    pub fn resolve(&self, raw: &str) -> Option<String> {
        let raw = raw.trim();
        if raw.is_empty() {
            return None;
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

    /// The absolute URL when its scheme is safe to output: http(s), and mailto where allowed.
    /// No `javascript:`, `data:`, `vbscript:` or `blob:` ever passes.
    pub fn safe(&self, raw: &str, allow_mailto: bool) -> Option<String> {
        self.resolve(raw).filter(|u| is_safe_url(u, allow_mailto))
    }
}

/// Only absolute http(s) URLs (and mailto for links) pass.
pub fn is_safe_url(url: &str, allow_mailto: bool) -> bool {
    let u = url.trim_start().to_ascii_lowercase();
    u.starts_with("https://")
        || u.starts_with("http://")
        || (allow_mailto && u.starts_with("mailto:"))
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
