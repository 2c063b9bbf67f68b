"""lore.distributed.simulate: the same numbers on a Dask cluster as here, whatever the split."""
import pytest

import lore.distributed

DECKS = ["dmu_sagas", "fin_summons"]


def test_local_results_add_up():
    r = lore.distributed.simulate(DECKS, ["heuristic", "random"], games=20, seed=3, chunk=6)
    assert r["games"] == 20 and sum(r["wins"]) + r["draws"] == 20
    assert r["win_rate"][0] > r["win_rate"][1]  # the heuristic player beats the random one
    for cards in r["cards"]:
        assert cards and all(0 <= c["won"] <= c["games"] <= 20 and c["games"] > 0
                             for c in cards.values())
    assert "Plains" in r["cards"][0] and "Plains" not in r["cards"][1]  # white-black, red-green
    assert "Forest" in r["cards"][1] and "Forest" not in r["cards"][0]
    # The chunks change nothing: each game is seeded by its number.
    assert r == lore.distributed.simulate(DECKS, ["heuristic", "random"], games=20, seed=3,
                                          chunk=20)


def test_agents_and_arguments_are_checked():
    with pytest.raises(ValueError, match="unknown agent"):
        lore.distributed.simulate(DECKS, ["random", "nobody"], games=2)
    with pytest.raises(ValueError):
        lore.distributed.simulate(DECKS, games=0)


def test_dask_cluster_gives_the_local_result():
    distributed = pytest.importorskip("distributed")
    local = lore.distributed.simulate(DECKS, ["random", "random"], games=60, seed=5, chunk=7)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        remote = lore.distributed.simulate(DECKS, ["random", "random"], games=60, seed=5,
                                           chunk=7, client=client)
    assert remote == local
