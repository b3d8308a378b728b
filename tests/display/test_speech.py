"""The room's voice (issue 26): each announcement said by Debian's espeak-ng into a WAV
file (``espeak-ng -w``), checked for what was said (the text handed to the speaker) and
that a sound was written, not for how it sounds; no engine is one line at start.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from binglao_tui.core.tournament.schedule import Level
from binglao_tui.display.announce import ALL_IN_AND_A_CALL, Moment, announcements
from binglao_tui.display.speech import Espeak, Silent, speaker_for

ENGINE = shutil.which("espeak-ng")
TWO = Level(2, 10, 200, 400)

EVERY_ANNOUNCEMENT = [
    *announcements(Moment(Level(1, 10, 100, 200)), Moment(TWO)),
    *announcements(Moment(TWO, hand_in_play=True), Moment(TWO, on_break=True, hand_in_play=True)),
    *announcements(Moment(TWO, hand_in_play=True), Moment(TWO, on_break=True, break_minutes=15)),
    *announcements(Moment(TWO, on_break=True), Moment(TWO)),
    *announcements(Moment(), Moment(out=(("Cat", "4th"),))),
    *announcements(Moment(next_game="PLO8"), Moment(next_game="Big O")),
    ALL_IN_AND_A_CALL,
]


def test_every_kind_of_announcement_is_worded() -> None:
    assert EVERY_ANNOUNCEMENT == [
        "Level 2. The blinds are now 200 and 400.",
        "This is the last hand before the break.",
        "The break starts: 15 minutes.",
        "The break is over. Level 2: the blinds are now 200 and 400.",
        "Cat is out in 4th place.",
        "The next game is Big O.",
        "All in and a call.",
    ]


def test_no_engine_is_one_line_and_a_silent_speaker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    speaker, note = speaker_for(True)
    assert isinstance(speaker, Silent)
    assert note is not None
    assert "\n" not in note
    assert "espeak-ng is not installed" in note
    assert speaker_for(False) == (None, None)  # off by default


@pytest.mark.slow
@pytest.mark.skipif(
    ENGINE is None or not sys.platform.startswith("linux"),
    reason="no espeak-ng (apt-get install espeak-ng; .ci/run does it as root): the voice did not run",
)
def test_each_announcement_said_into_a_wav_file(tmp_path: Path) -> None:
    assert ENGINE is not None
    speaker = Espeak(ENGINE, tmp_path)
    for sentence in EVERY_ANNOUNCEMENT:
        speaker.say(sentence)
    speaker.wait()
    for number, sentence in enumerate(EVERY_ANNOUNCEMENT, start=1):
        said = (tmp_path / f"{number:03d}.txt").read_text(encoding="utf-8")
        assert said == sentence
        sound = (tmp_path / f"{number:03d}.wav").read_bytes()
        assert sound[:4] == b"RIFF"
        assert sound[8:12] == b"WAVE"
        assert len(sound) > 10_000  # about a second of speech at least, not an empty file
    assert speaker.said == EVERY_ANNOUNCEMENT


@pytest.mark.slow
@pytest.mark.skipif(ENGINE is None, reason="no espeak-ng: the voice did not run")
def test_speak_through_the_environment_writes_wav_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``BINGLAO_TUI_SPEECH_TO`` sends ``--speak`` into files: how ``serve --speak`` is
    heard in a test."""
    monkeypatch.setenv("BINGLAO_TUI_SPEECH_TO", str(tmp_path / "said"))
    speaker, note = speaker_for(True)
    assert note is None
    assert isinstance(speaker, Espeak)
    speaker.say(ALL_IN_AND_A_CALL)
    speaker.wait()
    assert (tmp_path / "said" / "001.txt").read_text() == ALL_IN_AND_A_CALL
    assert (tmp_path / "said" / "001.wav").stat().st_size > 10_000
