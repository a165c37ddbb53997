//! Tests of the title: `choose_title` on hand-made inputs, and the cuts around it.

use super::*;

fn title(raw: &str, headlines: &[&str]) -> Option<String> {
    let h: Vec<String> = headlines.iter().map(|s| s.to_string()).collect();
    choose_title(&TitleInputs {
        title: raw,
        headlines: &h,
        ..TitleInputs::default()
    })
}

#[test]
fn the_shown_title_has_no_invisible_characters() {
    let cases = [
        (
            "Home Repair Assis\u{ad}tance Pro\u{200b}gram | City of Springfield",
            Some("Home Repair Assistance Program"),
        ),
        ("\u{feff}Kallax \u{2060}", Some("Kallax")),
        ("\u{ad}\u{200b}", None),
        // Characters that print stay as the page has them.
        ("Caf\u{e9} \u{2014} Menu", Some("Caf\u{e9} \u{2014} Menu")),
    ];
    for (title, shown) in cases {
        assert_eq!(shown_title(title, None, &[]).as_deref(), shown, "{title:?}");
    }
}

#[test]
fn the_sites_name_at_the_end_goes() {
    let hosts = ["www.artlyst.com"];
    let cut = |t: &str, site: Option<&str>| without_site_name(t, site, &hosts);
    // By the site's name, and by its host's, once or twice.
    assert_eq!(
        cut("Best Exhibitions 2025 – Artlyst", None),
        "Best Exhibitions 2025"
    );
    assert_eq!(
        cut(
            "Open CAD Files - Original Prusa 3D Printers",
            Some("Original Prusa 3D Printers")
        ),
        "Open CAD Files"
    );
    assert_eq!(cut("Hakutsuru - Artlyst | ARTLYST", None), "Hakutsuru");
    // With the number of its section or count after the name.
    assert_eq!(cut("Gasket Keyboard - Artlyst 44", None), "Gasket Keyboard");
    assert_eq!(cut("Top Picks - 2025", None), "Top Picks - 2025");
    // Not the name at the start, not a name run into a word, and never all of it.
    assert_eq!(cut("Artlyst : Shop", None), "Artlyst : Shop");
    assert_eq!(cut("Notes on Artlyst", None), "Notes on Artlyst");
    assert_eq!(cut("Artlyst - Artlyst", None), "Artlyst");
    assert_eq!(cut("Artlyst", None), "Artlyst");
    assert_eq!(cut("Our verdict – ★★★★", None), "Our verdict – ★★★★");
}

#[test]
fn a_json_ld_headline_inside_og_title_is_the_tighter_cut() {
    let choose = |ld: &str| {
        choose_title(&TitleInputs {
            title: "Player - Squad 2024 - 2025 | The Fighting Cock Forum",
            og_title: Some("Player - Squad 2024 - 2025"),
            ld_headline: Some(ld),
            ..TitleInputs::default()
        })
    };
    assert_eq!(
        choose("Squad 2024 - 2025").as_deref(),
        Some("Squad 2024 - 2025")
    );
    // A headline cut inside a segment, or one that is not in it, leaves `og:title`.
    for ld in ["Squad 2024 - 20", "Player - Squad", "Squad 2025/26"] {
        assert_eq!(
            choose(ld).as_deref(),
            Some("Player - Squad 2024 - 2025"),
            "{ld}"
        );
    }
}

#[test]
fn a_word_of_the_title_is_not_the_headline() {
    // A section name or a readme's first heading: contained in the title, covering little.
    let raw = "How we pwned X, Vercel, Cursor, Discord and hundreds of companies - writeup.md";
    assert_eq!(
        title(raw, &["Discord"]).as_deref(),
        Some("How we pwned X, Vercel, Cursor, Discord and hundreds of companies")
    );
}

#[test]
fn a_cut_json_ld_headline_gives_way_to_the_whole_one() {
    let got = choose_title(&TitleInputs {
        title: "Fix It Friday: We Help 4 Readers Find Solutions (Including One Trick) - Emily Henderson",
        ld_headline: Some("Fix It Friday: We Help 4 Readers Find Solutions (Including"),
        ..TitleInputs::default()
    });
    assert_eq!(
        got.as_deref(),
        Some("Fix It Friday: We Help 4 Readers Find Solutions (Including One Trick)")
    );
}

#[test]
fn og_title_inside_the_title_is_the_title() {
    // A blog's name as the h1 and the `<title>` prefix; `og:title` is the post's headline.
    let h = vec!["RogerBW's Blog".to_string()];
    let got = choose_title(&TitleInputs {
        title: "RogerBW's Blog: Advent of Code 2025 week 2",
        og_title: Some("Advent of Code 2025 week 2"),
        headlines: &h,
        ..TitleInputs::default()
    });
    assert_eq!(got.as_deref(), Some("Advent of Code 2025 week 2"));
}

#[test]
fn an_articles_lone_headline_stands_over_a_reworded_title() {
    let raw = "Best Apps to Learn a Language in 2025 | LingoHub";
    let h1 = ["Top 10: Best Language Learning Apps, Tested by Experts".to_string()];
    let choose = |written: bool, headlines: &[String]| {
        choose_title(&TitleInputs {
            title: raw,
            headlines,
            written,
            ..TitleInputs::default()
        })
    };
    assert_eq!(choose(true, &h1).as_deref(), Some(h1[0].as_str()));
    // Not said to be an article (a service's or a shop's page): `<title>` names the page.
    assert_eq!(
        choose(false, &h1).as_deref(),
        Some("Best Apps to Learn a Language in 2025")
    );
    // A heading about something else, or one of several: not the article's headline.
    let unrelated = ["Our Programs in the News".to_string()];
    assert_eq!(
        choose(true, &unrelated).as_deref(),
        Some("Best Apps to Learn a Language in 2025")
    );
    let several = [h1[0].clone(), "Related Posts".to_string()];
    assert_eq!(
        choose(true, &several).as_deref(),
        Some("Best Apps to Learn a Language in 2025")
    );
}

#[test]
fn title_drops_the_site_part() {
    assert_eq!(
        title("Headline of the day - News Center - Sohu", &[]).as_deref(),
        Some("Headline of the day")
    );
}

#[test]
fn the_agreeing_headline_wins() {
    assert_eq!(
        title(
            "River breaks its banks | The Valley Courier",
            &["Valley Courier", "River breaks its banks"]
        )
        .as_deref(),
        Some("River breaks its banks")
    );
    assert_eq!(
        title("Site name | Short one", &["Short one"]).as_deref(),
        Some("Short one")
    );
}

#[test]
fn an_h1_naming_the_site_yields_to_the_heading_that_repeats_the_first_segment() {
    let book = ["The Rust Programming Language".to_string()];
    let title = |subheadings: &[String]| {
        choose_title(&TitleInputs {
            title: "What is Ownership? - The Rust Programming Language",
            headlines: &book,
            subheadings,
            ..TitleInputs::default()
        })
    };
    let chapter = ["What is Ownership?".to_string()];
    assert_eq!(title(&chapter).as_deref(), Some("What is Ownership?"));
    // No heading repeats the first segment: the h1 agrees with the title and stays.
    assert_eq!(
        title(&["Ownership rules".to_string()]).as_deref(),
        Some("The Rust Programming Language")
    );
}

#[test]
fn the_site_name_and_host_are_not_the_title() {
    let t = choose_title(&TitleInputs {
        title: "WRAL | Vehicle rental news",
        hosts: &["www.wral.com"],
        ..TitleInputs::default()
    });
    assert_eq!(t.as_deref(), Some("Vehicle rental news"));
    let t = choose_title(&TitleInputs {
        title: "Discuss the 7.1.0 release here - virtualbox.org",
        hosts: &["forums.virtualbox.org"],
        headlines: &["virtualbox.org".to_string()],
        ..TitleInputs::default()
    });
    assert_eq!(t.as_deref(), Some("Discuss the 7.1.0 release here"));
}

#[test]
fn a_piece_of_a_segment_a_heading_repeats_is_the_title() {
    // Two kinds of separator: the `|` segment holds the site's address and the headline.
    let raw =
        "SoundStage! Xperience | SoundStageXperience.com - The Five Best Earphones (According \
               to Me)";
    let h1 = vec!["Pulse!".to_string()];
    let h2 = vec!["The Five Best Earphones (According to Me)".to_string()];
    let t = choose_title(&TitleInputs {
        title: raw,
        headlines: &h1,
        subheadings: &h2,
        ..TitleInputs::default()
    });
    assert_eq!(
        t.as_deref(),
        Some("The Five Best Earphones (According to Me)")
    );
    // Without a heading to repeat the piece, the segment stays whole.
    let t = choose_title(&TitleInputs {
        title: raw,
        headlines: &h1,
        ..TitleInputs::default()
    });
    assert_eq!(
        t.as_deref(),
        Some("SoundStageXperience.com - The Five Best Earphones (According to Me)")
    );
}

#[test]
fn a_segment_a_heading_repeats_beats_the_site_name_in_front() {
    // The logo's h1 agrees with the site's name; an h2 repeats the story's segment.
    let h1 = vec!["Radio New Zealand - Te Reo Irirangi o Aotearoa".to_string()];
    let h2 = vec![
        "Shellfish toxin warning for Bay of Plenty".to_string(),
        "Radio New Zealand Audio".to_string(),
    ];
    let t = choose_title(&TitleInputs {
        title: "Radio New Zealand : News : Regional : Shellfish toxin warning for Bay of Plenty",
        headlines: &h1,
        subheadings: &h2,
        ..TitleInputs::default()
    });
    assert_eq!(
        t.as_deref(),
        Some("Shellfish toxin warning for Bay of Plenty")
    );
    // Without a heading to repeat it, the first long segment stays the title.
    let t = choose_title(&TitleInputs {
        title: "Radio New Zealand : News : Regional : Shellfish toxin warning for Bay of Plenty",
        headlines: &h1,
        ..TitleInputs::default()
    });
    assert_eq!(t.as_deref(), Some("Radio New Zealand"));
}

#[test]
fn underscores_inside_words_do_not_split() {
    assert_eq!(
        title("rustc_codegen_gcc: Progress Report #39", &[]).as_deref(),
        Some("rustc_codegen_gcc: Progress Report #39")
    );
    assert_eq!(
        title("北京今日降雪_新闻中心_新浪网", &[]).as_deref(),
        Some("北京今日降雪")
    );
}

#[test]
fn the_title_tags_spelling_of_the_headline_is_kept() {
    assert_eq!(
        title(
            "America's Most Underrated Food City | Trips",
            &["America\u{2019}s most underrated food city"]
        )
        .as_deref(),
        Some("America's Most Underrated Food City")
    );
}

#[test]
fn a_bare_hyphen_separates_only_between_chinese_or_japanese_characters() {
    for (raw, want) in [
        (
            "拉斯韦加斯国际消费电子展四大看点-《财经网》",
            "拉斯韦加斯国际消费电子展四大看点",
        ),
        (
            "江西：伦敦奥运会确保再夺金牌-奥运-江西新闻网",
            "江西：伦敦奥运会确保再夺金牌",
        ),
        // Words joined by a hyphen, and a Korean route, are one headline.
        (
            "Real-time pricing for state-owned utilities",
            "Real-time pricing for state-owned utilities",
        ),
        ("서울-부산 고속철도 개통", "서울-부산 고속철도 개통"),
    ] {
        assert_eq!(title(raw, &[]).as_deref(), Some(want), "{raw}");
    }
}

#[test]
fn cjk_separator_is_recognised() {
    assert_eq!(
        title("北京今日降雪｜新闻中心", &[]).as_deref(),
        Some("北京今日降雪")
    );
    assert_eq!(
        title("北京今日降雪｜新闻中心", &["北京今日降雪"]).as_deref(),
        Some("北京今日降雪")
    );
}

#[test]
fn a_title_naming_only_the_site_gives_way_to_the_headline() {
    let site = |raw: &str, site_name: &str, headlines: &[&str]| {
        let h: Vec<String> = headlines.iter().map(|s| s.to_string()).collect();
        choose_title(&TitleInputs {
            title: raw,
            site_name: Some(site_name),
            hosts: &["www.example.com"],
            headlines: &h,
            ..TitleInputs::default()
        })
    };
    assert_eq!(
        site(
            "| Nuts & Volts Magazine",
            "Nuts and Volts Magazine",
            &["Electronic Gadgets"]
        )
        .as_deref(),
        Some("Electronic Gadgets")
    );
    assert_eq!(
        site("Glossier", "Glossier", &["Custom Skincare Set"]).as_deref(),
        Some("Custom Skincare Set")
    );
    // A one-word headline is a section's name, and of several none is the page's.
    assert_eq!(
        site("DEV Community", "DEV Community", &["Posts"]).as_deref(),
        Some("DEV Community")
    );
    assert_eq!(
        site(
            "Glossier",
            "Glossier",
            &["Custom Skincare Set", "You may also like"]
        )
        .as_deref(),
        Some("Glossier")
    );
}

#[test]
fn a_separator_left_at_an_end_of_the_title_goes() {
    let shown = |t: &str| shown_title(t, None, &[]);
    assert_eq!(
        shown("/ CREATIVE AGENCY PORTFOLIO").as_deref(),
        Some("CREATIVE AGENCY PORTFOLIO")
    );
    assert_eq!(
        shown("Violetta Villas -").as_deref(),
        Some("Violetta Villas")
    );
    assert_eq!(
        shown("» News : Budget agreed").as_deref(),
        Some("News : Budget agreed")
    );
    // A mark touching a word is the headline's own.
    assert_eq!(shown("-5 °C tonight").as_deref(), Some("-5 °C tonight"));
    assert_eq!(
        shown("Titorenko: «Events»").as_deref(),
        Some("Titorenko: «Events»")
    );
}
