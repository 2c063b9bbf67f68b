"""Many seeded games spread over a Dask `distributed` cluster (docs/python.md).

    from dask.distributed import Client
    import lore.distributed
    r = lore.distributed.simulate(["dmu_sagas", "fin_summons"], ["heuristic", "random"],
                                  games=10_000, seed=1, client=Client("tcp://scheduler:8786"))

Game i is `lore arena`'s game i (seed + i; agent 0 plays first in even games): the games are cut
into fixed chunks of `chunk` games, each a task, and the results are sums, so the numbers are
the same for the same seed whatever the number of workers, or with no cluster at all.
"""

from . import _lore


def _run_chunk(decks, agents, seed, first, count, iterations):
    """One task: games first .. first + count - 1 (runs on a worker; the GIL is released)."""
    return _lore._simulate_games(list(decks), list(agents), seed, first, count, iterations)


def _combine(parts):
    total = {"games": 0, "wins": [0, 0], "draws": 0, "turns": 0, "cards": [{}, {}]}
    for p in parts:
        total["games"] += p["games"]
        total["draws"] += p["draws"]
        total["turns"] += p["turns"]
        for a in range(2):
            total["wins"][a] += p["wins"][a]
            for name, (played, won) in p["cards"][a].items():
                s = total["cards"][a].setdefault(name, [0, 0])
                s[0] += played
                s[1] += won
    return total


def simulate(decks, agents=("random", "random"), games=100, seed=1, client=None, *, chunk=50,
             iterations=200):
    """Plays `games` games of decks[0] (agent 0) against decks[1] (agent 1).

    agents: "random", "heuristic", "mcts" (mcts with `iterations` per decision, no time limit,
    so that every machine plays the same games). client: a dask.distributed Client, or None to
    play here. Returns {"games", "wins": [a0, a1], "draws", "win_rate": [..], "avg_turns",
    "cards": [{name: {"games", "won", "win_rate"}}, {...}]} where a card's "games" are the games
    its player cast or played it in and "won" those of them its player won.
    """
    if games < 1 or chunk < 1:
        raise ValueError("games and chunk must be at least 1")
    decks, agents = list(decks), list(agents)
    starts = list(range(0, games, chunk))
    counts = [min(chunk, games - s) for s in starts]
    if client is None:
        parts = [_run_chunk(decks, agents, seed, s, c, iterations) for s, c in zip(starts, counts)]
    else:
        n = len(starts)
        futures = client.map(_run_chunk, [decks] * n, [agents] * n, [seed] * n, starts, counts,
                             [iterations] * n, pure=False)
        parts = client.gather(futures)
    t = _combine(parts)
    g = t["games"]
    return {
        "games": g,
        "agents": agents,
        "seed": seed,
        "wins": t["wins"],
        "draws": t["draws"],
        "win_rate": [w / g for w in t["wins"]],
        "avg_turns": t["turns"] / g,
        "cards": [
            {name: {"games": p, "won": w, "win_rate": w / p}
             for name, (p, w) in sorted(cards.items())}
            for cards in t["cards"]
        ],
    }
