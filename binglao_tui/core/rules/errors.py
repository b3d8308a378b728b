"""The one error of the rules layer."""

import os


class RulesError(ValueError):
    """A rules file, game id or house setting that cannot be used; the message names it.

    ``file`` is the rules file (or folder) the message begins with, when it is about one:
    :attr:`problem` is then what is wrong with it, and :attr:`short` names it by its name
    alone, for a line on a narrow screen."""

    def __init__(self, message: str, *, file: str | None = None) -> None:
        super().__init__(message)
        self.file = file if file and message.startswith(file) else None

    @property
    def problem(self) -> str:
        """What is wrong, without the file's name (the whole message when it names none)."""
        text = str(self)
        return text[len(self.file) :].lstrip(": ") if self.file else text

    @property
    def short(self) -> str:
        """The message with the file named without its folder."""
        if self.file is None:
            return str(self)
        return f"{os.path.basename(self.file.rstrip(os.sep))}: {self.problem}"
