"""Small reusable widgets of the dealer app: card fields, the entry line, big figures and
the ruling view. What they show is made by :mod:`binglao_tui.tui.render`."""
