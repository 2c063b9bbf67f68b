"""lore: a Magic: The Gathering rules engine (docs/python.md).

    import lore
    g = lore.Game("dmu_sagas", "fin_summons", seed=1)
    while not g.over():
        d = g.decision()
        g.answer(0 if not d.is_number else d.lo)
    print(g.result())
"""

from ._lore import (  # noqa: F401
    ACTIONS,
    OBJECT_ROWS,
    Agent,
    Decision,
    Error,
    Game,
    Option,
    VecEnv,
    cards,
    decks,
    episode_seed,
    run_scenario,
)
from .env import AECEnv, Env  # noqa: F401

__all__ = [
    "ACTIONS", "OBJECT_ROWS", "AECEnv", "Agent", "Decision", "Env", "Error", "Game", "Option",
    "VecEnv", "cards", "decks", "episode_seed", "run_scenario",
]
