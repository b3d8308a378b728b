"""The games as data: rules files read into frozen values, and the house settings.

>>> get_game("binglao").variant(3).describe
'6 cards each, high-low eight-or-better'
"""

from binglao_tui.core.rules.errors import RulesError
from binglao_tui.core.rules.files import (
    builtin_rules_dir,
    game_from_mapping,
    get_game,
    house_rules_in_play,
    load_game_file,
    load_games,
    load_good_games,
    shipped_game,
    user_rules_dir,
)
from binglao_tui.core.rules.games import Betting, DieTable, Game, LowRule, RollTime, Split, Variant
from binglao_tui.core.rules.house import (
    BigBlindAnte,
    ButtonRule,
    ComingIn,
    HiLoOddChip,
    HouseRules,
    OddChip,
    ShortAllIn,
    SmallBlindCounts,
)

__all__ = [
    "Betting",
    "BigBlindAnte",
    "ButtonRule",
    "ComingIn",
    "DieTable",
    "Game",
    "HiLoOddChip",
    "HouseRules",
    "LowRule",
    "OddChip",
    "RollTime",
    "RulesError",
    "ShortAllIn",
    "SmallBlindCounts",
    "Split",
    "Variant",
    "builtin_rules_dir",
    "game_from_mapping",
    "get_game",
    "house_rules_in_play",
    "load_game_file",
    "load_games",
    "load_good_games",
    "shipped_game",
    "user_rules_dir",
]
