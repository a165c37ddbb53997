//! Markdown's syntax for the pieces the writer puts together: escaped text, links, images, code,
//! and the layout of lists, block quotes and tables (CommonMark, and GitHub's pipe tables and
//! strikethrough).

/// Text as Markdown reads it literally: the characters that could open syntax anywhere in a line
/// are escaped with a backslash (CommonMark lets any ASCII punctuation be), an underscore only
/// at a word's edge (`snake_case` is no emphasis), an ampersand only before what reads as an
/// entity (`&copy;`). What only matters at a line's start is [`escape_line_start`]'s.
pub(super) fn escape_text(out: &mut String, text: &str) {
    let mut prev: Option<char> = out.chars().next_back();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        match c {
            '\\' | '`' | '*' | '[' | ']' | '<' | '|' | '~' => {
                out.push('\\');
                out.push(c);
            }
            '_' if !(prev.is_some_and(char::is_alphanumeric)
                && next.is_some_and(char::is_alphanumeric)) =>
            {
                out.push_str("\\_");
            }
            '&' if reads_as_entity(chars.clone()) => out.push_str("\\&"),
            '\n' | '\r' | '\t' => out.push(' '),
            _ => out.push(c),
        }
        prev = Some(c);
    }
}

/// The characters after an `&` make an entity reference: a name or number, then `;`.
fn reads_as_entity(after: impl Iterator<Item = char>) -> bool {
    for (len, c) in after.enumerate() {
        if c == ';' {
            return len > 0;
        }
        if !(c.is_ascii_alphanumeric() || (c == '#' && len == 0)) || len > 32 {
            return false;
        }
    }
    false
}

/// True when the character after `before` is escaped: `before` ends with an odd run of
/// backslashes (an even run is escaped backslashes).
pub(super) fn escapes_next(before: &str) -> bool {
    (before.len() - before.trim_end_matches('\\').len()) % 2 == 1
}

/// A line of a paragraph whose start would read as a block's: a heading (`#`), a quote (`>`), a
/// list item (`-`, `+`, `1.`, `1)`), a heading's underline (`=`). `*`, `` ` ``, `~` and `<` are
/// escaped wherever they stand ([`escape_text`]).
pub(super) fn escape_line_start(line: &str) -> String {
    if line.starts_with(['#', '>', '-', '+', '=']) {
        return format!("\\{line}");
    }
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if (1..=9).contains(&digits) && line[digits..].starts_with(['.', ')']) {
        return format!("{}\\{}", &line[..digits], &line[digits..]);
    }
    line.to_string()
}

/// A link's or an image's destination: bare where that is unambiguous, else [`bracketed`].
pub(super) fn destination(url: &str) -> String {
    if url.is_empty()
        || url
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '(' | ')' | '<' | '>'))
    {
        bracketed(url)
    } else {
        url.to_string()
    }
}

/// An address in angle brackets, as a destination or a link of its own (`<https://…>`): the
/// characters that would end it (`<`, `>`, whitespace, controls) percent-encoded.
pub(super) fn bracketed(url: &str) -> String {
    let mut out = String::from("<");
    for c in url.chars() {
        if c == '<' || c == '>' || c.is_whitespace() || c.is_control() {
            let mut bytes = [0; 4];
            for b in c.encode_utf8(&mut bytes).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        } else {
            out.push(c);
        }
    }
    out.push('>');
    out
}

/// ` "title"` after a destination, or nothing.
pub(super) fn link_title(title: Option<&str>) -> String {
    match title.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => format!(" \"{}\"", t.replace('\\', "\\\\").replace('"', "\\\"")),
        None => String::new(),
    }
}

/// `inner` between `mark`s (emphasis, strong emphasis, strikethrough), with the spaces at its
/// edges left outside: `*word*` opens and closes only next to a word.
pub(super) fn wrap(inner: &str, mark: &str) -> String {
    let trimmed = inner.trim_matches(' ');
    if trimmed.is_empty() || trimmed.chars().all(|c| c == '\n' || c == ' ') {
        return inner.to_string();
    }
    let lead = if inner.starts_with(' ') { " " } else { "" };
    let trail = if inner.ends_with(' ') { " " } else { "" };
    format!("{lead}{mark}{trimmed}{mark}{trail}")
}

/// Inline code: between backtick runs longer than any inside it, padded with a space where it
/// starts or ends with a backtick or with spaces on both ends (CommonMark strips one of each).
pub(super) fn code_span(code: &str) -> String {
    let code = code.replace(['\n', '\r'], " ");
    if code.trim().is_empty() {
        return code;
    }
    let fence = "`".repeat(longest_run(&code, '`') + 1);
    let pad = code.starts_with('`')
        || code.ends_with('`')
        || (code.starts_with(' ') && code.ends_with(' '));
    let pad = if pad { " " } else { "" };
    format!("{fence}{pad}{code}{pad}{fence}")
}

/// A fenced code block of the code's lines (as the plain text has them): the fence longer than
/// any run of backticks in the code, at least three.
pub(super) fn code_block(code: &str) -> Option<String> {
    let code = super::super::code_lines(code)?;
    let fence = "`".repeat(longest_run(&code, '`').max(2) + 1);
    Some(format!("{fence}\n{code}\n{fence}"))
}

fn longest_run(s: &str, c: char) -> usize {
    let (mut best, mut run) = (0, 0);
    for x in s.chars() {
        run = if x == c { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

/// A block quote: every line of `body` after `> `.
pub(super) fn quoted(body: &str) -> String {
    body.lines()
        .map(|l| {
            if l.is_empty() {
                ">".to_string()
            } else {
                format!("> {l}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The delimiter of the list a block this writer made opens with: `-` or `*` for bullets, `.`
/// or `)` after an item's number; none for another block. Text never opens with one: a
/// paragraph's `*`, `-` and `1.` are escaped.
pub(super) fn list_delimiter(block: &str) -> Option<char> {
    let digits = block.len() - block.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &block[digits..];
    let delimiter = rest.chars().next()?;
    let opens = match delimiter {
        '.' | ')' => digits > 0,
        '-' | '*' => digits == 0,
        _ => false,
    };
    let after = &rest[delimiter.len_utf8()..];
    (opens && (after.is_empty() || after.starts_with([' ', '\n']))).then_some(delimiter)
}

/// True when a block this writer made is a list.
pub(super) fn is_list(block: &str) -> bool {
    list_delimiter(block).is_some()
}

/// A list of items, each the blocks it holds. Tight (items on consecutive lines) unless an item
/// holds more than one block besides its nested lists. `start` numbers an ordered list.
/// `other_delimiter` writes `*` for `-` and `)` for `.`: a list right after another list of its
/// kind would otherwise continue it, and a change of delimiter starts a new one.
pub(super) fn list(items: &[Vec<String>], start: Option<u64>, other_delimiter: bool) -> String {
    let tight = items
        .iter()
        .all(|blocks| blocks.iter().skip(1).all(|b| is_list(b)));
    let mut out = Vec::with_capacity(items.len());
    for (i, blocks) in items.iter().enumerate() {
        let marker = match (start, other_delimiter) {
            (Some(n), false) => format!("{}. ", n.saturating_add(i as u64)),
            (Some(n), true) => format!("{}) ", n.saturating_add(i as u64)),
            (None, false) => "- ".to_string(),
            (None, true) => "* ".to_string(),
        };
        let indent = " ".repeat(marker.len());
        let mut body = String::new();
        for (j, block) in blocks.iter().enumerate() {
            if j > 0 {
                body.push_str(if tight { "\n" } else { "\n\n" });
            }
            body.push_str(block);
        }
        if body.is_empty() {
            out.push(marker.trim_end().to_string());
            continue;
        }
        let mut item = String::new();
        for (k, line) in body.lines().enumerate() {
            if k == 0 {
                item.push_str(&marker);
            } else {
                item.push('\n');
                if !line.is_empty() {
                    item.push_str(&indent);
                }
            }
            item.push_str(line);
        }
        out.push(item);
    }
    out.join(if tight { "\n" } else { "\n\n" })
}

/// A cell's Markdown in a pipe table: a `|` the text did not escape (one in inline code, which
/// is written as it stands) is escaped, since the row is split at pipes before code is read.
fn push_cell(out: &mut String, cell: &str) {
    for (i, c) in cell.char_indices() {
        if c == '|' && !escapes_next(&cell[..i]) {
            out.push('\\');
        }
        out.push(c);
    }
}

/// A pipe table: the first row is its head (a pipe table has one). A cell spanning columns is
/// followed by empty ones; short rows are filled out.
pub(super) fn table(rows: &[Vec<(String, usize)>]) -> Option<String> {
    let rows: Vec<Vec<&str>> = rows
        .iter()
        .map(|cells| {
            cells
                .iter()
                .flat_map(|(text, span)| {
                    std::iter::once(text.as_str()).chain(std::iter::repeat_n("", span - 1))
                })
                .collect()
        })
        .filter(|cells: &Vec<&str>| !cells.is_empty())
        .collect();
    let columns = rows.iter().map(Vec::len).max()?;
    let line = |cells: &[&str]| {
        let mut out = String::from("|");
        for i in 0..columns {
            let cell = cells.get(i).copied().unwrap_or("");
            out.push(' ');
            push_cell(&mut out, cell);
            if !cell.is_empty() {
                out.push(' ');
            }
            out.push('|');
        }
        out
    };
    let mut out = vec![line(&rows[0]), format!("|{}", " --- |".repeat(columns))];
    out.extend(rows[1..].iter().map(|r| line(r)));
    Some(out.join("\n"))
}
