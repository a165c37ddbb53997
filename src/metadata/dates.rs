//! Publication dates as ISO 8601: ISO and RFC forms from metadata, and the forms pages print
//! ("March 14, 2026", "14 March 2026", "2023 Jan 7", "4 de agosto de 2021", "2023年5月1日 08:00",
//! "2023-05-01 08:00", "01.05.2023").
//! Only plausible dates pass (years 1990-2100, real months and days).

const MONTHS: &[(&str, u32)] = &[
    ("january", 1),
    ("february", 2),
    ("march", 3),
    ("april", 4),
    ("may", 5),
    ("june", 6),
    ("july", 7),
    ("august", 8),
    ("september", 9),
    ("october", 10),
    ("november", 11),
    ("december", 12),
    ("jan", 1),
    ("feb", 2),
    ("mar", 3),
    ("apr", 4),
    ("jun", 6),
    ("jul", 7),
    ("aug", 8),
    ("sep", 9),
    ("sept", 9),
    ("oct", 10),
    ("nov", 11),
    ("dec", 12),
    // Day-first languages, as printed after the day ("5 января 2012", "6 stycznia 2012",
    // "3. März 2024", "12 février 2023").
    ("января", 1),
    ("февраля", 2),
    ("марта", 3),
    ("апреля", 4),
    ("мая", 5),
    ("июня", 6),
    ("июля", 7),
    ("августа", 8),
    ("сентября", 9),
    ("октября", 10),
    ("ноября", 11),
    ("декабря", 12),
    ("stycznia", 1),
    ("lutego", 2),
    ("marca", 3),
    ("kwietnia", 4),
    ("maja", 5),
    ("czerwca", 6),
    ("lipca", 7),
    ("sierpnia", 8),
    ("września", 9),
    ("października", 10),
    ("listopada", 11),
    ("grudnia", 12),
    ("januar", 1),
    ("februar", 2),
    ("märz", 3),
    ("mai", 5),
    ("juni", 6),
    ("juli", 7),
    ("oktober", 10),
    ("dezember", 12),
    ("janvier", 1),
    ("février", 2),
    ("mars", 3),
    ("avril", 4),
    ("juin", 6),
    ("juillet", 7),
    ("août", 8),
    ("septembre", 9),
    ("octobre", 10),
    ("novembre", 11),
    ("décembre", 12),
    // Spanish, Portuguese and Italian, written after the day ("4 de agosto de 2021", "3 marzo
    // 2024"), and Spanish's short forms ("04-ago-2021").
    ("enero", 1),
    ("febrero", 2),
    ("marzo", 3),
    ("abril", 4),
    ("mayo", 5),
    ("junio", 6),
    ("julio", 7),
    ("agosto", 8),
    ("septiembre", 9),
    ("setiembre", 9),
    ("octubre", 10),
    ("noviembre", 11),
    ("diciembre", 12),
    ("ene", 1),
    ("abr", 4),
    ("ago", 8),
    ("dic", 12),
    ("janeiro", 1),
    ("fevereiro", 2),
    ("março", 3),
    ("maio", 5),
    ("junho", 6),
    ("julho", 7),
    ("setembro", 9),
    ("outubro", 10),
    ("novembro", 11),
    ("dezembro", 12),
    ("gennaio", 1),
    ("febbraio", 2),
    ("aprile", 4),
    ("maggio", 5),
    ("giugno", 6),
    ("luglio", 7),
    ("settembre", 9),
    ("ottobre", 10),
    ("dicembre", 12),
];

/// English weekday names: words a printed date is made of, and what a masthead's date of the
/// day carries ("Thursday, 05 March 2026").
pub(super) const WEEKDAYS: &[&str] = &[
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// Whether a lowercased word is a month or weekday name, or a start of one at least three
/// letters long ("sept", "tue"): the words a printed date is made of besides its numbers.
pub fn names_month_or_weekday(word: &str) -> bool {
    MONTHS
        .iter()
        .map(|&(name, _)| name)
        .chain(WEEKDAYS.iter().copied())
        .any(|d| word == d || (word.len() >= 3 && d.starts_with(word)))
}

/// Whether a word is a month's name ("march", "Sept.").
pub fn names_month(word: &str) -> bool {
    month_named(word).is_some()
}

fn month_named(word: &str) -> Option<u32> {
    let w = word.trim_end_matches('.').to_lowercase();
    MONTHS.iter().find(|(name, _)| *name == w).map(|&(_, m)| m)
}

/// A number, or a day written as an ordinal ("1st", "22nd", "3rd", "14th").
pub(crate) fn day_number(word: &str) -> Option<u32> {
    word.parse().ok().or_else(|| {
        let (digits, suffix) = word.split_at(word.find(|c: char| !c.is_ascii_digit())?);
        let n: u32 = digits.parse().ok()?;
        let expected = match (n % 100, n % 10) {
            (11..=13, _) => "th",
            (_, 1) => "st",
            (_, 2) => "nd",
            (_, 3) => "rd",
            _ => "th",
        };
        (n <= 31 && suffix.eq_ignore_ascii_case(expected)).then_some(n)
    })
}

/// The date a URL's path spells as `/2023/10/03/` or `/2023/october/03/` (a blog's or news
/// site's permalink), as `YYYY-MM-DD`. Other shapes (`/2024-4-4-slug`, `/2025/12/`) are not a
/// full date and give `None`. Permalink dates are how htmldate and trafilatura date a page too.
pub fn from_url(url: &str) -> Option<String> {
    let path = url.split(['?', '#']).next()?;
    let segments: Vec<&str> = path.split('/').collect();
    segments.windows(3).find_map(|w| {
        let y: u32 = (w[0].len() == 4).then(|| w[0].parse().ok())??;
        let m = (w[1].len() <= 2)
            .then(|| w[1].parse().ok())
            .flatten()
            .or_else(|| month_named(w[1]))?;
        let d: u32 = (w[2].len() <= 2).then(|| w[2].parse().ok())??;
        valid(y, m, d).then(|| iso(y, m, d, None))
    })
}

fn valid(y: u32, m: u32, d: u32) -> bool {
    (1990..=2100).contains(&y) && (1..=12).contains(&m) && (1..=31).contains(&d)
}

fn iso(y: u32, m: u32, d: u32, time: Option<(u32, u32)>) -> String {
    match time {
        Some((h, min)) if h < 24 && min < 60 => format!("{y:04}-{m:02}-{d:02}T{h:02}:{min:02}:00"),
        _ => format!("{y:04}-{m:02}-{d:02}"),
    }
}

/// Numbers and words of `s`, in order (CJK date marks 年月日 separate numbers), without the
/// "de" that Spanish and Portuguese write between a date's parts ("4 de agosto de 2021").
fn parts(s: &str) -> Vec<&str> {
    s.split(|c: char| !c.is_alphanumeric() || matches!(c, '年' | '月' | '日' | '时' | '点' | '分'))
        .filter(|p| !p.is_empty() && !p.eq_ignore_ascii_case("de"))
        .collect()
}

/// The time of day at the head of `rest` (parts of `s`), its hour and minutes joined as a
/// clock writes them ("10:30", "10.30 am", "10时30分"): "2023 Jan 7;15(1)" is a volume and issue.
fn time_after(s: &str, rest: &[&str]) -> Option<(u32, u32)> {
    // "10:30", "at 10:30", "um 10:30"
    let rest = match rest.first() {
        Some(w) if w.parse::<u32>().is_err() && w.len() <= 3 => &rest[1..],
        _ => rest,
    };
    let h = rest.first()?.parse::<u32>().ok()?;
    // The minutes, and a 12-hour clock's half of the day after them: "2:19 pm", "10:30PM".
    let minutes = rest.get(1)?;
    if !joined_as_time(s, rest[0], minutes) {
        return None;
    }
    let digits = minutes.bytes().take_while(u8::is_ascii_digit).count();
    let m = minutes[..digits].parse::<u32>().ok()?;
    let half = match &minutes[digits..] {
        "" => rest.get(2).copied().unwrap_or(""),
        suffix => suffix,
    };
    let h = if half.eq_ignore_ascii_case("pm") && h < 12 {
        h + 12
    } else if half.eq_ignore_ascii_case("am") && h == 12 {
        0
    } else {
        h
    };
    Some((h, m))
}

/// Which number of an all-numeric date a page writes first: "24.11.2025" or "11.24.2025".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayOrder {
    DayFirst,
    MonthFirst,
}

/// `s` with full-width digits, colons, slashes, hyphens and dots as their ASCII forms: Japanese
/// and some Chinese pages print dates so ("２０２３年５月１日　１０：３０").
fn ascii_digits(s: &str) -> std::borrow::Cow<'_, str> {
    let full = |c: char| ('\u{ff0d}'..='\u{ff1a}').contains(&c);
    if !s.chars().any(full) {
        return std::borrow::Cow::Borrowed(s);
    }
    s.chars()
        .map(|c| {
            if full(c) {
                char::from_u32(c as u32 - 0xfee0).unwrap_or(c)
            } else {
                c
            }
        })
        .collect()
}

/// A metadata or printed date as ISO 8601 (`YYYY-MM-DD`, with the time when given), or `None`.
pub fn normalize(raw: &str) -> Option<String> {
    normalize_in(raw, || None)
}

/// [`normalize`] for a date printed on a page that writes its numeric dates in `order` (asked
/// only for a date whose day and month are both 12 or under): "09.10.2024" is October 9 on a
/// page that also prints "24.11.2025", September 10 on one that prints "11.24.2025", and
/// "3/4/2025" is read at all only where the page's other dates tell which way it goes.
pub fn normalize_in(raw: &str, order: impl Fn() -> Option<DayOrder>) -> Option<String> {
    let ascii = ascii_digits(raw);
    let s = ascii.trim();
    // ISO 8601 as metadata gives it: kept as written (with its time zone) when it starts well.
    if s.len() >= 10 && s.is_char_boundary(10) {
        let head = &s[..10];
        let b = head.as_bytes();
        if b[4] == b'-' && b[7] == b'-' {
            let (y, m, d) = (
                head[..4].parse().ok()?,
                head[5..7].parse().ok()?,
                head[8..10].parse().ok()?,
            );
            if valid(y, m, d) {
                let rest = &s[10..];
                return Some(if rest.starts_with('T') || rest.is_empty() {
                    s.split_whitespace().next().unwrap_or(s).to_string()
                } else {
                    iso(y, m, d, time_after(rest, &parts(rest)))
                });
            }
        }
    }
    let p = parts(s);
    for (i, w) in p.iter().enumerate() {
        let num = |k: usize| p.get(k).and_then(|x| day_number(x));
        if let Some(m) = month_named(w) {
            // "March 14, 2026" / "Mar 14 2026 10:30"
            if let (Some(d), Some(y)) = (num(i + 1), num(i + 2)) {
                if valid(y, m, d) {
                    return Some(iso(y, m, d, time_after(s, &p[i + 3..])));
                }
            }
            // "14 March 2026"
            if let (Some(d), Some(y)) = (i.checked_sub(1).and_then(num), num(i + 1)) {
                if valid(y, m, d) {
                    return Some(iso(y, m, d, time_after(s, &p[i + 2..])));
                }
            }
            // "2023 Jan 7" (PubMed Central's `citation_publication_date`): wcxb-dev 2 dates
            // more, none lost.
            if let (Some(y), Some(d)) = (
                i.checked_sub(1).filter(|&k| p[k].len() == 4).and_then(num),
                num(i + 1),
            ) {
                if valid(y, m, d) {
                    return Some(iso(y, m, d, time_after(s, &p[i + 2..])));
                }
            }
            continue;
        }
        let Ok(a) = w.parse::<u32>() else { continue };
        let (Some(b), Some(c)) = (num(i + 1), num(i + 2)) else {
            continue;
        };
        // Numbers of one date are joined by a date's marks, not by a time's colon or a space:
        // "2026 2:08 am" is a year and a time.
        if !joined_as_date(s, w, p[i + 1]) || !joined_as_date(s, p[i + 1], p[i + 2]) {
            continue;
        }
        // "2023年5月1日 08:00", "2023-05-01", "2023/5/1"
        if w.len() == 4 && valid(a, b, c) {
            return Some(iso(a, b, c, time_after(s, &p[i + 3..])));
        }
        // "01.05.2023": day first, as most of the world writes it, unless the day is over 12 or
        // the page writes its dates month first; "05/01/2023" stays ambiguous unless the day is
        // over 12 or the page's other dates say which way it goes.
        if p[i + 2].len() == 4 {
            let ambiguous = a <= 12 && b <= 12;
            let page_order = if ambiguous { order() } else { None };
            let month_first = b > 12 || page_order == Some(DayOrder::MonthFirst);
            let (d, m) = if month_first { (b, a) } else { (a, b) };
            if valid(c, m, d) && (!ambiguous || page_order.is_some() || raw.contains('.')) {
                return Some(iso(c, m, d, time_after(s, &p[i + 3..])));
            }
        }
    }
    None
}

/// The order a short all-numeric date shows by a number over 12 ("24.11.2025" day first,
/// "11/24/2025" month first); `None` for any other text, or one that does not tell.
pub fn written_order(text: &str) -> Option<DayOrder> {
    let s = text.trim();
    if s.len() > 40 {
        return None;
    }
    let p = parts(s);
    p.windows(3).find_map(|w| {
        let num = |x: &str| (x.len() <= 2).then(|| x.parse::<u32>().ok())?;
        let (a, b) = (num(w[0])?, num(w[1])?);
        let y: u32 = (w[2].len() == 4).then(|| w[2].parse().ok())??;
        if !joined_as_date(s, w[0], w[1]) || !joined_as_date(s, w[1], w[2]) {
            return None;
        }
        match (a > 12, b > 12) {
            (true, false) if valid(y, b, a) => Some(DayOrder::DayFirst),
            (false, true) if valid(y, a, b) => Some(DayOrder::MonthFirst),
            _ => None,
        }
    })
}

/// Whether parts `a` and `b` of `s` are joined as an hour and its minutes: `:`, a full-width
/// `：`, `.` or a Chinese clock's 时 or 点, spaces around it allowed.
fn joined_as_time(s: &str, a: &str, b: &str) -> bool {
    between(s, a, b).is_some_and(|j| matches!(j.trim(), ":" | "：" | "." | "时" | "点"))
}

/// Whether what lies between `a` and `b` (consecutive parts of `s`) joins two numbers of a date:
/// `-`, `/`, `.` or a CJK mark (年, 월, ...), spaces around it allowed.
fn joined_as_date(s: &str, a: &str, b: &str) -> bool {
    let Some(joint) = between(s, a, b).map(str::trim) else {
        return false;
    };
    !joint.is_empty()
        && joint.chars().all(|c| {
            matches!(c, '-' | '/' | '.' | '年' | '月' | '日' | '년' | '월') || c.is_whitespace()
        })
}

/// What lies between parts `a` and `b` of `s` (slices of it, `a` first).
fn between<'s>(s: &'s str, a: &str, b: &str) -> Option<&'s str> {
    let from = a.as_ptr() as usize + a.len() - s.as_ptr() as usize;
    let to = b.as_ptr() as usize - s.as_ptr() as usize;
    s.get(from..to)
}

/// Whether two ISO 8601 dates may name the same moment written in two time zones: two
/// date-times with zones that are the same instant ("2025-07-05T00:04:00+00:00" and
/// "2025-07-04T20:04:00-04:00"), or a bare day on which the zoned date-time falls somewhere on
/// Earth (UTC-12 to UTC+14: "2018-06-13" for "2018-06-12T23:00:00Z"). Without a zone it is
/// unknown: `false`.
pub fn may_be_same_moment(a: &str, b: &str) -> bool {
    const WEST: i64 = -12 * 60;
    const EAST: i64 = 14 * 60;
    let bare_day = |s: &str| s.len() == 10;
    let day_holds = |day: &str, instant: i64| {
        day_start_minutes(day).is_some_and(|midnight| {
            // The local day runs from its midnight to the next, at offsets WEST..=EAST.
            instant + EAST >= midnight && instant + WEST < midnight + 1440
        })
    };
    match (utc_minutes(a), utc_minutes(b)) {
        (Some(x), Some(y)) => x == y,
        (None, Some(y)) if bare_day(a) => day_holds(a, y),
        (Some(x), None) if bare_day(b) => day_holds(b, x),
        _ => false,
    }
}

/// Minutes since 1970-01-01T00:00Z of an ISO 8601 date-time with a zone (`Z`, `+05:30`, `-0400`).
fn utc_minutes(s: &str) -> Option<i64> {
    let num = |r: std::ops::Range<usize>| s.get(r)?.parse::<i64>().ok();
    let midnight = day_start_minutes(s)?;
    if s.as_bytes().get(10) != Some(&b'T') {
        return None;
    }
    let (h, min) = (num(11..13)?, num(14..16)?);
    let zone = s[16..].trim_start_matches(|c: char| c.is_ascii_digit() || c == ':' || c == '.');
    let offset = match zone.as_bytes().first()? {
        b'Z' => 0,
        sign @ (b'+' | b'-') => {
            let digits: String = zone[1..].chars().filter(char::is_ascii_digit).collect();
            let zh: i64 = digits.get(0..2)?.parse().ok()?;
            let zm: i64 = digits.get(2..4).map_or(Some(0), |x| x.parse().ok())?;
            if *sign == b'+' {
                zh * 60 + zm
            } else {
                -(zh * 60 + zm)
            }
        }
        _ => return None,
    };
    Some(midnight + h * 60 + min - offset)
}

/// Minutes since 1970-01-01T00:00Z of the UTC midnight opening the day an ISO 8601 date starts
/// with (`2025-07-05...`).
fn day_start_minutes(s: &str) -> Option<i64> {
    let num = |r: std::ops::Range<usize>| s.get(r)?.parse::<i64>().ok();
    Some(days_from_civil(num(0..4)?, num(5..7)?, num(8..10)?) * 1440)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (the era arithmetic of Howard Hinnant's
/// `days_from_civil`, http://howardhinnant.github.io/date_algorithms.html).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_dates_keep_their_time_and_zone() {
        assert_eq!(
            normalize("2025-09-04T08:15:00+02:00").as_deref(),
            Some("2025-09-04T08:15:00+02:00")
        );
        assert_eq!(normalize("2025-09-04").as_deref(), Some("2025-09-04"));
        assert_eq!(
            normalize("2023-05-01 08:00").as_deref(),
            Some("2023-05-01T08:00:00")
        );
    }

    #[test]
    fn full_width_digits_read_as_ascii_ones() {
        for (printed, iso) in [
            ("２０２３年５月１日　１０：３０", "2023-05-01T10:30:00"),
            ("２０２３／０５／０１", "2023-05-01"),
            ("２０２３－０５－０１", "2023-05-01"),
        ] {
            assert_eq!(normalize(printed).as_deref(), Some(iso), "{printed}");
        }
    }

    #[test]
    fn printed_dates_are_read() {
        assert_eq!(normalize("March 14, 2026").as_deref(), Some("2026-03-14"));
        assert_eq!(
            normalize("Published 14 March 2026").as_deref(),
            Some("2026-03-14")
        );
        assert_eq!(
            normalize("Sept. 4, 2025 at 10:30").as_deref(),
            Some("2025-09-04T10:30:00")
        );
        assert_eq!(
            normalize("Thursday, 05 March 2026 at 01:16 PM").as_deref(),
            Some("2026-03-05T13:16:00")
        );
        assert_eq!(
            normalize("Jul 21, 2017 12:19am").as_deref(),
            Some("2017-07-21T00:19:00")
        );
        assert_eq!(
            normalize("2023年5月1日 08:00").as_deref(),
            Some("2023-05-01T08:00:00")
        );
        assert_eq!(
            normalize("发布时间：2023/5/1").as_deref(),
            Some("2023-05-01")
        );
        assert_eq!(normalize("01.05.2023").as_deref(), Some("2023-05-01"));
        assert_eq!(
            normalize("5 января 2012, 14:45").as_deref(),
            Some("2012-01-05T14:45:00")
        );
        assert_eq!(normalize("6 stycznia 2012").as_deref(), Some("2012-01-06"));
        assert_eq!(normalize("3. März 2024").as_deref(), Some("2024-03-03"));
        assert_eq!(normalize("12 février 2023").as_deref(), Some("2023-02-12"));
        assert_eq!(normalize("25/12/2022").as_deref(), Some("2022-12-25"));
        assert_eq!(
            normalize("September 1st, 2023").as_deref(),
            Some("2023-09-01")
        );
        assert_eq!(normalize("22nd March 2024").as_deref(), Some("2024-03-22"));
    }

    #[test]
    fn a_year_first_date_with_its_month_named_is_read() {
        // PubMed Central's `citation_publication_date`, and a citation's "2023 Jan 7;15(1)".
        assert_eq!(normalize("2023 Jan 7").as_deref(), Some("2023-01-07"));
        assert_eq!(
            normalize("Cureus. 2023 Jan 7;15(1):e33475").as_deref(),
            Some("2023-01-07")
        );
        // A number before a month that is no year is a day, as before.
        assert_eq!(normalize("7 Jan 2023").as_deref(), Some("2023-01-07"));
        assert_eq!(normalize("2023 Jan"), None);
    }

    #[test]
    fn spanish_portuguese_and_italian_dates_are_read() {
        for (printed, iso) in [
            ("1 de diciembre de 2017", "2017-12-01"),
            ("04-ago-2021 5:11:10", "2021-08-04T05:11:00"),
            ("12 de março de 2023", "2023-03-12"),
            ("3 settembre 2024", "2024-09-03"),
        ] {
            assert_eq!(normalize(printed).as_deref(), Some(iso), "{printed}");
        }
        assert_eq!(normalize("2 days ago"), None);
    }

    #[test]
    fn permalink_dates_are_read_from_the_path() {
        let d = |u: &str| from_url(u);
        assert_eq!(
            d("https://a.example/2025/12/18/a-post/").as_deref(),
            Some("2025-12-18")
        );
        assert_eq!(
            d("https://a.example/blog/2023/october/03/wine").as_deref(),
            Some("2023-10-03")
        );
        assert_eq!(d("https://a.example/t/2024-4-4-stuck/724779"), None);
        assert_eq!(d("https://a.example/2025/12/a-post"), None);
        assert_eq!(d("https://a.example/2025/13/40/x"), None);
        assert_eq!(d("https://a.example/x?d=/2025/12/18/"), None);
    }

    #[test]
    fn instants_are_compared_across_zones() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        let same = may_be_same_moment;
        assert!(same(
            "2025-07-05T00:04:00+00:00",
            "2025-07-04T20:04:00-04:00"
        ));
        assert!(same("2026-02-23T00:57:30Z", "2026-02-22T19:57:30-0500"));
        assert!(same("2024-03-01T05:30:00.000+05:30", "2024-03-01T00:00Z"));
        assert!(!same(
            "2025-07-05T00:04:00+00:00",
            "2025-07-04T20:04:00-05:00"
        ));
        // A bare day holds the instant in some zone, or not.
        assert!(same("2018-06-13", "2018-06-12T23:00:00.000Z"));
        assert!(same("2021-12-09T02:17:00+00:00", "2021-12-08"));
        assert!(!same("2025-12-18", "2025-12-19T22:02:58.705Z"));
        assert!(!same("2025-12-20", "2025-12-19T09:00:00Z"));
        // Without a zone the moment is unknown.
        assert!(!same("2025-07-05T00:04:00", "2025-07-05T00:04:00"));
        assert!(!same("2025-07-05", "2025-07-04T23:00:00"));
    }

    #[test]
    fn an_ambiguous_numeric_date_is_read_in_the_page_order() {
        let in_order = |s: &str, order| normalize_in(s, || order);
        assert_eq!(
            in_order("09.10.2024", Some(DayOrder::MonthFirst)).as_deref(),
            Some("2024-09-10")
        );
        assert_eq!(
            in_order("09.10.2024", Some(DayOrder::DayFirst)).as_deref(),
            Some("2024-10-09")
        );
        assert_eq!(
            in_order("3/4/2025", Some(DayOrder::MonthFirst)).as_deref(),
            Some("2025-03-04")
        );
        assert_eq!(in_order("3/4/2025", None), None);
        // A number over 12 says the order whatever the page's.
        assert_eq!(
            in_order("24.11.2025", Some(DayOrder::MonthFirst)).as_deref(),
            Some("2025-11-24")
        );
        assert_eq!(written_order("11.24.2025"), Some(DayOrder::MonthFirst));
        assert_eq!(
            written_order("Effective 24/11/2025:"),
            Some(DayOrder::DayFirst)
        );
        assert_eq!(written_order("05/01/2023"), None);
        assert_eq!(written_order("24 11 2025"), None);
    }

    #[test]
    fn non_dates_are_refused() {
        assert_eq!(normalize("Call 0800 123 4567"), None);
        assert_eq!(normalize("May the best team win"), None);
        assert_eq!(normalize("05/01/2023"), None);
        assert_eq!(normalize("1850-01-01"), None);
        assert_eq!(normalize("September 1nd, 2023"), None);
        // A year, then a time.
        assert_eq!(normalize("2026 2:08 am, edited 108 times"), None);
        assert_eq!(normalize("1999 12 31"), None);
    }
}
