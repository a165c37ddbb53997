//! Per-block records for learning offline (`LECTERN_EVAL_BLOCKS=1`): each block with text of its
//! own, its statistics beside the page's, its layout box, the extraction's verdict and its text.
//! `bench/learn_blocks.py` trains seed 003's SVM on them.

use lectern::article::Article;
use lectern::blocks::BlockDoc;
use lectern::page::{NodeData, Page};
use serde_json::{json, Value};

/// `{"page": totals, "blocks": [...]}`: the page's text and link totals, which the blocks'
/// shares are taken of, and its blocks with text of their own as `article`'s explanation (made
/// with `Options::explain`) decided them. `null` when there is no article, or when the
/// explanation does not line up with the page's blocks (cut short, or made of the page's
/// `<noscript>` copy).
pub fn record(page: &Page, article: Option<&Article>) -> Value {
    let Some(explain) = article.and_then(|a| a.explain.as_ref()) else {
        return Value::Null;
    };
    let doc = BlockDoc::build(page);
    // The explanation lists the blocks with any text in their subtree, in order.
    let listed: Vec<usize> = (0..doc.blocks.len())
        .filter(|&b| doc.blocks[b].total.text_weight > 0.0)
        .collect();
    let lined_up = listed.len() == explain.decisions.len()
        && listed
            .iter()
            .zip(&explain.decisions)
            .all(|(&b, d)| d.tag == page.tag(doc.blocks[b].node));
    if !lined_up {
        return Value::Null;
    }
    let mut own_text = vec![String::new(); doc.blocks.len()];
    for (node, &owner) in doc.owner.iter().enumerate() {
        if let (NodeData::Text(t), Some(text)) =
            (&page.nodes[node].data, own_text.get_mut(owner as usize))
        {
            text.push_str(t);
            text.push(' ');
        }
    }
    let blocks: Vec<Value> = listed
        .into_iter()
        .zip(&explain.decisions)
        .filter(|(b, _)| doc.blocks[*b].own.text_weight > 0.0)
        .map(|(b, decision)| {
            let block = &doc.blocks[b];
            let layout = block
                .layout
                .map(|l| [l.top, l.bottom, l.left, l.right, l.width, l.height]);
            let words: Vec<&str> = own_text[b].split_whitespace().collect();
            json!({
                "tag": decision.tag, "kept": decision.kept, "reason": decision.reason,
                "depth": block.depth, "text_weight": block.own.text_weight,
                "link_weight": block.own.link_weight, "links": block.own.links,
                "images": block.own.images, "box": layout, "text": words.join(" "),
            })
        })
        .collect();
    let total = doc.page_total;
    json!({
        "page": {
            "text_weight": total.text_weight, "link_weight": total.link_weight,
            "links": total.links, "images": total.images,
        },
        "blocks": blocks,
    })
}

#[cfg(test)]
mod tests {
    use lectern::dom::html::HtmlDocument;
    use lectern::Options;

    #[test]
    fn blocks_carry_their_own_text_and_the_verdict() {
        let story = "The council voted on Tuesday to rebuild the bridge, after a year of \
            hearings in which residents argued over its cost and its design. ";
        let html = format!(
            "<html><body><nav><a href=/a>Home</a> <a href=/b>World</a></nav><article>\
             <h1>Bridge to be rebuilt</h1><p>{}</p><div><p>{}</p>Signed off.</div></article>\
             </body></html>",
            story.repeat(3),
            story.repeat(2)
        );
        let options = Options {
            explain: true,
            ..Options::default()
        };
        let (page, article) =
            lectern::article::read_and_extract(&HtmlDocument::parse(&html, None), &options);
        let record = super::record(&page, article.as_ref());
        let blocks = record["blocks"].as_array().expect("blocks");
        let find = |start: &str| {
            blocks
                .iter()
                .find(|b| b["text"].as_str().unwrap().starts_with(start))
                .unwrap_or_else(|| panic!("a block starting {start:?} in {blocks:?}"))
        };
        assert_eq!(find("Home")["kept"], false);
        assert_eq!(find("Home")["links"], 2);
        assert_eq!(find("The council")["kept"], true);
        // A block's text is its own: the nested paragraph's is not its parent's.
        assert_eq!(find("Signed off.")["text"], "Signed off.");
        assert_eq!(find("Signed off.")["tag"], "div");
        let own: f64 = blocks
            .iter()
            .map(|b| b["text_weight"].as_f64().unwrap())
            .sum();
        let page_weight = record["page"]["text_weight"].as_f64().unwrap();
        assert!(
            (own - page_weight).abs() < 1e-3,
            "{own} against {page_weight}"
        );
        // No article, no blocks.
        assert!(super::record(&page, None).is_null());
    }
}
