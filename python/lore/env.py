"""Reinforcement-learning environments over lore games (docs/python.md).

Env: a Gymnasium-style single-agent environment (the agent plays one seat, computer players
the others). AECEnv: a PettingZoo-AEC-style view of a game whose every seat is an agent.
Neither needs gymnasium or pettingzoo; when gymnasium is installed, Env carries its spaces.
"""

from . import _lore

_DEFAULT_DECKS = ("dmu_sagas", "fin_summons")

# The observation layout: name -> (shape, dtype); docs/python.md gives each feature.
OBSERVATION_SHAPES = {
    "game": ((16,), "float32"),
    "players": ((6, 10), "float32"),
    "objects": ((_lore.OBJECT_ROWS, 19), "float32"),
    "actions": ((_lore.ACTIONS, 6), "float32"),
    "action_mask": ((_lore.ACTIONS,), "bool"),
}


def _spaces():
    """Gymnasium spaces when gymnasium is installed, else None."""
    try:
        from gymnasium import spaces
    except ImportError:
        return None, None
    import numpy as np

    obs = spaces.Dict({
        name: (spaces.MultiBinary(shape) if dtype == "bool"
               else spaces.Box(-np.inf, np.inf, shape, np.float32))
        for name, (shape, dtype) in OBSERVATION_SHAPES.items()
    })
    return obs, spaces.Discrete(_lore.ACTIONS)


class Env:
    """One game from one seat's view: reset(seed=) -> (obs, info); step(action) -> (obs, reward,
    terminated, truncated, info). An action is an index into the fixed encoding (obs
    "action_mask" says which are legal); info["decision"] is the raw lore.Decision."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, decks=_DEFAULT_DECKS, *, seat=0, opponent="random", players=2,
                 mulligans=True, iterations=200, max_actions=20_000, decision_info=True,
                 render_mode=None):
        self._core = _lore._EnvCore(list(decks), players, mulligans, seat, opponent, iterations,
                                    max_actions)
        self._seeded = False
        self._decision_info = decision_info  # False: no info["decision"] (it costs the most)
        self.render_mode = render_mode
        self.observation_space, self.action_space = _spaces()

    def reset(self, *, seed=None, options=None):
        """A new game: episode 0 of `seed`, or without a seed the next episode of the last."""
        if seed is not None:
            self._core.reset(int(seed))
            self._seeded = True
        elif not self._seeded:
            self._core.reset(0)
            self._seeded = True
        else:
            self._core.reset_next()
        return self._core.observe(), self._info()

    def step(self, action):
        reward, terminated, truncated = self._core.step(int(action))
        return self._core.observe(), float(reward), terminated, truncated, self._info()

    def _info(self):
        info = {"seed": self._core.game_seed(), "turn": self._core.turn()}
        if self._decision_info:
            info["decision"] = self._core.decision()
        return info

    def decision(self):
        """The raw lore.Decision pending now."""
        return self._core.decision()

    def action_mask(self):
        return self._core.observe()["action_mask"]

    def render(self):
        return repr(self._core.decision())

    def close(self):
        pass


class AECEnv:
    """A PettingZoo-AEC-style game (two or more seats, every one an agent): agent_selection
    decides next; observe(agent) is that agent's own view; last() -> (obs, reward, terminated,
    truncated, info) of agent_selection."""

    metadata = {"name": "lore_v0", "is_parallelizable": False}

    def __init__(self, decks=_DEFAULT_DECKS, *, players=2, mulligans=True, max_actions=20_000,
                 decision_info=True):
        self._core = _lore._EnvCore(list(decks), players, mulligans, None, "random", 0,
                                    max_actions)
        self._decision_info = decision_info  # False: no infos[agent]["decision"]
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seeded = False

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._core.reset(int(seed))
        elif not self._seeded:
            self._core.reset(0)
        else:
            self._core.reset_next()
        self._seeded = True
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _select(self):
        """agent_selection decides; its info holds the raw decision, the others' none."""
        self.agent_selection = self.possible_agents[self._core.viewer()]
        for a in self.agents:
            self.infos[a] = {}
        if self._decision_info:
            self.infos[self.agent_selection]["decision"] = self._core.decision()

    def observe(self, agent):
        """`agent`'s own view (its action mask is empty unless it decides now)."""
        return self._core.observe_as(self.possible_agents.index(agent))

    def last(self):
        a = self.agent_selection
        return (self.observe(a), self._cumulative_rewards[a], self.terminations[a],
                self.truncations[a], self.infos[a])

    def step(self, action):
        a = self.agent_selection
        if self.terminations[a] or self.truncations[a]:
            # The PettingZoo convention: once the game is over, each agent steps with None and
            # leaves.
            self.agents.remove(a)
            self._cumulative_rewards[a] = 0.0
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        self._cumulative_rewards[a] = 0.0
        self._core.step(int(action))
        for x in self.agents:
            self.rewards[x] = 0.0
        if self._core.done():
            winner, over = self._core.winner(), self._core.over()
            for i, x in enumerate(self.possible_agents):
                if winner is not None:
                    self.rewards[x] = 1.0 if i == winner else -1.0
                self.terminations[x] = over
                self.truncations[x] = not over
                self._cumulative_rewards[x] += self.rewards[x]
                self.infos[x] = {}
        else:
            self._select()

    def render(self):
        return repr(self._core.decision())

    def close(self):
        pass
