//! Formulas. A page's MathML is kept as the formula; the drawing of the same formula that a
//! renderer puts beside it is not.

use super::{NodeData, Page, NO_NODE};
use crate::lexicon;
use crate::text;

impl Page {
    /// Settles each formula's text. The MathML's own text weighs nothing: a formula is shown
    /// where it stands, but its tokens ("x", "=", "2") are not prose, and neither the choice of
    /// the article nor the readerable check counts them (Readability.js's test page of MathJax
    /// formulas is not readerable). And the drawing beside it is blanked: KaTeX, MathJax 2 and
    /// MathJax 3 wrap a formula in one inline box holding two, the MathML in a box of its own for
    /// assistive technology (`katex-mathml`, `MJX_Assistive_MathML`, `mjx-assistive-mml`), and
    /// a drawing for the eye made of spans or custom elements (`katex-html`, `mjx-math`), hidden
    /// from assistive technology. The drawing's text is the formula again, glyph by glyph.
    pub(super) fn settle_formulas(&mut self) {
        for k in 0..self.formulas.len() {
            let math = self.formulas[k];
            for i in math as usize + 1..self.nodes[math as usize].end as usize {
                self.measures[i].weight = 0.0;
            }
            let Some(drawing) = self.drawing_beside(math) else {
                continue;
            };
            let end = self.nodes[drawing as usize].end as usize;
            for i in drawing as usize + 1..end {
                if let NodeData::Text(t) = &mut self.nodes[i].data {
                    // Nothing, not a space: the reader writes an element of whitespace alone
                    // as the space it holds, and the drawing stands where the formula ends.
                    t.clear();
                    self.measures[i] = text::measure(t);
                }
            }
        }
    }

    /// The drawing beside the `<math>` at node `math`: the one other element of the inline box
    /// around the box that holds only the formula.
    fn drawing_beside(&self, math: u32) -> Option<u32> {
        let inline_parent = |i: u32| {
            let parent = self.nodes[i as usize].parent;
            (parent != NO_NODE && !lexicon::is_block_tag(self.tag(parent))).then_some(parent)
        };
        let wrapper = inline_parent(math)?;
        if self
            .children(wrapper)
            .any(|c| c != math && !self.is_blank_text(c))
        {
            return None;
        }
        let formula = inline_parent(wrapper)?;
        let mut others = self
            .children(formula)
            .filter(|&c| c != wrapper && !self.is_blank_text(c));
        match (others.next(), others.next()) {
            (Some(drawing), None) if self.element(drawing).is_some() => Some(drawing),
            _ => None,
        }
    }

    /// Whether node `i` is text with no character but whitespace (its measure counts none).
    fn is_blank_text(&self, i: u32) -> bool {
        matches!(self.nodes[i as usize].data, NodeData::Text(_))
            && self.measures[i as usize].chars == 0
    }
}
