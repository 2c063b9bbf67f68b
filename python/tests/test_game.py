"""The engine API: decisions, answers, clones, state text, replays, logs, cards, scenarios."""
import json
import os

import pytest

import lore
from conftest import play_to, random_answer


def test_decision_has_typed_options():
    g = lore.Game("dmu_sagas", "fin_summons", seed=1)
    d = g.decision()
    assert d.kind == "choose starting player"
    assert d.player in (0, 1)
    assert [o.kind for o in d.options] == ["PlayFirst", "DrawFirst"]
    assert [o.index for o in d.options] == [0, 1]
    assert d.options[0].text == "play first"
    assert not d.is_number and len(d) == 2


def test_a_random_game_ends_with_a_result(rng):
    g = play_to(lore.Game(seed=3), rng, lambda g: False)
    r = g.result()
    assert r["over"] and r["turns"] > 0 and r["actions"] == g.actions
    assert r["winner"] in (0, 1, None)
    if r["winner"] is not None:
        assert r["life"][1 - r["winner"]] <= 0 or "loses" in " ".join(g.log())


def test_illegal_answer_is_a_value_error_with_the_engines_message():
    g = lore.Game(seed=1)
    before = g.state_text()
    with pytest.raises(ValueError, match="option 5 is not one of the 2 legal options"):
        g.answer(5)
    assert g.state_text() == before  # refused, nothing changed


def test_number_decisions_take_the_value(rng):
    g = play_to(lore.Game(seed=1), rng, lambda g: g.decision().is_number)
    d = g.decision()
    assert d.is_number and d.options == [] and d.lo <= d.hi
    with pytest.raises(ValueError, match="is not a legal number"):
        g.answer(d.hi + 1)
    g.answer(d.hi)
    assert not g.decision().is_number or g.decision().text != d.text


def test_clone_is_independent(rng):
    g = play_to(lore.Game(seed=2), rng, lambda g: g.actions >= 30)
    c = g.clone()
    assert c == g
    text = c.state_text()
    g.answer(random_answer(g, rng))
    assert c.state_text() == text and c != g
    assert c.log() == g.log()[: len(c.log())]


def test_state_text_round_trip(rng):
    g = play_to(lore.Game(seed=4), rng, lambda g: g.actions >= 40)
    back = lore.Game.from_state_text(g.state_text())
    assert back == g
    assert back.decision().text == g.decision().text
    with pytest.raises(lore.Error, match="checksum"):
        lore.Game.from_state_text(g.state_text().replace("life 20", "life 19", 1)
                                  if "life 20" in g.state_text() else g.state_text()[:-3] + "0\n")


def test_replay_round_trip(rng):
    g = play_to(lore.Game(seed=5), rng, lambda g: g.actions >= 60)
    r = g.replay()
    assert json.loads(r)["format"] == "lore-replay"
    again = lore.Game.from_replay(r)
    assert again == g and again.log() == g.log()
    with pytest.raises(lore.Error):
        lore.Game.from_replay('{"format": "lore-replay", "version": 99}')


def test_log_as_one_player_sees_it(rng):
    g = play_to(lore.Game(seed=6), rng, lambda g: g.turn >= 3)
    everything = g.log()
    p1 = g.log(viewer=0)
    assert len(p1) == len(everything)
    hidden = [line for line in p1 if "P2 draws a card" in line]
    assert hidden and not [line for line in everything if "P2 draws a card" in line]
    entries = [json.loads(x) for x in g.log(format="json", viewer=1)]
    assert all("rule" in e for e in entries)
    with pytest.raises(ValueError):
        g.log(format="xml")


def test_bad_decks_name_file_line_and_cause(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("17 Mountain\n4 Lightnig Strike\n")
    with pytest.raises(lore.Error, match=r"bad.txt:2: unknown card \"Lightnig Strike\""):
        lore.Game(str(bad), "fin_summons")
    with pytest.raises(lore.Error, match=r"limited decks have at least 40 \(100.2b\)"):
        lore.Game(["Mountain"] * 10, "fin_summons")
    g = lore.Game(["Mountain"] * 24 + ["Lightning Strike"] * 16, ["Forest"] * 40, seed=1)
    assert g.decision().kind == "choose starting player"


def test_cards_and_decks():
    cards = lore.cards()
    names = {c["name"] for c in cards}
    assert "Lightning Strike" in names and len(cards) > 500
    assert {"dmu_sagas", "fin_summons"} <= set(lore.decks())


def test_scenarios_run(root, tmp_path):
    path = os.path.join(root, "tests", "scenarios", "absolute_virtue_cant_be_countered.scn")
    assert lore.run_scenario(path) == {"passed": True, "message": ""}
    with pytest.raises(lore.Error):
        lore.run_scenario(str(tmp_path / "missing.scn"))


def test_agents_answer_legally():
    g = lore.Game(seed=8)
    agents = [lore.Agent("heuristic", seed=1, decks=["dmu_sagas", "fin_summons"]),
              lore.Agent("random", seed=2)]
    while not g.over() and g.actions < 400:
        g.answer(agents[g.decision().player].choose(g))
    with pytest.raises(ValueError, match="unknown agent"):
        lore.Agent("nobody")


def test_more_players():
    g = lore.Game(decks=["dmu_sagas", "fin_summons", "red_green"], players=3, seed=1)
    assert g.players == 3 and len(g.result()["life"]) == 3
