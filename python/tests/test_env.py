"""The environments: Gymnasium-style API, player views, determinism, VecEnv, AEC."""
import numpy as np
import pytest

import lore
from lore.env import OBSERVATION_SHAPES
from conftest import play_to


def masked_random(mask, rng):
    """A uniformly random legal action per row of `mask` (what a learner's sampler does)."""
    return (rng.random(mask.shape) * mask).argmax(-1)


def check_obs(obs, lead=()):
    assert set(obs) == set(OBSERVATION_SHAPES)
    for name, (shape, dtype) in OBSERVATION_SHAPES.items():
        assert obs[name].shape == tuple(lead) + shape, name
        assert obs[name].dtype == np.dtype(dtype), name


def test_env_api():
    env = lore.Env(["dmu_sagas", "fin_summons"], seat=0)
    obs, info = env.reset(seed=3)
    check_obs(obs)
    assert obs["action_mask"].any()
    assert info["decision"].player == 0 and info["seed"] == 3
    rng = np.random.default_rng(0)
    steps, done = 0, False
    while not done:
        a = masked_random(obs["action_mask"], rng)
        obs, reward, terminated, truncated, info = env.step(a)
        check_obs(obs)
        assert isinstance(reward, float) and isinstance(terminated, bool)
        done = terminated or truncated
        steps += 1
        if not done:
            assert obs["action_mask"].any() and info["decision"].player == 0
    assert reward in (-1.0, 0.0, 1.0) and steps > 10
    with pytest.raises(ValueError, match="reset"):
        env.step(0)
    obs, info = env.reset()  # the next episode
    assert info["seed"] == lore.episode_seed(3, 1)


def test_illegal_action_is_refused():
    env = lore.Env()
    obs, _ = env.reset(seed=1)
    n = int(obs["action_mask"].sum())
    with pytest.raises(ValueError, match="not legal"):
        env.step(n)


def test_action_encoding_of_numbers(rng):
    g = play_to(lore.Game(seed=1), rng, lambda g: g.decision().is_number)
    d = g.decision()
    obs = g.observe()
    legal = int(obs["action_mask"].sum())
    values = [g.action_answer(a) for a in range(legal)]
    expect = [v for v in range(d.lo, d.hi + 1) if d.allows(v)][: lore.ACTIONS]
    assert values == expect
    assert list(obs["actions"][:legal, 5]) == values


def same_trajectory(seed, steps):
    env = lore.Env(seat=1)
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(steps):
        obs, r, term, trunc, info = env.step(masked_random(obs["action_mask"], rng))
        out.append((obs["objects"].tobytes(), r, term, trunc))
        if term or trunc:
            obs, _ = env.reset()
    return out


def test_same_seed_same_results():
    assert same_trajectory(11, 300) == same_trajectory(11, 300)
    assert same_trajectory(11, 300) != same_trajectory(12, 300)


def test_observation_hides_what_the_player_cannot_see(rng):
    """Drawing the hidden cards again (the opponent's hand and library, the viewer's own
    library) changes the game but not the viewer's observation."""
    g = play_to(lore.Game(seed=9), rng, lambda g: g.turn >= 5 and g.decision().player == 0)
    seen = g.observe(viewer=0)
    changed = 0
    for s in range(5):
        other = g.sample_hidden(0, seed=s)
        changed += other != g
        obs = other.observe(viewer=0)
        for name in seen:
            assert np.array_equal(seen[name], obs[name]), name
    assert changed == 5  # the hidden cards did change
    # ... while the opponent's own view of its hand does change.
    assert any(not np.array_equal(g.observe(viewer=1)["objects"],
                                  g.sample_hidden(0, seed=s).observe(viewer=1)["objects"])
               for s in range(5))


def test_vec_env_equals_single_envs():
    n, seed, steps = 6, 20, 150
    vec = lore.VecEnv(n, threads=2)
    vobs, _ = vec.reset(seed=seed)
    envs = [lore.Env() for _ in range(n)]
    sobs = [e.reset(seed=seed + i)[0] for i, e in enumerate(envs)]
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(steps):
        for i in range(n):
            for name in sobs[i]:
                assert np.array_equal(vobs[name][i], sobs[i][name]), name
        acts = masked_random(vobs["action_mask"], rng)
        vobs, vr, vterm, vtrunc, _ = vec.step(acts)
        vobs = {k: v.copy() for k, v in vobs.items()}
        for i, e in enumerate(envs):
            o, r, term, trunc, _ = e.step(acts[i])
            assert (r, term, trunc) == (vr[i], vterm[i], vtrunc[i])
            if term or trunc:
                ended += 1
                o, _ = e.reset()
            sobs[i] = o
    assert ended > 0  # the auto-reset was exercised
    assert vec.game_seeds() == [e._core.game_seed() for e in envs]
    for i, e in enumerate(envs):  # the raw decision, as Env's info["decision"]
        a, b = vec.decision(i), e.decision()
        assert (a.text, len(a), [o.text for o in a.options]) == (b.text, len(b), [o.text for o in b.options])
    with pytest.raises(ValueError, match="environment 6 is not one of the 6"):
        vec.decision(n)


def test_vec_env_rejects_bad_actions():
    vec = lore.VecEnv(2)
    vec.reset(seed=1)
    with pytest.raises(ValueError, match="1-d array of 2"):
        vec.step(np.zeros(3, dtype=np.int64))
    with pytest.raises(ValueError, match="not legal"):
        vec.step(np.array([0, 64]))


def test_aec_env_plays_a_game_from_each_seat_view():
    env = lore.AECEnv()
    env.reset(seed=4)
    rng = np.random.default_rng(4)
    seats = set()
    while env.agents:
        agent = env.agent_selection
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        seats.add(agent)
        assert obs["action_mask"].any()
        # the raw decision is the selected agent's, and its options are the mask's
        d = info["decision"]
        assert d.player == env.possible_agents.index(agent)
        assert d.is_number or len(d.options) >= int(obs["action_mask"].sum())
        assert all("decision" not in env.infos[a] for a in env.agents if a != agent)
        other = [a for a in env.possible_agents if a != agent][0]
        assert not env.observe(other)["action_mask"].any()
        env.step(masked_random(obs["action_mask"], rng))
    assert seats == {"player_0", "player_1"}
    assert sorted(env.rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_gymnasium_checker_when_installed():
    gym = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env

    class Wrapped(gym.Env):
        def __init__(self):
            self.env = lore.Env()
            self.observation_space = self.env.observation_space
            self.action_space = self.env.action_space

        def reset(self, *, seed=None, options=None):
            super().reset(seed=seed)
            obs, info = self.env.reset(seed=seed)
            return obs, {}

        def step(self, a):
            obs, r, term, trunc, info = self.env.step(a)
            return obs, r, term, trunc, {}

    check_env(Wrapped(), skip_render_check=True)
