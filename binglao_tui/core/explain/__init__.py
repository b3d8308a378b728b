"""The words added to a ruling: what each hand is, the misreads it answers, and each pot's lines."""
