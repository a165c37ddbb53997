"""The benchmark's metric helpers (bench/metric.py): the datasets' F1 and the snippet rates."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..', 'bench'))
import metric  # noqa: E402


class SnippetRates(unittest.TestCase):
    def test_snippets_match_across_case_whitespace_and_quote_marks(self):
        text = 'We’re  here.\n“Quoted” words.'
        truth = {'with': ["we're here.", '"quoted" words', 'absent line'], 'without': ['quoted']}
        found, leaked = metric.snippet_rates(text, truth)
        self.assertAlmostEqual(found, 2 / 3)
        self.assertEqual(leaked, 1.0)

    def test_no_snippets_give_no_rate(self):
        self.assertEqual(metric.snippet_rates('text', {'with': [], 'without': None}), (None, None))

    def test_titles_still_need_the_same_quote_marks(self):
        # The title match normalises case and whitespace only.
        self.assertTrue(metric.title_match('We’re  Here', 'we’re here'))
        self.assertFalse(metric.title_match('We’re Here', "We're Here"))


class F1(unittest.TestCase):
    def test_cjk_characters_are_tokens_each(self):
        p, r, f = metric.prf('北京欢迎你', '北京欢迎')
        self.assertAlmostEqual(p, 0.8)
        self.assertAlmostEqual(r, 1.0)


if __name__ == '__main__':
    unittest.main()
