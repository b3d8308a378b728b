"""Hands and rulings written down: PHH hand histories and the ruling's JSON."""
