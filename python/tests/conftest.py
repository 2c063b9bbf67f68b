import os
import random

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def random_answer(g, rng):
    """A uniformly random legal answer of g's pending decision."""
    d = g.decision()
    if d.is_number:
        while True:
            v = rng.randint(d.lo, d.hi)
            if d.allows(v):
                return v
    return rng.randrange(len(d.options))


def play_to(g, rng, stop):
    while not g.over() and not stop(g):
        g.answer(random_answer(g, rng))
    return g


@pytest.fixture
def root():
    return ROOT


@pytest.fixture
def rng():
    return random.Random(7)
