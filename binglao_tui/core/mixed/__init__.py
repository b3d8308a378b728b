"""Mixed games: a rotation of the Omaha family through the evening, and the dealer's choice.

:mod:`~binglao_tui.core.mixed.stakes` is one game with its stakes,
:mod:`~binglao_tui.core.mixed.rotation` the menu and how it turns (with the presets),
:mod:`~binglao_tui.core.mixed.menu` the menu as the dealer types it,
:mod:`~binglao_tui.core.mixed.orbit` where it stands hand by hand (the orbit, the chooser)
and :mod:`~binglao_tui.core.mixed.outlook` what is shown of it.
"""

from binglao_tui.core.mixed.menu import menu_text, parse_menu
from binglao_tui.core.mixed.orbit import Ring, RingSeat, RotationState, passed
from binglao_tui.core.mixed.outlook import KEPT_KEY, Outlook, change_words, kept_outlook, outlook
from binglao_tui.core.mixed.rotation import PRESETS, AbsentChooser, Choice, Preset, Rotation
from binglao_tui.core.mixed.stakes import GameStakes, MixedError

__all__ = [
    "KEPT_KEY",
    "PRESETS",
    "AbsentChooser",
    "Choice",
    "GameStakes",
    "MixedError",
    "Outlook",
    "Preset",
    "Ring",
    "RingSeat",
    "Rotation",
    "RotationState",
    "change_words",
    "kept_outlook",
    "menu_text",
    "outlook",
    "parse_menu",
    "passed",
]
