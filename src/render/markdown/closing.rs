//! A closed element's Markdown, handed to the element around it: inline text, blocks, a list's
//! item, a table's row or cell.

use super::syntax::{self, code_block, code_span, destination, link_title};
use super::{Frame, Kind, Raw};

/// A table's cell: its text on one line for a pipe table, the columns it spans, and its blocks
/// for a table that lays out code or headings, which a pipe table cannot hold.
pub(super) struct Cell {
    text: String,
    span: usize,
    blocks: Vec<String>,
}

impl Cell {
    fn of_text(text: String) -> Self {
        let blocks = if text.is_empty() {
            Vec::new()
        } else {
            vec![text.clone()]
        };
        Cell {
            text,
            span: 1,
            blocks,
        }
    }
}

/// What a closed element gives the one around it.
enum Output {
    Inline(String),
    /// Inline code, as it stands (not yet between backticks).
    Code(String),
    Blocks(Vec<String>),
    Item(Vec<String>),
    Row(Vec<Cell>),
    Cell(Cell),
}

pub(super) fn pop(stack: &mut Vec<Frame>) {
    let mut frame = stack.pop().expect("only frames above the root are popped");
    let in_cell = || stack.iter().any(|f| matches!(f.kind, Kind::Cell(_)));
    let output = match frame.kind {
        Kind::Block | Kind::Paragraph => {
            frame.end_paragraph();
            Output::Blocks(frame.blocks)
        }
        Kind::Heading(level) => {
            let text = frame.flat(" ");
            let text = match text.strip_suffix('#') {
                Some(head) => format!("{head}\\#"),
                None => text,
            };
            let blocks = if text.is_empty() {
                Vec::new()
            } else {
                vec![format!("{} {text}", "#".repeat(level as usize))]
            };
            Output::Blocks(blocks)
        }
        Kind::Quote => {
            frame.end_paragraph();
            let body = frame.blocks.join("\n\n");
            Output::Blocks(if body.is_empty() {
                Vec::new()
            } else {
                vec![syntax::quoted(&body)]
            })
        }
        Kind::List(start) => {
            frame.end_paragraph();
            if !frame.blocks.is_empty() {
                // Text or blocks straight inside the list: an item of their own.
                frame.items.push(std::mem::take(&mut frame.blocks));
            }
            if in_cell() {
                let items: Vec<String> = frame.items.iter().map(|b| b.join(" ")).collect();
                Output::Inline(items.join("<br>"))
            } else if frame.items.is_empty() {
                Output::Blocks(Vec::new())
            } else {
                // Right after a list of its kind, it takes the other delimiter.
                let parent = stack.last().expect("the root frame stays");
                let usual = if start.is_some() { '.' } else { '-' };
                let follows = parent.inline.trim().is_empty()
                    && parent.blocks.last().and_then(|b| syntax::list_delimiter(b)) == Some(usual);
                Output::Blocks(vec![syntax::list(&frame.items, start, follows)])
            }
        }
        Kind::Item => {
            frame.end_paragraph();
            Output::Item(frame.blocks)
        }
        Kind::Table => {
            frame.end_paragraph();
            if in_cell() {
                // A table inside a cell: its cells' text, as a pipe table cannot hold one.
                let cells: Vec<&str> = frame
                    .rows
                    .iter()
                    .flatten()
                    .map(|c| c.text.as_str())
                    .filter(|t| !t.is_empty())
                    .collect();
                Output::Inline(cells.join(" "))
            } else if frame
                .rows
                .iter()
                .flatten()
                .flat_map(|c| &c.blocks)
                .any(|b| b.starts_with("```") || b.starts_with('#'))
            {
                // A table that lays out code (numbered lines beside it) or headings: its
                // cells' blocks, one after another.
                let mut blocks = frame.blocks;
                blocks.extend(frame.rows.into_iter().flatten().flat_map(|c| c.blocks));
                Output::Blocks(blocks)
            } else {
                let rows: Vec<Vec<(String, usize)>> = frame
                    .rows
                    .into_iter()
                    .map(|r| r.into_iter().map(|c| (c.text, c.span)).collect())
                    .collect();
                let mut blocks = frame.blocks;
                blocks.extend(syntax::table(&rows));
                Output::Blocks(blocks)
            }
        }
        Kind::Row => {
            let text = frame.flat(" ");
            let mut cells = frame.rows.pop().unwrap_or_default();
            if !text.is_empty() {
                cells.push(Cell::of_text(text));
            }
            Output::Row(cells)
        }
        Kind::Cell(span) => {
            frame.end_paragraph();
            let blocks = frame.blocks.clone();
            Output::Cell(Cell {
                text: frame.flat("<br>"),
                span,
                blocks,
            })
        }
        // Blocks inside these were run into their inline content (`deliver`).
        Kind::Around(before, after) => Output::Inline(around(&frame.inline, before, after)),
        Kind::Link => {
            // The spaces at the text's edges stay outside the brackets, between the words.
            // A line break that ends it stays too (`<a>Name<br></a>Next`).
            let lead = if frame.inline.starts_with(' ') {
                " "
            } else {
                ""
            };
            let trail = match frame.inline.trim_end_matches(' ').ends_with('\n') {
                true => "\n",
                false if frame.inline.ends_with(' ') => " ",
                false => "",
            };
            let inner = frame.flat(" ");
            let trail = if inner.is_empty() { "" } else { trail };
            let link = match &frame.href {
                Some(href) if inner.is_empty() => syntax::bracketed(href),
                Some(href) => format!(
                    "[{inner}]({}{})",
                    destination(href),
                    link_title(frame.title.as_deref())
                ),
                None => inner,
            };
            Output::Inline(format!("{lead}{link}{trail}"))
        }
        Kind::Player => Output::Inline(match &frame.href {
            Some(href) => format!(" {} ", syntax::bracketed(href)),
            None => String::new(),
        }),
        Kind::Raw(Raw::Code) => Output::Code(frame.raw),
        Kind::Raw(Raw::Math) => {
            frame.raw.push_str("</math>");
            Output::Inline(frame.raw)
        }
        Kind::Raw(Raw::CodeBlock) => Output::Blocks(code_block(&frame.raw).into_iter().collect()),
    };
    let parent = stack.last_mut().expect("the root frame stays");
    deliver(parent, output);
}

/// Appends inline Markdown. Two runs with the same mark side by side are one run (a styled
/// first letter, `<b>S</b><b>aving</b>`): `**S****aving**` would read as neither.
fn push_inline(inline: &mut String, piece: &str) {
    // A `!` of the text right before a link would make it an image.
    if piece.starts_with('[')
        && inline
            .strip_suffix('!')
            .is_some_and(|b| !syntax::escapes_next(b))
    {
        inline.insert(inline.len() - 1, '\\');
    }
    for mark in ["**", "*", "~~"] {
        let closes = inline.strip_suffix(mark).is_some_and(|before| {
            !before.ends_with(['\\', '*', '~']) && !before.ends_with(char::is_whitespace)
        });
        let opens = piece.strip_prefix(mark).is_some_and(|rest| {
            !rest.starts_with(['*', '~']) && !rest.starts_with(char::is_whitespace)
        });
        if closes && opens {
            inline.truncate(inline.len() - mark.len());
            inline.push_str(&piece[mark.len()..]);
            return;
        }
    }
    inline.push_str(piece);
}

/// Emphasis and the like around `inner`, the spaces at its edges outside the marks.
fn around(inner: &str, before: &str, after: &str) -> String {
    if before == after {
        return syntax::wrap(inner, before);
    }
    if inner.trim().is_empty() {
        return inner.to_string();
    }
    format!("{before}{inner}{after}")
}

fn deliver(parent: &mut Frame, output: Output) {
    match (parent.kind, output) {
        (_, Output::Inline(s)) => push_inline(&mut parent.inline, &s),
        (_, Output::Code(code)) => {
            let code = match parent.code.take() {
                Some((start, before))
                    if parent.inline.get(start..) == Some(code_span(&before).as_str()) =>
                {
                    parent.inline.truncate(start);
                    before + &code
                }
                _ => code,
            };
            let start = parent.inline.len();
            parent.inline.push_str(&code_span(&code));
            parent.code = Some((start, code));
        }
        // Blocks inside inline content (a link around a card's heading and text) run together.
        (Kind::Around(..) | Kind::Link | Kind::Player | Kind::Heading(_), Output::Blocks(b)) => {
            for block in b {
                parent.inline.push(' ');
                parent.inline.push_str(&block.replace('\n', " "));
                parent.inline.push(' ');
            }
        }
        (Kind::List(_), Output::Blocks(b) | Output::Item(b)) => {
            parent.end_paragraph();
            if !parent.blocks.is_empty() {
                let stray = std::mem::take(&mut parent.blocks);
                parent.items.push(stray);
            }
            if !b.is_empty() {
                parent.items.push(b);
            }
        }
        (Kind::Table, Output::Row(cells)) => parent.rows.push(cells),
        (Kind::Table, Output::Cell(cell)) => parent.rows.push(vec![cell]),
        (Kind::Row, Output::Cell(cell)) => {
            let text_before = parent.flat(" ");
            parent.blocks.clear();
            let row = match parent.rows.last_mut() {
                Some(row) => row,
                None => {
                    parent.rows.push(Vec::new());
                    parent.rows.last_mut().expect("just pushed")
                }
            };
            if !text_before.is_empty() {
                row.push(Cell::of_text(text_before));
            }
            row.push(cell);
        }
        (Kind::Row, Output::Blocks(b)) => {
            let text = b.join(" ").replace('\n', " ");
            deliver(parent, Output::Cell(Cell::of_text(text)));
        }
        (_, Output::Blocks(b) | Output::Item(b)) => {
            parent.end_paragraph();
            parent.blocks.extend(b);
        }
        (_, Output::Row(cells)) => {
            let blocks = cells.into_iter().flat_map(|c| c.blocks).collect();
            deliver(parent, Output::Blocks(blocks));
        }
        (_, Output::Cell(cell)) => deliver(parent, Output::Blocks(cell.blocks)),
    }
}
