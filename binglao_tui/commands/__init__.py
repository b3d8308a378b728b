"""The subcommands of ``binglao-tui``, one module each, imported only when run."""
