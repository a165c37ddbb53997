//! A `<picture>`'s sources, for its image. A picture gives the browser its image in `<source>`
//! elements (other formats, other sizes) and an `<img>` the browser draws them in; some pages
//! give that `<img>` no source of its own (none, or a `data:` placeholder), so the sources are
//! the only address of the image. The walk passes over the sources (they have no box) and notes
//! their `srcset` here, for the `<img>` after them.

use super::ElementData;

/// The attribute under which the walk keeps, on a picture's `<img>`, the `srcset` its sources
/// give (with a space, so no page attribute has the name); `render::image_srcset` reads it after
/// the image's own.
pub(crate) const PICTURE_SRCSET: &str = "picture srcset";

/// The `srcset` of the sources of the picture the walk is in: the first that applies whatever
/// the screen (no `media`), else the first.
#[derive(Debug, Default)]
pub(super) struct PictureSources {
    /// The `<picture>` the sources are children of.
    picture: u32,
    srcset: Option<String>,
    /// The kept `srcset` is that of a source without `media`.
    any_screen: bool,
}

impl PictureSources {
    /// Notes a `<source>` of `picture`, with its `srcset` (the walk's choice: a source's own
    /// before its lazy `data-srcset`, neither when blank) and its `media`.
    pub fn note(&mut self, picture: u32, srcset: Option<String>, media: Option<String>) {
        let Some(srcset) = srcset else {
            return;
        };
        let any_screen = media.is_none_or(|m| m.trim().is_empty());
        let first = self.picture != picture || self.srcset.is_none();
        if first || (any_screen && !self.any_screen) {
            *self = PictureSources {
                picture,
                srcset: Some(srcset),
                any_screen,
            };
        }
    }

    /// Gives `image`, an `<img>` child of `picture`, the `srcset` noted for that picture.
    pub fn lend(&mut self, picture: u32, image: &mut ElementData) {
        if self.picture == picture {
            if let Some(srcset) = self.srcset.take() {
                image.attrs.push((PICTURE_SRCSET, srcset));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lent(sources: &[(u32, &str, Option<&str>)], picture: u32) -> Option<String> {
        let mut p = PictureSources::default();
        for &(parent, srcset, media) in sources {
            p.note(parent, Some(srcset.into()), media.map(Into::into));
        }
        let mut image = ElementData::default();
        p.lend(picture, &mut image);
        image.attr(PICTURE_SRCSET).map(str::to_string)
    }

    #[test]
    fn the_source_for_any_screen_wins_else_the_first() {
        let art = [
            (3, "wide.jpg", Some("(min-width: 900px)")),
            (3, "a.webp 1x", None),
        ];
        assert_eq!(lent(&art, 3).as_deref(), Some("a.webp 1x"));
        let media_only = [
            (3, "wide.jpg", Some("(min-width: 900px)")),
            (3, "narrow.jpg", Some("(max-width: 899px)")),
        ];
        assert_eq!(lent(&media_only, 3).as_deref(), Some("wide.jpg"));
        // Another picture's sources are not this image's.
        assert_eq!(lent(&[(3, "a.jpg", None)], 7), None);
        // A later picture's sources replace an earlier one's.
        assert_eq!(
            lent(&[(3, "a.jpg", None), (9, "b.jpg", Some("print"))], 9).as_deref(),
            Some("b.jpg")
        );
    }
}
