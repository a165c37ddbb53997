use super::markdown;

fn md(html: &str) -> String {
    markdown(&format!("<div class=\"lectern-article\">{html}</div>"))
}

#[test]
fn headings_paragraphs_and_emphasis() {
    assert_eq!(
        md("<h2>A title</h2><p>Some <em>stressed</em> and <strong>bold </strong>words.</p><h3>Next</h3><p>More.</p>"),
        "## A title\n\nSome *stressed* and **bold** words.\n\n### Next\n\nMore.\n"
    );
}

#[test]
fn a_styled_first_letter_is_one_run() {
    assert_eq!(
        md("<p><strong>S</strong><strong>aving time:</strong> and <em>a</em><em>b</em> but <em>c</em> <em>d</em></p>"),
        "**Saving time:** and *ab* but *c* *d*\n"
    );
}

#[test]
fn adjacent_code_and_nested_emphasis() {
    assert_eq!(
        md("<p><code>U+1F468</code><code>0x F0</code> and <code>a`</code><code>b</code>, <em><em>x</em></em>.</p>"),
        "`U+1F4680x F0` and ``a`b``, *x*.\n"
    );
}

#[test]
fn text_that_reads_as_syntax_is_escaped() {
    assert_eq!(
        md("<p># not a heading, 2 * 3 = 6, [x], a_b _c_ `d` &lt;e&gt; &amp;copy; AT&amp;T</p>"),
        "\\# not a heading, 2 \\* 3 = 6, \\[x\\], a_b \\_c\\_ \\`d\\` \\<e> \\&copy; AT&T\n"
    );
    // Where a line starts: a list item, a numbered one, a heading's underline.
    assert_eq!(
        md("<p>- one<br>2024. A year<br>===</p>"),
        "\\- one\\\n2024\\. A year\\\n\\===\n"
    );
}

#[test]
fn line_breaks_are_hard_breaks() {
    assert_eq!(
        md("<p>one<br>two<br><br>three</p>"),
        "one\\\ntwo\\\nthree\n"
    );
    assert_eq!(md("<p>a\\<br>b</p>"), "a\\\\\\\nb\n");
}

#[test]
fn links_and_images() {
    assert_eq!(
        md("<p>See <a href=\"https://e.org/a_(b)\" title=\"The &quot;A&quot;\">the page</a>, <a href=\"https://e.org/\"> </a>.</p>"),
        "See [the page](<https://e.org/a_(b)> \"The \\\"A\\\"\"), <https://e.org/>.\n"
    );
    assert_eq!(
        md("<figure><img src=\"https://e.org/i.png\" alt=\"A [cat]\"><figcaption>The cat.</figcaption></figure>"),
        "![A \\[cat\\]](https://e.org/i.png)\n\nThe cat.\n"
    );
    assert_eq!(
        md("<h3><a href=\"https://e.org/\"><b>Name</b><br></a><b>Next</b></h3><p>Wow!<a href=\"https://e.org/\">[1]</a></p>"),
        "### [**Name**](https://e.org/) **Next**\n\nWow\\![\\[1\\]](https://e.org/)\n"
    );
    // A `!` after a backslash of the text is still the text's: escaped before a link.
    assert_eq!(
        md("<p>C:\\!<a href=\"https://e.org/\">x</a></p>"),
        "C:\\\\\\![x](https://e.org/)\n"
    );
    // Inside a link, a heading or a cell nothing stands at a line's start.
    assert_eq!(
        md("<p><a href=\"https://e.org/#p1\">#1</a> · 2. reply</p><h3>1. Intro</h3>"),
        "[#1](https://e.org/#p1) · 2. reply\n\n### 1. Intro\n"
    );
    assert_eq!(
        md("<p><a href=\"https://e.org/\">word <img src=\"https://e.org/i.png\" alt=\"\"></a>next</p>"),
        "[word ![](https://e.org/i.png)](https://e.org/)next\n"
    );
}

#[test]
fn nested_and_numbered_lists() {
    assert_eq!(
        md("<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol start=\"9\"><li>nine</li><li>ten<p>more</p></li></ol>"),
        "- one\n- two\n  - inner\n\n9. nine\n\n10. ten\n\n    more\n"
    );
    assert_eq!(
        md("<ol><li value=\"3\">c</li><li>d</li></ol>"),
        "3. c\n4. d\n"
    );
    // Lists side by side stay apart: the second takes the other delimiter.
    assert_eq!(
        md("<ul><li>a</li></ul><ul><li>b</li></ul><ul><li>c</li></ul><ol><li>d</li></ol><ol><li>e</li></ol>"),
        "- a\n\n* b\n\n- c\n\n1. d\n\n1) e\n"
    );
    // A list after a paragraph that opens with a letter of more than one byte.
    assert_eq!(md("<p>été</p><ul><li>a</li></ul>"), "été\n\n- a\n");
}

#[test]
fn quotes_and_code() {
    assert_eq!(
        md("<blockquote><p>First.</p><p>Second.</p></blockquote>"),
        "> First.\n>\n> Second.\n"
    );
    assert_eq!(
        md("<pre><code>fn main() {\n    let a = `x`;\n}\n\n</code></pre><p>Call <code>a`b</code> or <code>x*y</code>.</p>"),
        "```\nfn main() {\n    let a = `x`;\n}\n```\n\nCall ``a`b`` or `x*y`.\n"
    );
    assert_eq!(md("<pre>a ``` b<br>c</pre>"), "````\na ``` b\nc\n````\n");
}

#[test]
fn tables_are_pipe_tables() {
    assert_eq!(
        md("<table><caption>Prices</caption><thead><tr><th>Item</th><th>Cost</th></tr></thead><tbody><tr><td>A|B</td><td>1<br>2</td></tr><tr><td colspan=\"2\">all</td></tr></tbody></table>"),
        "Prices\n\n| Item | Cost |\n| --- | --- |\n| A\\|B | 1<br>2 |\n| all | |\n"
    );
    // A pipe in a cell's code is escaped too: the row is split before code is read.
    assert_eq!(
        md("<table><tr><th>Op</th></tr><tr><td><code>a || b</code></td></tr></table>"),
        "| Op |\n| --- |\n| `a \\|\\| b` |\n"
    );
    // A table in a cell cannot be a pipe table's: its cells' text stands there.
    assert_eq!(
        md("<table><tr><td>x</td><td><table><tr><td>p</td><td>q</td></tr></table></td></tr></table>"),
        "| x | p q |\n| --- | --- |\n"
    );
    // A table laying out code beside its line numbers is its cells' blocks.
    assert_eq!(
        md("<table><tr><td><pre>1<br>2</pre></td><td><pre>let a = 1;<br>let b = 2;</pre></td></tr></table>"),
        "```\n1\n2\n```\n\n```\nlet a = 1;\nlet b = 2;\n```\n"
    );
}

#[test]
fn formulas_and_superscripts_stay_html() {
    assert_eq!(
        md("<p>E = <math display=\"inline\"><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math> and x<sup>2</sup>, H<sub>2</sub>O.</p>"),
        "E = <math display=\"inline\"><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math> and x<sup>2</sup>, H<sub>2</sub>O.\n"
    );
}

#[test]
fn players_are_links() {
    assert_eq!(
        md("<p><iframe src=\"https://www.youtube.com/embed/x\" sandbox=\"allow-scripts\"></iframe></p><video controls preload=\"metadata\"><source src=\"https://e.org/v.mp4\" type=\"video/mp4\"></video>"),
        "<https://www.youtube.com/embed/x>\n\n<https://e.org/v.mp4>\n"
    );
    // A link of its own keeps its address whole: what would end it is percent-encoded.
    assert_eq!(
        md("<p><a href=\"https://e.org/a b<c>\"></a> <a href=\"https://e.org/x y\">x</a></p>"),
        "<https://e.org/a%20b%3Cc%3E> [x](<https://e.org/x%20y>)\n"
    );
}

#[test]
fn an_empty_article_and_deep_nesting() {
    assert_eq!(markdown("<div class=\"lectern-article\"></div>"), "");
    assert_eq!(markdown(""), "");
    // As deep as a page may nest, with no recursion.
    let depth = 20_000;
    let html = format!("{}deep{}", "<div>".repeat(depth), "</div>".repeat(depth));
    assert_eq!(markdown(&html), "deep\n");
    // Quotes past 32 levels add no more marks.
    let html = format!(
        "{}deep{}",
        "<blockquote>".repeat(40),
        "</blockquote>".repeat(40)
    );
    assert_eq!(markdown(&html), format!("{}deep\n", "> ".repeat(32)));
    // Unclosed and stray tags end as text, without a panic.
    assert_eq!(md("<p>a<em>b</p></strong>c"), "a*b*\n\nc\n");
}

/// Random markup from the writer's tags and text that reads as syntax, letters of several bytes
/// among it: the writer never panics and ends what it writes with a newline.
#[test]
fn random_markup_never_breaks_the_writer() {
    const TAGS: &[&str] = &[
        "p",
        "h2",
        "h6",
        "ul",
        "ol start=\"0\"",
        "li value=\"x\"",
        "blockquote",
        "pre",
        "code",
        "table",
        "tr",
        "td colspan=\"999999\"",
        "th",
        "caption",
        "em",
        "strong",
        "s",
        "sup",
        "a href=\"https://e.org/a b\"",
        "a",
        "math",
        "mi",
        "rt",
        "div",
        "figure",
        "video",
        "iframe src=\"https://e.org/v\"",
    ];
    const VOID: &[&str] = &[
        "br",
        "hr",
        "img src=\"https://e.org/i.png\" alt=\"é]\"",
        "source src=\"x\"",
    ];
    const TEXT: &[&str] = &[
        "é",
        "1.",
        "- ",
        "* ",
        "#",
        "`",
        "``",
        "|",
        "!",
        "[",
        "]",
        "\\",
        "_a_",
        "&amp;",
        "&lt;b&gt;",
        "日本語",
        " ",
        "a b",
        "2024)",
        "~~",
        "ü\u{200b}",
        "=",
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    for _ in 0..2000 {
        let mut html = String::new();
        let mut open: Vec<&str> = Vec::new();
        for _ in 0..next(40) {
            match next(4) {
                0 => {
                    let tag = TAGS[next(TAGS.len())];
                    html.push_str(&format!("<{tag}>"));
                    open.push(tag.split(' ').next().unwrap());
                }
                1 => html.push_str(&format!("<{}>", VOID[next(VOID.len())])),
                2 => {
                    // Mostly the innermost open tag; sometimes one out of order.
                    let closing = if next(5) == 0 {
                        TAGS[next(TAGS.len())].split(' ').next()
                    } else {
                        open.pop()
                    };
                    if let Some(tag) = closing {
                        html.push_str(&format!("</{tag}>"));
                    }
                }
                _ => html.push_str(TEXT[next(TEXT.len())]),
            }
        }
        let out = markdown(&html);
        assert!(out.is_empty() || out.ends_with('\n'), "{html:?} -> {out:?}");
    }
}
