"""The showdown: side pots, and the judge who says who wins each pot and how the chips split."""
