"""The words added to a ruling: what each hand is, the misreads it answers, and each pot's lines."""

from binglao_tui.core.explain.ruling import explain_ruling, hand_lines, judge_and_explain

__all__ = ["explain_ruling", "hand_lines", "judge_and_explain"]
