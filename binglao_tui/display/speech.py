"""The room's voice: announcements read aloud on this computer, offline.

A :class:`Speaker` is anything with ``say(text)``: replace it to use another engine. The
one shipped runs Debian's ``espeak-ng`` (no network, no cloud voice), one sentence at a
time in a thread of its own, so the display never waits for the voice. With the
environment variable ``BINGLAO_TUI_SPEECH_TO`` naming a folder, each sentence is written
there as a WAV file (``espeak-ng -w``) with its text beside it, instead of played: for
tests, or to hear later what was said.

:func:`speaker_for` finds the engine; without one it answers a speaker that says nothing
and the one line to print at start (never an error: the table plays on).
"""

from __future__ import annotations

import os
import queue
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Protocol

ENGINE = "espeak-ng"
WAV_FOLDER = "BINGLAO_TUI_SPEECH_TO"
SPEAK_SECONDS = 30
"""The longest one sentence may take to say (a hung engine is left behind after it)."""


class Speaker(Protocol):
    """Says one sentence; must return at once (the voice is not the display's business)."""

    def say(self, text: str) -> None: ...


class Silent:
    """A speaker that says nothing and remembers what it was asked to say."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)


class Espeak:
    """``espeak-ng`` at ``program``, speaking aloud, or writing each sentence to a WAV file
    in ``folder`` (``001.wav`` with ``001.txt``, and so on)."""

    def __init__(self, program: str, folder: Path | None = None) -> None:
        self.program = program
        self.folder = folder
        self.said: list[str] = []
        self._queue: queue.Queue[str] = queue.Queue()
        self._marks: list[threading.Event] = []
        self._thread = threading.Thread(target=self._speak_all, name="binglao-tui-speech", daemon=True)
        self._thread.start()

    def say(self, text: str) -> None:
        self.said.append(text)
        self._queue.put(text)

    def wait(self, seconds: float = SPEAK_SECONDS) -> None:
        """Until everything asked so far has been said (for tests and a clean stop)."""
        done = threading.Event()
        self._queue.put("")  # an empty sentence marks where "so far" ends
        self._marks.append(done)
        done.wait(seconds)

    def _speak_all(self) -> None:
        count = 0
        while True:
            text = self._queue.get()
            if not text:
                if self._marks:
                    self._marks.pop(0).set()
                continue
            count += 1
            command = [self.program]
            if self.folder is not None:
                self.folder.mkdir(parents=True, exist_ok=True)
                (self.folder / f"{count:03d}.txt").write_text(text, encoding="utf-8")
                command += ["-w", str(self.folder / f"{count:03d}.wav")]
            try:
                subprocess.run(
                    [*command, "--", text],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    timeout=SPEAK_SECONDS,
                    check=False,
                )
            except (OSError, subprocess.SubprocessError):
                continue  # a voice that fails loses a sentence, never the display


def speaker_for(speak: bool) -> tuple[Speaker | None, str | None]:
    """The speaker ``--speak`` asks for (None when not asked) and the line to print at
    start when there is no engine (then the speaker says nothing)."""
    if not speak:
        return None, None
    program = shutil.which(ENGINE)
    if program is None:
        return (
            Silent(),
            f"--speak: {ENGINE} is not installed, so nothing will be said (apt-get install {ENGINE})",
        )
    folder = os.environ.get(WAV_FOLDER)
    return Espeak(program, Path(folder) if folder else None), None
