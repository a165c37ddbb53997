//! The lead image when the page's metadata names none: the largest image in the extracted
//! content, by rendered size where there is layout, else by its `width`/`height` attributes.

use crate::blocks::BlockDoc;
use crate::page::{NodeData, Page};
use crate::render::image_source;
use crate::score::Selection;
use crate::tuning::LEAD_IMAGE_MIN_SIDE_PX;
use crate::urls::Resolver;

/// The absolute, safe URL of the largest kept image whose sides both reach the minimum.
pub fn largest_content_image(page: &Page, doc: &BlockDoc, selection: &Selection) -> Option<String> {
    let urls = Resolver::new(page.url.as_deref());
    let mut best: Option<(f32, String)> = None;
    for &root in &selection.roots {
        let start = doc.blocks[root as usize].node as usize;
        let end = page.nodes[start].end as usize;
        for i in start..end {
            let NodeData::Element(e) = &page.nodes[i].data else {
                continue;
            };
            if e.tag != "img" || !selection.is_kept(doc.owner[i]) {
                continue;
            }
            let Some((width, height)) = size(e) else {
                continue;
            };
            if width < LEAD_IMAGE_MIN_SIDE_PX || height < LEAD_IMAGE_MIN_SIDE_PX {
                continue;
            }
            let area = width * height;
            if best.as_ref().is_some_and(|(a, _)| *a >= area) {
                continue;
            }
            if let Some(url) = image_source(e, &urls) {
                best = Some((area, url));
            }
        }
    }
    best.map(|(_, url)| url)
}

/// Rendered size, or the declared one without layout (`None` when neither is known).
fn size(e: &crate::page::ElementData) -> Option<(f32, f32)> {
    if let Some(l) = e.layout {
        return Some((l.width_px, l.height_px));
    }
    let px = |name: &str| -> Option<f32> {
        let v = e.attr(name)?.trim().trim_end_matches("px");
        v.parse::<f32>().ok().filter(|v| v.is_finite() && *v > 0.0)
    };
    Some((px("width")?, px("height")?))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    const TEXT: &str = "<p>The river rose through the night, and by morning the lower town was \
        under water. Volunteers carried sandbags along the quay while the ferry kept running.</p>\
        <p>Officials said the flood barrier held, but warned that the next tide could be higher \
        still, and asked residents to move cars away from the embankment before midnight.</p>";

    fn lead(head: &str, article: &str) -> Option<String> {
        let html = format!(
            "<html><head>{head}</head><body><article>{TEXT}{article}{TEXT}</article></body></html>"
        );
        let options = crate::Options {
            url: Some("https://news.example/a/b".into()),
            ..Default::default()
        };
        crate::extract_html(&html, &options)
            .expect("article")
            .lead_image_url
    }

    #[test]
    fn the_largest_content_image_is_the_lead_without_metadata() {
        let images = "<img src=/icon.png width=40 height=40>\
                      <img src=small.jpg width=300 height=200>\
                      <img src=/big.jpg width=800 height=450>";
        assert_eq!(
            lead("", images).as_deref(),
            Some("https://news.example/big.jpg")
        );
    }

    #[test]
    fn metadata_wins_and_icons_or_unsized_images_never_lead() {
        let images = "<img src=/big.jpg width=800 height=450>";
        let og = r#"<meta property="og:image" content="https://cdn.example/og.jpg">"#;
        assert_eq!(
            lead(og, images).as_deref(),
            Some("https://cdn.example/og.jpg")
        );
        assert_eq!(lead("", "<img src=/icon.png width=40 height=40>"), None);
        assert_eq!(lead("", "<img src=/unsized.jpg>"), None);
    }
}
