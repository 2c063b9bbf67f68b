"""Throughput of the Python package (docs/python.md, docs/performance.md).

    PYTHONPATH=build/python /usr/bin/python3 bench/python_env.py [--seconds 5] [--n 1024]

Random legal answers everywhere: chosen in Python for Game.answer and Env.step, in NumPy from
the action mask for VecEnv; the opponent is the engine's random player.
"""
import argparse
import random
import time

import numpy as np

import lore


def game_loop(seconds, decks):
    rng = random.Random(1)
    steps, seed, t0 = 0, 1, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g = lore.Game(*decks, seed=seed, mulligans=False, log=False)
        while not g.over():
            d = g.decision()
            g.answer(d.lo if d.is_number else rng.randrange(len(d.options)))
            steps += 1
        seed += 1
    return steps / (time.perf_counter() - t0)


def env_loop(seconds, decks):
    env = lore.Env(decks, mulligans=False, decision_info=False)
    rng = np.random.default_rng(1)
    obs, _ = env.reset(seed=1)
    steps, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        m = obs["action_mask"]
        obs, r, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(m))))
        if term or trunc:
            obs, _ = env.reset()
        steps += 1
    return steps / (time.perf_counter() - t0)


def vec_loop(seconds, decks, n, threads):
    vec = lore.VecEnv(n, decks=list(decks), threads=threads, mulligans=False)
    rng = np.random.default_rng(1)
    obs, _ = vec.reset(seed=1)
    steps, games, t0, c0 = 0, 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        m = obs["action_mask"]
        a = (rng.random(m.shape) * m).argmax(1)
        obs, r, term, trunc, _ = vec.step(a)
        steps += n
        games += int(term.sum() + trunc.sum())
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    return steps / dt, games / dt, steps / cpu


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=5)
    p.add_argument("--n", type=int, default=1024)
    p.add_argument("--decks", nargs=2, default=["dmu_sagas", "fin_summons"])
    a = p.parse_args()
    decks = tuple(a.decks)
    print(f"decks {decks[0]} vs {decks[1]}")
    print(f"Game.answer loop   {game_loop(a.seconds, decks):12,.0f} steps/s")
    print(f"Env.step loop      {env_loop(a.seconds, decks):12,.0f} steps/s")
    for threads in (1, 2):
        s, g, c = vec_loop(a.seconds, decks, a.n, threads)
        print(f"VecEnv n={a.n} threads={threads} {s:12,.0f} steps/s ({g:,.0f} games/s; "
              f"{c:,.0f} steps per CPU-second)")


if __name__ == "__main__":
    main()
