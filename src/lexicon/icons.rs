//! Icon fonts that draw a glyph for a word: Google's Material Icons and Material Symbols write
//! `<i class="material-icons">chevron_right</i>`, and the font's ligatures draw the word as an
//! arrow. Read as text, the word is noise in the reader ("star star star star star" above a
//! slide, "expand_more" after a question); a few of them mark something, and stand as the mark.

use crate::text::strip_prefix_ignore_ascii_case;

/// Class names of the ligature icon fonts (Material Icons' `material-icons`, `-outlined`,
/// `-round`, `-sharp`, `-two-tone`, and Material Symbols' `material-symbols-outlined`,
/// `-rounded`, `-sharp`), matched as a prefix of a whole class name, ignoring case.
pub const LIGATURE_FONT_CLASSES: [&str; 2] = ["material-icons", "material-symbols"];

/// Whether a class attribute names a ligature icon font ([`LIGATURE_FONT_CLASSES`]).
pub fn is_ligature_icon_class(class: &str) -> bool {
    class.split_ascii_whitespace().any(|name| {
        LIGATURE_FONT_CLASSES
            .iter()
            .any(|prefix| strip_prefix_ignore_ascii_case(name, prefix).is_some())
    })
}

/// Whether the text of an element in an icon font is what the font draws as a glyph: one
/// ligature name (`star`, `keyboard_arrow_down`, or one that starts with digits: `3d_rotation`,
/// `10k`), a private-use code point (the fonts' other way to name a glyph), or nothing. Other
/// text (a label a page wrote inside the icon's element, a badge's count such as `3`) is the
/// page's own.
pub fn is_icon_glyph_text(text: &str) -> bool {
    let t = text.trim();
    let name = t.trim_start_matches(|c: char| c.is_ascii_digit());
    let ligature = t.len() <= 40
        && name
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_lowercase() || (b == b'_' && name.len() < t.len()))
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    ligature || t.chars().all(|c| ('\u{e000}'..='\u{f8ff}').contains(&c))
}

/// The marks among the fonts' glyphs, and the character that stands for each in the reader: a
/// feature table's ticks, a rating's stars. Every other glyph (arrows, menus, a close button) is
/// left out.
pub const MARKS: [(&str, &str); 8] = [
    ("check", "✓"),
    ("done", "✓"),
    ("check_circle", "✓"),
    ("task_alt", "✓"),
    ("star", "★"),
    ("grade", "★"),
    ("star_border", "☆"),
    ("star_outline", "☆"),
];

/// The character that stands for an icon font's glyph in the reader, if it is a mark
/// ([`MARKS`]).
pub fn icon_mark(text: &str) -> Option<&'static str> {
    let t = text.trim();
    MARKS
        .iter()
        .find(|(name, _)| *name == t)
        .map(|(_, mark)| *mark)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ligature_fonts_are_named_by_a_whole_class_names_prefix() {
        for class in [
            "material-icons",
            "icon Material-Symbols-Outlined",
            "material-icons-round color-green",
        ] {
            assert!(is_ligature_icon_class(class), "{class}");
        }
        for class in ["icons", "my-material-icons", "fa fa-star", "material"] {
            assert!(!is_ligature_icon_class(class), "{class}");
        }
    }

    #[test]
    fn a_glyphs_text_is_a_ligature_name_or_a_private_use_code_point() {
        for glyph in [
            " chevron_right\n",
            "star",
            "looks_3",
            "3d_rotation",
            "10k",
            "6_ft_apart",
            "\u{e87c}",
            "",
        ] {
            assert!(is_icon_glyph_text(glyph), "{glyph:?}");
        }
        for text in ["Add to cart", "Star", "5 stars", "_x", "3", "12", "4K"] {
            assert!(!is_icon_glyph_text(text), "{text:?}");
        }
        assert_eq!(icon_mark(" check "), Some("✓"));
        assert_eq!(icon_mark("star_border"), Some("☆"));
        assert_eq!(icon_mark("chevron_right"), None);
    }
}
