//! Formulas: MathML is kept in the article, as MathML in its HTML and as spaced tokens in its
//! text; the drawing a renderer (KaTeX, MathJax) puts beside it is not read a second time; a
//! formula hidden in favour of an image of it stays hidden.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::PROSE;
use lectern::{extract_html, Article, Options};

/// An article of prose with `formulas` in a paragraph of its own in the middle.
fn article_with(formulas: &str) -> Article {
    let html = format!(
        "<html><body><nav><a href='/'>Home</a> <a href='/maths'>Maths</a></nav><article>\
         <h1>Three formulas</h1><p>{PROSE}</p><p>{formulas}</p><p>{PROSE}</p></article>\
         </body></html>"
    );
    extract_html(&html, &Options::default()).expect("article")
}

// KaTeX: the MathML (with its TeX source) in `katex-mathml`, the drawing in `katex-html`.
const KATEX: &str = "<span class='katex'><span class='katex-mathml'><math><semantics><mrow>\
    <mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>\
    <annotation encoding='application/x-tex'>E=mc^2</annotation></semantics></math></span>\
    <span class='katex-html' aria-hidden='true'><span class='base'><span class='mord'>E</span>\
    <span class='mrel'>=</span><span class='mord'>m</span><span class='mord'><span class='mord'>\
    c</span><span class='msupsub'><span class='mord'>2</span></span></span></span></span></span>";

// MathJax 2: the drawing first (`nobr`), the MathML after it for assistive technology.
const MATHJAX_2: &str = "<span class='MathJax'><nobr aria-hidden='true'><span class='math'>\
    <span class='mi'>a</span><span class='mo'>≠</span><span class='mn'>0</span></span></nobr>\
    <span class='MJX_Assistive_MathML'><math><mi>a</mi><mo>≠</mo><mn>0</mn></math></span></span>";

#[test]
fn a_formula_is_read_once_whichever_renderer_drew_it() {
    let article = article_with(&format!("Einstein wrote {KATEX} and Euler {MATHJAX_2}."));
    let text = &article.text_content;
    assert!(
        text.contains("Einstein wrote E = m c 2 and Euler a ≠ 0"),
        "{text}"
    );
    assert_eq!(text.matches('≠').count(), 1, "{text}");
    assert!(
        !text.contains("E=mc^2"),
        "the TeX source is not shown: {text}"
    );
    let html = &article.content;
    assert!(
        html.contains("<math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi>"),
        "{html}"
    );
    assert!(
        html.contains("<math><mi>a</mi><mo>≠</mo><mn>0</mn></math>"),
        "{html}"
    );
    assert!(
        !html.contains("annotation") && !html.contains("E=mc^2"),
        "{html}"
    );
}

#[test]
fn a_formula_in_running_text_keeps_the_words_around_it() {
    // A box around a formula and the words after it is no renderer's: nothing in it is a drawing.
    let article = article_with(
        "<span class='note'><span><math display='block'><mi>x</mi><mo>+</mo><mn>0</mn>\
         <mo>=</mo><mi>x</mi></math></span> holds for <b>every</b> number</span>",
    );
    assert!(
        article
            .text_content
            .contains("x + 0 = x holds for every number"),
        "{}",
        article.text_content
    );
    assert!(
        article
            .content
            .contains("<math display=\"block\"><mi>x</mi>"),
        "{}",
        article.content
    );
}

#[test]
fn a_formula_hidden_beside_its_image_stays_hidden() {
    // Wikipedia: the MathML in a `display: none` span, an image of the formula shown instead.
    let article = article_with(
        "The tensor <span class='mwe-math-element'><span class='mwe-math-mathml-inline' \
         style='display: none;'><math alttext='\\Omega\\otimes\\Psi'><mi>Ω</mi><mo>⊗</mo>\
         <mi>Ψ</mi></math></span><img src='https://example.org/omega.svg' aria-hidden='true' \
         alt='\\Omega\\otimes\\Psi'></span> is defined below.",
    );
    assert!(
        !article.text_content.contains('⊗'),
        "{}",
        article.text_content
    );
    assert!(!article.content.contains("<math"), "{}", article.content);
    assert!(
        article
            .content
            .contains("src=\"https://example.org/omega.svg\""),
        "{}",
        article.content
    );
}

#[test]
fn markup_inside_a_formula_is_sanitized() {
    let article = article_with(
        "A formula with hostile parts: <math onclick='window.ran = 1'>\
         <mi href='javascript:window.ran = 2' style='color: red'>y</mi><mo>=</mo>\
         <mtext><a href='javascript:window.ran = 3'>linked words</a>\
         <img src='x.png' onerror='window.ran = 4'></mtext><semantics><mn>7</mn>\
         <annotation-xml encoding='application/xml'>annotated</annotation-xml></semantics>\
         </math>, and the prose goes on.",
    );
    let html = &article.content;
    for banned in [
        "javascript:",
        "onclick",
        "onerror",
        "style=",
        "href",
        "<img",
        "<a ",
    ] {
        assert!(!html.contains(banned), "output contains {banned:?}: {html}");
    }
    assert!(
        html.contains("<math><mi>y</mi><mo>=</mo><mtext>linked words</mtext>"),
        "{html}"
    );
    assert!(
        !article.text_content.contains("annotated"),
        "{}",
        article.text_content
    );
}
