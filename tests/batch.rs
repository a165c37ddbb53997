//! Batch extraction's map task (`lectern-batch`): JSON lines in, one result line a page out, in
//! order, with the same article as `extract`, and bad lines reported without stopping the stream.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use base64::Engine;
use serde_json::{json, Value};

fn run(lines: &[String]) -> Vec<Value> {
    run_with(&[], lines)
}

fn run_with(args: &[&str], lines: &[String]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lectern-batch"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("lectern-batch runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = lines.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(output.status.success(), "exit status {}", output.status);
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

#[test]
fn pages_give_the_articles_extract_gives_in_input_order() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pages");
    let mut fixtures: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("source.html").is_file())
        .collect();
    fixtures.sort();
    assert!(fixtures.len() >= 10);
    let lines: Vec<String> = fixtures
        .iter()
        .map(|p| {
            let meta: Value =
                serde_json::from_str(&std::fs::read_to_string(p.join("meta.json")).unwrap())
                    .unwrap();
            // Raw bytes: the page's declared charset is read as `extract`'s tests read it.
            let bytes = std::fs::read(p.join("source.html")).unwrap();
            let bytes = base64::engine::general_purpose::STANDARD.encode(bytes);
            json!({"id": p.file_name().unwrap().to_str(), "url": meta["url"], "bytes": bytes})
                .to_string()
        })
        .collect();
    let out = run(&lines);
    assert_eq!(out.len(), fixtures.len());
    for (record, path) in out.iter().zip(&fixtures) {
        let name = path.file_name().unwrap().to_str().unwrap();
        assert_eq!(record["id"], name);
        assert_eq!(record["error"], Value::Null, "{name}");
        // The golden text of `tests/pages.rs`, which extracts with the same options.
        let expected = std::fs::read_to_string(path.join("expected.txt")).unwrap();
        let text = record["article"]["textContent"]
            .as_str()
            .unwrap_or_default();
        assert_eq!(format!("{text}\n"), expected, "{name}");
    }
}

#[test]
fn bad_lines_are_errors_and_the_stream_goes_on() {
    let story =
        "The river rose through the night and the town woke to water in its streets. ".repeat(8);
    let good = json!({"id": "good", "url": "https://news.test/flood",
        "html": format!("<title>Flood</title><article><h1>Flood</h1><p>{story}</p></article>")});
    // Windows-1252 bytes, declared: "café" must come out as UTF-8.
    let mut latin = b"<html><head><meta charset=\"windows-1252\"><title>Caf\xe9</title></head>\
        <body><article><h1>Caf\xe9</h1><p>"
        .to_vec();
    latin.extend(story.as_bytes());
    latin.extend(b" Le caf\xe9 ferme.</p></article></body></html>");
    let latin = base64::engine::general_purpose::STANDARD.encode(latin);
    let lines = [
        good.to_string(),
        "not json".to_string(),
        "[1, 2]".to_string(),
        json!({"id": 3, "html": ""}).to_string(),
        json!({"id": "broken", "html": "<div><p>unclosed <b>tags <table><td>and"}).to_string(),
        json!({"id": "nothing"}).to_string(),
        json!({"id": "bad-bytes", "bytes": "@@@"}).to_string(),
        json!({"id": "latin", "bytes": latin}).to_string(),
        String::new(),
        good.to_string(),
    ];
    let out = run(&lines);
    let ids: Vec<&Value> = out.iter().map(|r| &r["id"]).collect();
    assert_eq!(
        ids,
        [
            &json!("good"),
            &Value::Null,
            &Value::Null,
            &json!(3),
            &json!("broken"),
            &json!("nothing"),
            &json!("bad-bytes"),
            &json!("latin"),
            &json!("good"),
        ],
        "one line out for each non-blank line in, in order"
    );
    let error = |i: usize| out[i]["error"].as_str().unwrap_or_default().to_string();
    assert!(out[0]["article"]["textContent"]
        .as_str()
        .unwrap()
        .contains("The river rose"));
    assert_eq!(out[0]["article"]["title"], "Flood");
    assert!(error(1).starts_with("not JSON"), "{}", error(1));
    assert_eq!(error(2), "not a JSON object");
    // An empty page and a scrap of broken markup are no article, not errors.
    assert_eq!(
        (&out[3]["article"], &out[3]["error"]),
        (&Value::Null, &Value::Null)
    );
    assert_eq!(out[4]["error"], Value::Null);
    assert!(error(5).contains("no \"html\" or \"bytes\""));
    assert!(error(6).contains("not base64"));
    assert_eq!(out[7]["article"]["title"], "Café");
    assert!(out[7]["article"]["textContent"]
        .as_str()
        .unwrap()
        .contains("Le café ferme."));
    assert_eq!(out[8], out[0]);
}

#[test]
fn a_crawls_http_charset_decodes_pages_that_declare_none() {
    // GBK bytes with no <meta charset>: only the HTTP header a crawl kept says what they are.
    let story = "江水昨夜漫过堤岸，清晨全镇的街道都浸在水里，居民们趟水把家具搬到高处。\
        镇政府在学校体育馆设立了临时安置点，为受灾群众提供食物、饮用水和被褥。\
        气象部门预计未来三天仍有强降雨，提醒沿江居民注意防范，及时转移到安全地带。\
        救援队员驾驶冲锋舟在积水最深的街区来回搜寻，已将两百多名老人和儿童送出险区。";
    let page = format!("<html><head><title>洪水</title></head><body><article><h1>洪水</h1><p>{story}</p></article></body></html>");
    let (gbk, _, unmappable) = encoding_rs::GBK.encode(&page);
    assert!(!unmappable);
    let bytes = base64::engine::general_purpose::STANDARD.encode(&gbk);
    let out = run(&[
        json!({"id": "header", "bytes": bytes, "charset": "gbk"}).to_string(),
        json!({"id": "none", "bytes": bytes}).to_string(),
    ]);
    let text = |i: usize| {
        out[i]["article"]["textContent"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert!(text(0).contains("江水昨夜漫过堤岸"), "{}", text(0));
    assert_eq!(out[0]["article"]["title"], "洪水");
    // Without it the bytes are not UTF-8 and read as windows-1252, as a browser would.
    assert!(!text(1).contains("江水"));
}

#[test]
fn markdown_is_written_when_asked() {
    let story = "The river rose through the night and the town woke to water. ".repeat(8);
    let line = json!({"id": "a", "html": format!("<article><h1>Flood</h1><p>{story}By morning the <em>lower town</em> was under water.</p></article>")})
        .to_string();
    let plain = run(std::slice::from_ref(&line));
    assert!(plain[0]["article"].get("markdown").is_none());
    let with = run_with(&["--markdown"], &[line]);
    let markdown = with[0]["article"]["markdown"].as_str().expect("markdown");
    assert!(markdown.starts_with("The river rose"), "{markdown}");
    assert!(
        markdown.ends_with(" By morning the *lower town* was under water.\n"),
        "{markdown}"
    );
    // An argument it does not know stops it with a message, before it reads anything.
    let out = Command::new(env!("CARGO_BIN_EXE_lectern-batch"))
        .arg("--markdwon")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--markdwon"));
}
