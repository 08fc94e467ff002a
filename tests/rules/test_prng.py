"""The seeded PRNG: a known answer, ranges, uniformity of small draws, shuffles."""
import pytest

from gameboard.rules.prng import Prng


def test_xorshift32_matches_marsaglias_published_first_value():
    p = Prng()
    p.state = 2463534242
    assert p.next32() == 723471715


def test_same_seed_same_sequence_and_different_seeds_differ():
    a, b, c = Prng(7), Prng(7), Prng(8)
    seq_a = [a.next32() for _ in range(50)]
    assert seq_a == [b.next32() for _ in range(50)]
    assert seq_a != [c.next32() for _ in range(50)]


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 52, 108, 162, 1000])
def test_below_stays_in_range(n):
    p = Prng(n)
    values = [p.below(n) for _ in range(2000)]
    assert min(values) >= 0 and max(values) <= n - 1
    if n <= 7:
        assert len(set(values)) == n


def test_dice_are_roughly_uniform():
    p = Prng(12345)
    counts = [0] * 7
    for _ in range(60000):
        counts[p.roll()] += 1
    assert counts[0] == 0
    # Each face expects 10,000; 5 standard deviations is about 456.
    for face in range(1, 7):
        assert abs(counts[face] - 10000) < 460, counts


def test_shuffle_is_a_permutation_and_depends_on_the_seed():
    deck = list(range(108))
    a, b = list(deck), list(deck)
    Prng(1).shuffle(a)
    Prng(2).shuffle(b)
    assert sorted(a) == deck and sorted(b) == deck
    assert a != deck and a != b


def test_state_can_be_saved_and_restored():
    p = Prng(99)
    p.next32()
    saved = p.state
    first = [p.roll() for _ in range(10)]
    p.state = saved
    assert [p.roll() for _ in range(10)] == first


def test_bad_arguments_are_refused_with_a_message():
    p = Prng(3)
    with pytest.raises(ValueError, match="n >= 1"):
        p.below(0)
    with pytest.raises(ValueError, match="empty"):
        p.choice([])
    with pytest.raises(ValueError, match="must not be 0"):
        p.state = 0
