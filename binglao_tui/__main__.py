"""Run the command line with ``python -m binglao_tui``."""

from binglao_tui.cli import main

main()
